import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { paymentProvider } from "../payments/providers/registry";
import type { ProviderName } from "../payments/providers/types";

/* What the wallet's routes hand their services from a request (the services know no Hono). */

/** A provider adapter for this request (sandboxes deliver their callbacks through the app itself). */
export function providerFor(c: Context<AppEnv>, name: ProviderName) {
  return paymentProvider(c.env, name, { db: c.var.db, delivery: c.var.callbackDelivery });
}
