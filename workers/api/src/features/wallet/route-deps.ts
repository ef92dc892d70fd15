import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { paymentProvider } from "../payments/providers/registry";
import type { ProviderName } from "../payments/providers/types";
import type { SettleDeps } from "./settlement.service";

/* What the wallet's routes hand their services from a request (the services know no Hono). */

/** What settling needs from the request: D1, the realtime binding, and the request's waitUntil. */
export function settleDeps(c: Context<AppEnv>): SettleDeps {
  return { db: c.var.db, realtime: c.env.REALTIME, waitUntil: (p) => c.executionCtx.waitUntil(p) };
}

/** A provider adapter for this request (sandboxes deliver their callbacks through the app itself). */
export function providerFor(c: Context<AppEnv>, name: ProviderName) {
  return paymentProvider(c.env, name, { db: c.var.db, delivery: c.var.callbackDelivery });
}
