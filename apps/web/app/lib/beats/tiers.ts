// The licence tiers as the buyer's pages show them. The tiers, their order and the files each delivers
// are the api's rules (workers/api/src/features/beats/licences.rules.ts); the tiers are typed from its
// contract and tiers.test.ts compares them. The files per tier are not in the contract, so they are
// copied here (the test pins them).
import type { LicenceTier, TierAvailability, UnavailableReason } from "../api/contract";

/** The tiers in the api's fixed order, basic first. */
export const TIERS = [
  "basic",
  "premium",
  "trackout",
  "unlimited",
  "exclusive",
] as const satisfies readonly LicenceTier[];

export const TIER_LABELS: Readonly<Record<LicenceTier, string>> = {
  basic: "Basic",
  premium: "Premium",
  trackout: "Trackout",
  unlimited: "Unlimited",
  exclusive: "Exclusive",
};

/** What each tier delivers (the api's TIER_FILES): MP3; MP3 + WAV; then the stems too. */
export const TIER_FILES: Readonly<Record<LicenceTier, readonly string[]>> = {
  basic: ["MP3"],
  premium: ["MP3", "WAV"],
  trackout: ["MP3", "WAV", "Stems (ZIP)"],
  unlimited: ["MP3", "WAV", "Stems (ZIP)"],
  exclusive: ["MP3", "WAV", "Stems (ZIP)"],
};

/**
 * What kind of licence a tier is. The counted rights (copies, streams, videos, radio, paid shows, term)
 * are the producer's per beat and no buyer-facing read gives them yet: the contract prints them.
 */
export const TIER_KIND: Readonly<Record<LicenceTier, string>> = {
  basic: "Lease: counted rights for a term",
  premium: "Lease: counted rights for a term",
  trackout: "Lease: counted rights for a term",
  unlimited: "Lease: rights as the producer set them",
  exclusive: "Exclusive: sold once, then the beat leaves the market",
};

/** Why a tier cannot be bought, in words. */
export const REASON_TEXT: Readonly<Record<UnavailableReason, string>> = {
  exclusively_sold: "Sold exclusively",
  already_licensed: "You already hold this licence",
  own_beat: "Your own beat",
  not_offered: "Not offered for this beat",
  unpublished: "Not for sale right now",
  not_approved: "Not for sale right now",
};

export const tierLabel = (tier: LicenceTier) => TIER_LABELS[tier];

/** A tier's state for the table: buyable at a price, or why not. */
export type TierState =
  | { tier: LicenceTier; buyable: true; priceCents: number }
  | { tier: LicenceTier; buyable: false; priceCents: number | null; reason: string };

/**
 * Each tier of `check-availability` in the fixed order, as the table shows it. A tier the api says is
 * available but has no price cannot be bought (the Payment modal needs an amount), so it reads as not
 * for sale rather than as a Buy button that would fail.
 */
export function tierStates(tiers: readonly TierAvailability[]): TierState[] {
  return TIERS.flatMap((name): TierState[] => {
    const t = tiers.find((x) => x.tier === name);
    if (!t) return [];
    if (t.available && t.price_cents !== null)
      return [{ tier: name, buyable: true, priceCents: t.price_cents }];
    const reason = t.reason ? REASON_TEXT[t.reason] : REASON_TEXT.unpublished;
    return [{ tier: name, buyable: false, priceCents: t.price_cents, reason }];
  });
}

/** Whether the exclusive licence of a beat is gone (the page says so above the table). */
export const soldExclusively = (tiers: readonly TierAvailability[]) =>
  tiers.some((t) => t.reason === "exclusively_sold");
