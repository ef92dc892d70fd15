// Buying a beat licence: the Payment modal's purchase (the wallet's `beat_licence` service, wallet only:
// docs/decisions/0801), what a refusal means for the page, and the licence the purchase made. Pure.
import type { LicenceTier, MyLicence } from "../api/contract";
import type { ApiFailure } from "../api/envelope";
import type { PaymentPurchase } from "../wallet/payment";
import { tierLabel } from "./market-tiers";

/** The api's request type for a beat licence (workers/api/src/features/beats/sellable.ts). */
export const BEAT_LICENCE_REQUEST_TYPE = "beat_licence";

export interface BeatCheckout {
  purchase: PaymentPurchase;
  /** US cents, before the 2 % fee; the server prices the tier again. */
  amount: number;
  description: string;
}

/** The Payment modal's props for one tier of one beat. */
export function beatCheckout(
  beat: { id: string; title: string | null },
  tier: LicenceTier,
  priceCents: number,
): BeatCheckout {
  const what = beat.title ? `"${beat.title}"` : "this beat";
  return {
    purchase: {
      kind: "service",
      requestType: BEAT_LICENCE_REQUEST_TYPE,
      item: { beat_id: beat.id, tier },
      walletOnly: true,
    },
    amount: priceCents,
    description: `${tierLabel(tier)} licence of ${what}, paid from your wallet balance.`,
  };
}

export type Refusal =
  /** 409, the exclusive went to someone else while the buyer paid: read the tiers again. */
  | { kind: "sold"; text: string }
  /** 409, the buyer holds this licence already (another tab, a retried click). */
  | { kind: "held"; text: string }
  /** 422: the api's reason (one's own beat, a tier no longer offered, not for sale). */
  | { kind: "refused"; text: string }
  /** Anything else (a wrong balance, the network): the modal says it; the page need not. */
  | null;

const SOLD = "sold exclusively";

/**
 * What a refused payment means for the beat's page. Nothing was charged in any of these: the api's
 * batch aborts whole (docs/decisions/0801).
 */
export function readRefusal(failure: Pick<ApiFailure, "status" | "msg" | "fieldErrors">): Refusal {
  const message = failure.msg ?? Object.values(failure.fieldErrors)[0]?.[0];
  if (failure.status === 409) {
    if (message?.toLowerCase().includes(SOLD)) {
      return {
        kind: "sold",
        text: "This beat was sold exclusively while you were paying. Nothing was charged; the licences below are up to date.",
      };
    }
    return { kind: "held", text: "You already hold this licence. Nothing was charged." };
  }
  if (failure.status === 422) {
    return { kind: "refused", text: message ?? "This licence cannot be bought. Nothing was charged." };
  }
  return null;
}

/** The licence a purchase made: the newest of that beat and tier among the buyer's licences. */
export function licenceBought(
  licences: readonly MyLicence[],
  beatId: string,
  tier: LicenceTier,
): MyLicence | undefined {
  return licences.find((l) => l.beat.id === beatId && l.tier === tier);
}
