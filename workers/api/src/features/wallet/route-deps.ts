import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { notifyDeps } from "../notifications";
import type { ProviderName } from "../payments";
import { paymentProvider } from "../payments";
import type { SettleDeps } from "./settlement.service";

/* What the wallet's routes hand their services from a request (the services know no Hono). */

/** A provider adapter for this request (sandboxes deliver their callbacks through the app itself). */
export function providerFor(c: Context<AppEnv>, name: ProviderName) {
  return paymentProvider(c.env, name, { db: c.var.db, delivery: c.var.callbackDelivery });
}

/** What settling a payment needs from a request: the notification channel and what the app sells. */
export function settleDeps(c: Context<AppEnv>): SettleDeps {
  return { ...notifyDeps(c), sellables: c.var.sellables, media: c.env.MEDIA };
}
