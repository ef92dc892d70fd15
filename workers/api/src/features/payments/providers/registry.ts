import type { Bindings } from "../../../env";
import type { Db } from "../../../kit/db";
import { AppError } from "../../../kit/errors";
import { webhookPath } from "./callbacks";
import { type SandboxKind, SandboxProvider, sandboxCardTokeniser } from "./sandbox";
import type { CallbackDelivery, CardTokeniser, PaymentProvider, ProviderName } from "./types";
import { YoPaymentsProvider } from "./yo-payments";

/*
 * Which adapter serves each provider (docs/decisions/0501, docs/payments.md):
 * - yopaymentsug: the production Yo! adapter when YO_PAYMENTS_MODE = "production" (YO_API_URL and the
 *   secrets YO_API_USERNAME, YO_API_PASSWORD; YO_IPN_PUBLIC_KEY and YO_NOTIFICATION_URL for IPNs);
 * - otherwise, and for card, bank and PayPal (no production adapter yet), the local sandbox, which is
 *   refused outside development: a deployment never takes sandbox money for real.
 * Callbacks are signed with PAYMENTS_WEBHOOK_SECRET.
 */

export interface ProviderDeps {
  db: Db;
  /** Where a sandbox delivers its callbacks (c.var.callbackDelivery, or the cron's). */
  delivery?: CallbackDelivery;
  /** The HTTP client of production adapters (tests pass a fake server). */
  fetcher?: typeof fetch;
  now?: () => number;
}

const SANDBOXES: Record<ProviderName, { kind: SandboxKind; canPayOut: boolean }> = {
  card: { kind: "sync", canPayOut: false },
  yopaymentsug: { kind: "callback", canPayOut: true },
  bank: { kind: "cron", canPayOut: true },
  paypal: { kind: "sync", canPayOut: true },
};

/** A sandbox's pending time when SANDBOX_CALLBACK_DELAY_MS is unset. */
export const DEFAULT_SANDBOX_DELAY_MS = 3000;

const unavailable = () =>
  new AppError(
    503,
    "PROVIDER_UNAVAILABLE",
    "This payment method is not available right now. Please try another.",
  );

function webhookSecret(env: Bindings): string {
  if (!env.PAYMENTS_WEBHOOK_SECRET) throw new Error("PAYMENTS_WEBHOOK_SECRET is not set");
  return env.PAYMENTS_WEBHOOK_SECRET;
}

function sandboxAllowed(env: Bindings) {
  if (env.ENVIRONMENT !== "development") throw unavailable();
}

/**
 * The adapter of one provider for this environment.
 *
 * @example const provider = paymentProvider(c.env, "yopaymentsug", { db: c.var.db, delivery: c.var.callbackDelivery });
 */
export function paymentProvider(env: Bindings, name: ProviderName, deps: ProviderDeps): PaymentProvider {
  if (name === "yopaymentsug" && env.YO_PAYMENTS_MODE === "production") {
    if (!env.YO_API_URL || !env.YO_API_USERNAME || !env.YO_API_PASSWORD) {
      console.error(JSON.stringify({ level: "error", msg: "Yo! Payments is not configured" }));
      throw unavailable();
    }
    return new YoPaymentsProvider({
      url: env.YO_API_URL,
      username: env.YO_API_USERNAME,
      password: env.YO_API_PASSWORD,
      ipnPublicKey: env.YO_IPN_PUBLIC_KEY,
      notificationUrl: env.YO_NOTIFICATION_URL,
      webhookSecret: env.PAYMENTS_WEBHOOK_SECRET,
      fetcher: deps.fetcher,
      now: deps.now,
    });
  }
  sandboxAllowed(env);
  const delay = Number(env.SANDBOX_CALLBACK_DELAY_MS);
  const { kind, canPayOut } = SANDBOXES[name];
  return new SandboxProvider(name, kind, canPayOut, {
    db: deps.db,
    secret: webhookSecret(env),
    delivery: deps.delivery,
    delayMs: Number.isFinite(delay) && delay >= 0 ? delay : DEFAULT_SANDBOX_DELAY_MS,
    now: deps.now,
  });
}

/** The card tokeniser for this environment: the sandbox's in development, none elsewhere yet (503). */
export function cardTokeniser(env: Bindings): CardTokeniser {
  sandboxAllowed(env);
  return sandboxCardTokeniser;
}

export { webhookPath };
