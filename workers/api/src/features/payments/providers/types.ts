import type { PaymentMethodType } from "../method-types";

/*
 * The one interface every payment provider adapter implements (docs/decisions/0501). The wallet service
 * talks only to this; each provider has a local sandbox that behaves like the real service (async states,
 * signed callbacks, failures) and, where built, a production adapter beside it.
 */

/** How long a callback rail (mobile money) is given before its status is polled: a lost callback costs this. */
export const CALLBACK_GRACE_MS = 2 * 60_000;

/** A provider's name: the payment method type it serves (spec §3). */
export type ProviderName = PaymentMethodType;

/** Where a charge or payout stands at the provider. */
export type ProviderStatus = "pending" | "succeeded" | "failed";

/** A provider's answer about one payment. `reason` says why it failed, in words a payer can act on. */
export interface ProviderResult {
  status: ProviderStatus;
  /** The provider's id for the payment (its transaction reference). */
  providerRef: string;
  reason?: string;
}

/** The saved method a payment uses, as the adapters see it (never a card number: only its token). */
export interface MethodForProvider {
  id: string;
  type: PaymentMethodType;
  token: string | null;
  details: Record<string, string | number>;
}

/** One charge (money pulled from the payer) or payout (money pushed to them). */
export interface PaymentRequest {
  /** Our reference, unique per payment: the wallet operation's id (Yo!'s `ExternalReference`). */
  reference: string;
  /** USD cents. */
  amount: number;
  /** The same amount in the provider's currency when it is not USD (mobile money in Uganda: UGX). */
  local?: { currency: string; amount: number };
  method: MethodForProvider;
  description: string;
  /** Sent to the provider so a retried call cannot charge or pay twice. */
  idempotencyKey: string;
}

/** A callback a provider sent, once its signature and age are checked. */
export interface CallbackEvent {
  /** The provider's id for this event: a replay carries the same one. */
  eventId: string;
  /** Our reference (the wallet operation's id). */
  reference: string;
  providerRef: string;
  status: Exclude<ProviderStatus, "pending">;
  reason?: string;
  /**
   * What the provider says it moved, when its callback says (Yo!'s signed IPN: the UGX amount and the
   * payer's number); the wallet holds it against what it asked for before crediting anything.
   */
  confirmed?: { amount?: number; currency?: string; account?: string };
}

/** How a sandbox delivers its callbacks: a Request to the API's own webhook route, after the response. */
export interface CallbackDelivery {
  deliver(request: Request): Promise<unknown>;
  waitUntil(promise: Promise<unknown>): void;
}

/** A card as the add-method form sent it: handed to the card adapter once, never stored. */
export interface CardDetails {
  number: string;
  cvc: string;
  expMonth: number;
  expYear: number;
}

/**
 * Turns a card into the provider's token: the only thing kept that can charge it (with its brand, last 4
 * and expiry for display). The number and CVC go no further than this call.
 */
export interface CardTokeniser {
  tokenise(card: CardDetails): Promise<{ token: string }>;
}

/**
 * A payment provider. `charge` and `payout` answer at once with the payment's state (a synchronous
 * provider succeeds or fails; an asynchronous one is pending and settles later through `verifyCallback`
 * or `status`). `verifyCallback` throws a 400/401 AppError for a forged, malformed or stale callback.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Whether the provider can pay money out to this method type (cards cannot, here). */
  readonly canPayOut: boolean;
  /**
   * How soon a pending payment's status is first worth asking for: a batch rail (a bank transfer) may
   * have settled by the next cron run; a callback rail (mobile money) is given time for its callback.
   */
  readonly firstPollAfterMs: number;
  charge(request: PaymentRequest): Promise<ProviderResult>;
  payout(request: PaymentRequest): Promise<ProviderResult>;
  status(payment: {
    reference: string;
    providerRef: string;
    direction: "charge" | "payout";
  }): Promise<ProviderResult>;
  verifyCallback(request: Request): Promise<CallbackEvent>;
}
