import type { AuthContext } from "./features/accounts/auth-context";
import type { AccountEventSink } from "./features/accounts/events";
import type { ClientContext } from "./kit/client-context";
import type { Db } from "./kit/db";

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
  };
}
