// The licence tier editor's pure half: the form's values for the five tiers (basic … exclusive) from a
// beat's offered tiers, and back into the `licences` list the api takes. Prices are typed in US dollars
// (the market prices in dollars, whatever the viewer's display currency) and sent as whole cents; each
// right is a count or unlimited (null), the term a number of years or perpetual (null).
import type { BeatTier, FieldErrors, LicenceTier } from "../api/contract";

import { LICENCE_TIERS, TIER_LABELS } from "./licence-words";

export { LICENCE_TIERS, TIER_LABELS };

/** What each tier delivers (the api's TIER_FILES), said beside its name. */
export const TIER_FILES_TEXT: Readonly<Record<LicenceTier, string>> = {
  basic: "MP3",
  premium: "MP3 + WAV",
  trackout: "MP3, WAV and stems",
  unlimited: "MP3, WAV and stems",
  exclusive: "MP3, WAV and stems; the beat leaves the market once sold",
};

export type RightKey =
  | "distribution_copies"
  | "audio_streams"
  | "music_videos"
  | "radio_stations"
  | "paid_performances"
  | "term_years";

/** The rights in the order the editor and the tier table show them; `none` is what null means. */
export const RIGHTS: readonly { key: RightKey; label: string; none: string }[] = [
  { key: "distribution_copies", label: "Distribution copies", none: "Unlimited" },
  { key: "audio_streams", label: "Audio streams", none: "Unlimited" },
  { key: "music_videos", label: "Music videos", none: "Unlimited" },
  { key: "radio_stations", label: "Radio stations", none: "Unlimited" },
  { key: "paid_performances", label: "Paid performances", none: "Unlimited" },
  { key: "term_years", label: "Term (years)", none: "In perpetuity" },
];

/** The api's price bounds (licences.rules PRICE_MIN_CENTS / PRICE_MAX_CENTS; a test checks them). */
export const PRICE_MIN_CENTS = 100;
export const PRICE_MAX_CENTS = 10_000_000;
const COUNT_MAX = 1_000_000_000;
const TERM_MAX = 99;

/** One tier as the editor holds it: text as typed, and whether each right is unlimited. */
export interface TierValues {
  offered: boolean;
  /** US dollars as typed ("29.99"). */
  price: string;
  rights: Record<RightKey, string>;
  unlimited: Record<RightKey, boolean>;
}

export type TierForm = Record<LicenceTier, TierValues>;

/** The posted field of a tier's part: `tiers.basic.price`, `tiers.basic.audio_streams.unlimited`, … */
export const tierField = (tier: LicenceTier, part: string) => `tiers.${tier}.${part}`;

/** The common market terms a new beat starts from (the api's DEFAULT_LICENCE_TEMPLATE; a test compares). */
export const DEFAULT_TIERS: readonly BeatTier[] = [
  terms("basic", 2_999, [2_000, 100_000, 1, 2, 0], 3),
  terms("premium", 4_999, [5_000, 250_000, 1, 5, 5], 5),
  terms("trackout", 9_999, [10_000, 500_000, 2, 10, 20], 10),
  terms("unlimited", 19_999, [null, null, null, null, null], null),
  terms("exclusive", 99_999, [null, null, null, null, null], null),
];

function terms(
  tier: LicenceTier,
  price_cents: number,
  [copies, streams, videos, radio, paid]: Array<number | null>,
  term_years: number | null,
): BeatTier {
  return {
    tier,
    price_cents,
    distribution_copies: copies ?? null,
    audio_streams: streams ?? null,
    music_videos: videos ?? null,
    radio_stations: radio ?? null,
    paid_performances: paid ?? null,
    term_years,
  };
}

/** Whole cents as the dollars a producer types back ("29.99", "100"). */
export function dollarsText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/**
 * Dollars as typed ("29.99", "$1,500", "40") → whole cents, or null when it is not an amount.
 *
 * @example centsFromDollars("$1,499.5") // 149950
 */
export function centsFromDollars(text: string): number | null {
  const plain = text.trim().replace(/^(US)?\$\s*/i, "");
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(plain)) return null;
  const [whole = "0", fraction = ""] = plain.replace(/,/g, "").split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

function valuesOf(tier: BeatTier, offered: boolean): TierValues {
  const rights = {} as Record<RightKey, string>;
  const unlimited = {} as Record<RightKey, boolean>;
  for (const { key } of RIGHTS) {
    rights[key] = tier[key] === null ? "" : String(tier[key]);
    unlimited[key] = tier[key] === null;
  }
  return { offered, price: dollarsText(tier.price_cents), rights, unlimited };
}

/**
 * The editor's values: the beat's offered tiers as they are, the others from the producer's template (or
 * the market's, DEFAULT_TIERS) and not offered. A new beat offers its template's leases and leaves the
 * exclusive to the producer's choice, since selling it takes the beat off the market.
 */
