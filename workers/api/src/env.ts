import type { AccountEventSink, AuthContext } from "./features/accounts";
import type { CallbackDelivery } from "./features/payments";
import type { ServiceTypes } from "./features/wallet";
import type { ClientContext } from "./kit/client-context";
import type { Db } from "./kit/db";
import type { Reservation } from "./kit/idempotency/service";

/**
 * Secrets and optional settings that `wrangler types` cannot see (they come from `wrangler secret put`
 * or `.dev.vars`). Every one is optional so a missing secret is handled where it is used.
 */
export interface Secrets {
  /** Inline JWKS JSON for Google id tokens; when unset the provider's published JWKS URL is used. */
  GOOGLE_JWKS?: string;
  /** Inline JWKS JSON for Apple id tokens; when unset the provider's published JWKS URL is used. */
  APPLE_JWKS?: string;
  /** Development only: private JWK the local OAuth sandbox signs id tokens with. */
  DEV_OAUTH_PRIVATE_JWK?: string;
  /** Production mailer (Resend) credentials. */
  RESEND_API_KEY?: string;
  MAIL_FROM?: string;
  /** Production SMS (Twilio) credentials. */
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM?: string;
  /** The exchange-rate provider's API key (features/money/rate-provider.ts). */
  RATES_PROVIDER_KEY?: string;
  /**
   * Payments (features/payments/providers/registry.ts, docs/payments.md). The HMAC secret
   * provider callbacks are signed with: a dev value in .dev.vars, `wrangler secret put` in production.
   */
  PAYMENTS_WEBHOOK_SECRET?: string;
  /** How long a sandbox payment stays pending before it resolves (ms; default 3000, 0 in tests). */
  SANDBOX_CALLBACK_DELAY_MS?: string;
  /** `production` serves mobile money through Yo! Payments; anything else uses the sandbox (development only). */
  YO_PAYMENTS_MODE?: string;
  /** Yo!'s API endpoint, e.g. https://paymentsapi1.yo.co.ug/ybs/task.php. */
  YO_API_URL?: string;
  /** Yo! API credentials (secrets). */
  YO_API_USERNAME?: string;
  YO_API_PASSWORD?: string;
  /** Yo!'s IPN public key (SPKI PEM) and the webhook URL Yo! notifies. */
  YO_IPN_PUBLIC_KEY?: string;
  YO_NOTIFICATION_URL?: string;
}

export type Bindings = Env & Secrets;

export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    requestId: string;
    db: Db;
    client: ClientContext;
    auth: AuthContext | null;
    /** Where the account flows raise their events; the app wires the listeners (http/middleware/account-events). */
    accountEvents: AccountEventSink;
    /** The Idempotency-Key this request holds (set by kit/idempotency's `idempotent` middleware). */
    idempotency?: Reservation;
    /** How payment sandboxes deliver their callbacks to this app (http/middleware/callback-delivery). */
    callbackDelivery: CallbackDelivery;
    /** What a service payment can buy in this app (src/sellables.ts; tests add their own). */
    sellables: ServiceTypes;
  };
}
