// What the account flows tell the rest of the platform. Accounts owns this interface and raises events
// through it; whoever cares (the security notifications) implements the sink and the app wires it in
// (`c.var.accountEvents`), so accounts never imports its listeners.
import type { ClientContext } from "../../kit/client-context";

/** Something that happened to an account, raised once the change is stored. */
export type AccountEvent =
  | {
      type: "signed_in";
      userId: string;
      /** The session the sign-in created. */
      sessionId: string;
      /** Where the sign-in came from, as the request's client context describes it. */
      client: Pick<ClientContext, "device" | "city" | "country">;
    }
  | {
      type: "password_changed";
      userId: string;
      /**
       * `settings`: changed while signed in (the sessions other than the request's ended); `reset`: set
       * with a code (all ended).
       */
      via: "settings" | "reset";
    }
  /** A provider-only account set its first password while signed in. */
  | { type: "password_set"; userId: string }
  /** A Google / Apple identity was linked to, or unlinked from, the account. */
  | { type: "provider_linked" | "provider_unlinked"; userId: string; provider: "google" | "apple" }
  /**
   * The wallet's security events, told to the owner like the sign-in ones (docs/decisions/0506): wrong
   * PINs locked withdrawals (`codeRequired`: until the PIN is set again with an e-mailed code), a method
   * money can be paid out to was saved, or a raise of the withdrawal limits was asked for.
   */
  | { type: "wallet_pin_locked"; userId: string; codeRequired: boolean }
  | { type: "payout_method_added"; userId: string; label: string }
  | {
      type: "withdrawal_limits_raised";
      userId: string;
      /** The raised limits, in cents, and when they apply. */
      dailyLimit: number;
      monthlyLimit: number;
      effectiveAt: string;
    }
  | {
      type: "sessions_ended";
      userId: string;
      /**
       * One session (logout, the devices list's sign-out), or every session but `allExcept` (a provider
       * sign-in taking over a never-verified account keeps only its own; `null`: all of them).
       */
      scope: { sessionId: string } | { allExcept: string | null };
    };

/**
 * Receives account events. Resolves once the event is handled; a rejection fails the request that
 * raised it, so an implementation swallows what must not (e.g. a realtime outage).
 */
export type AccountEventSink = (event: AccountEvent) => Promise<void>;
