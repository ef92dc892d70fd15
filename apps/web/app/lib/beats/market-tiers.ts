// The licence tiers as the buyer's pages show them: the api's tiers in its order (market-tiers.test.ts
// compares them), and each tier's files and rights as `check-availability` answers them, in words.
import type { LicenceTier, TierAvailability, UnavailableReason } from "../api/contract";

import { filesText, TIER_LABELS, LICENCE_TIERS as TIERS, tierLabel } from "./licence-words";

/** The tiers in the api's fixed order (basic first), their names and their files' names. */
export { filesText, TIER_LABELS, TIERS, tierLabel };

type Rights = NonNullable<TierAvailability["rights"]>;
const count = (n: number | null, one: string, many: string) =>
  n === null ? `unlimited ${many}` : `${n.toLocaleString("en")} ${n === 1 ? one : many}`;

/**
 * A tier's rights in one line, as the contract grants them (null: unlimited; a term of null: perpetual).
 *
 * @example rightsText({ distribution_copies: 2000, audio_streams: null, music_videos: 1, radio_stations: 2, paid_performances: 0, term_years: 3 })
 * // "2,000 copies · unlimited streams · 1 music video · 2 radio stations · 0 paid performances · 3 years"
 */
export function rightsText(r: Rights): string {
  return [
    count(r.distribution_copies, "copy", "copies"),
    count(r.audio_streams, "stream", "streams"),
    count(r.music_videos, "music video", "music videos"),
    count(r.radio_stations, "radio station", "radio stations"),
    count(r.paid_performances, "paid performance", "paid performances"),
    r.term_years === null ? "in perpetuity" : `${r.term_years} ${r.term_years === 1 ? "year" : "years"}`,
  ].join(" · ");
}

/** Why a tier cannot be bought, in words. */
export const REASON_TEXT: Readonly<Record<UnavailableReason, string>> = {
  exclusively_sold: "Sold exclusively",
  already_licensed: "You already hold this licence",
  own_beat: "Your own beat",
  not_offered: "Not offered for this beat",
  unpublished: "Not for sale right now",
  not_approved: "Not for sale right now",
};

/** A tier's state for the table: buyable at a price, or why not. */
export type TierState = { files: string; rights: string | null } & (
  | { tier: LicenceTier; buyable: true; priceCents: number }
  | { tier: LicenceTier; buyable: false; priceCents: number | null; reason: string }
);

/**
 * Each tier of `check-availability` in the fixed order, as the table shows it. A tier the api says is
 * available but has no price cannot be bought (the Payment modal needs an amount), so it reads as not
 * for sale rather than as a Buy button that would fail.
 */
export function tierStates(tiers: readonly TierAvailability[]): TierState[] {
  return TIERS.flatMap((name): TierState[] => {
    const t = tiers.find((x) => x.tier === name);
    if (!t) return [];
    const terms = { files: filesText(t.files), rights: t.rights ? rightsText(t.rights) : null };
    if (t.available && t.price_cents !== null)
      return [{ tier: name, buyable: true, priceCents: t.price_cents, ...terms }];
    const reason = t.reason ? REASON_TEXT[t.reason] : REASON_TEXT.unpublished;
    return [{ tier: name, buyable: false, priceCents: t.price_cents, reason, ...terms }];
  });
}

/** Whether the exclusive licence of a beat is gone (the page says so above the table). */
export const soldExclusively = (tiers: readonly TierAvailability[]) =>
  tiers.some((t) => t.reason === "exclusively_sold");