export function tierFormFrom(
  licences?: readonly BeatTier[],
  template?: readonly BeatTier[] | null,
): TierForm {
  const form = {} as TierForm;
  for (const market of DEFAULT_TIERS) {
    const saved = template?.find((t) => t.tier === market.tier);
    const own = licences?.find((l) => l.tier === market.tier);
    const offered = licences
      ? Boolean(own)
      : market.tier !== "exclusive" && (template ? Boolean(saved) : true);
    form[market.tier] = valuesOf(own ?? saved ?? market, offered);
  }
  return form;
}

/** The editor's values from a posted form's string fields (a missing box is unticked). */
export function readTierForm(fields: Record<string, unknown>): TierForm {
  const text = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string) : "");
  const form = {} as TierForm;
  for (const tier of LICENCE_TIERS) {
    const rights = {} as Record<RightKey, string>;
    const unlimited = {} as Record<RightKey, boolean>;
    for (const { key } of RIGHTS) {
      rights[key] = text(tierField(tier, key));
      unlimited[key] = text(tierField(tier, `${key}.unlimited`)) === "true";
    }
    form[tier] = {
      offered: text(tierField(tier, "offered")) === "true",
      price: text(tierField(tier, "price")),
      rights,
      unlimited,
    };
  }
  return form;
}

function readRight(key: RightKey, text: string, unlimited: boolean): number | null | string {
  if (unlimited) return null;
  const max = key === "term_years" ? TERM_MAX : COUNT_MAX;
  const min = key === "term_years" ? 1 : 0;
  const value = text.trim().replace(/,/g, "");
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    return key === "term_years"
      ? `Enter 1 to ${TERM_MAX} years, or tick “In perpetuity”.`
      : "Enter a whole number, or tick “Unlimited”.";
  }
  return Number(value);
}

export type TiersResult = { ok: true; licences: BeatTier[] } | { ok: false; fieldErrors: FieldErrors };

/**
 * The offered tiers as the api's `licences` (in tier order), or one message per field that is wrong;
 * tiers not offered are not checked. `tiers` holds the editor-wide message.
 *
 * @example tiersBody(tierFormFrom()).ok // true
 */
export function tiersBody(form: TierForm): TiersResult {
  const licences: BeatTier[] = [];
  const fieldErrors: FieldErrors = {};
  for (const tier of LICENCE_TIERS) {
    const values = form[tier];
    if (!values.offered) continue;
    const price = centsFromDollars(values.price);
    if (price === null || price < PRICE_MIN_CENTS || price > PRICE_MAX_CENTS)
      fieldErrors[tierField(tier, "price")] = ["Enter a price from $1 to $100,000, e.g. 29.99."];
    const licence = { tier, price_cents: price ?? 0 } as BeatTier;
    for (const { key } of RIGHTS) {
      const right = readRight(key, values.rights[key], values.unlimited[key]);
      if (typeof right === "string") fieldErrors[tierField(tier, key)] = [right];
      else licence[key] = right;
    }
    licences.push(licence);
  }
  if (licences.length === 0) fieldErrors.tiers = ["Offer at least one licence."];
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, licences };
}

/**
 * The api's 422 keys for licences (`licences.2.price_cents`: the third tier sent) as the editor's fields
 * (`tiers.trackout.price`); a message about the list as a whole lands on `tiers`. Other keys stay.
 */
export function tierErrorsFromApi(errors: FieldErrors, sent: readonly Pick<BeatTier, "tier">[]): FieldErrors {
  const out: FieldErrors = {};
  const add = (field: string, messages: string[]) => {
    out[field] = [...(out[field] ?? []), ...messages];
  };
  for (const [key, messages] of Object.entries(errors)) {
    const match = /^licences(?:\.(\d+)(?:\.(\w+))?)?$/.exec(key);
    if (!match) {
      add(key, messages);
      continue;
    }
    const tier = match[1] !== undefined ? sent[Number(match[1])]?.tier : undefined;
    const part = match[2] === "price_cents" ? "price" : match[2];
    add(tier && part ? tierField(tier, part) : "tiers", messages);
  }
  return out;
}

/** Whether two lists offer the same tiers on the same terms (an edit that leaves them is not sent). */
export function sameTiers(a: readonly BeatTier[], b: readonly BeatTier[]): boolean {
  const key = (list: readonly BeatTier[]) =>
    JSON.stringify(
      [...list]
        .sort((x, y) => LICENCE_TIERS.indexOf(x.tier) - LICENCE_TIERS.indexOf(y.tier))
        .map((l) => [l.tier, l.price_cents, ...RIGHTS.map((r) => l[r.key])]),
    );
  return key(a) === key(b);
}
