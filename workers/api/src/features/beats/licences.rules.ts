/*
 * Beat licences the way BeatStars and Airbit sell them: one beat, up to five tiers, each delivering a set
 * of files and granting counted rights for a term. Pure: the beat service validates and snapshots with
 * these, the marketplace asks `tierAvailability`, and the contract PDF prints `rightsLines`.
 */

export const LICENCE_TIERS = ["basic", "premium", "trackout", "unlimited", "exclusive"] as const;
export type LicenceTier = (typeof LICENCE_TIERS)[number];

export const DELIVERABLES = ["mp3", "wav", "stems"] as const;
export type Deliverable = (typeof DELIVERABLES)[number];

/** What each tier delivers: MP3; MP3 + WAV; then the stems (ZIP) too. */
export const TIER_FILES: Readonly<Record<LicenceTier, readonly Deliverable[]>> = {
  basic: ["mp3"],
  premium: ["mp3", "wav"],
  trackout: ["mp3", "wav", "stems"],
  unlimited: ["mp3", "wav", "stems"],
  exclusive: ["mp3", "wav", "stems"],
};

/** Prices in whole cents: $1 to $100,000. */
export const PRICE_MIN_CENTS = 100;
export const PRICE_MAX_CENTS = 10_000_000;

/** The counted rights of a tier; `null` is unlimited. */
export interface LicenceRights {
  distribution_copies: number | null;
  audio_streams: number | null;
  music_videos: number | null;
  radio_stations: number | null;
  paid_performances: number | null;
  /** How long the licence lasts; `null`: in perpetuity. */
  term_years: number | null;
}

export interface LicenceTerms extends LicenceRights {
  tier: LicenceTier;
  price_cents: number;
}

/**
 * The template a producer starts from (and edits once for all new beats): common market terms, leases
 * limited and timed, unlimited and exclusive without limits. Prices are the producer's to set.
 */
export const DEFAULT_TEMPLATE: readonly LicenceTerms[] = [
  tier("basic", 2_999, [2_000, 100_000, 1, 2, 0], 3),
  tier("premium", 4_999, [5_000, 250_000, 1, 5, 5], 5),
  tier("trackout", 9_999, [10_000, 500_000, 2, 10, 20], 10),
  tier("unlimited", 19_999, [null, null, null, null, null], null),
  tier("exclusive", 99_999, [null, null, null, null, null], null),
];

function tier(
  name: LicenceTier,
  price: number,
  [copies, streams, videos, radio, paid]: Array<number | null>,
  term: number | null,
): LicenceTerms {
  return {
    tier: name,
    price_cents: price,
    distribution_copies: copies ?? null,
    audio_streams: streams ?? null,
    music_videos: videos ?? null,
    radio_stations: radio ?? null,
    paid_performances: paid ?? null,
    term_years: term,
  };
}

/** Tiers in their fixed order (basic first), whatever order they were sent in. */
export function inTierOrder<T extends { tier: LicenceTier }>(licences: readonly T[]): T[] {
  return [...licences].sort((a, b) => LICENCE_TIERS.indexOf(a.tier) - LICENCE_TIERS.indexOf(b.tier));
}

/** The listing's "from" price: the cheapest tier offered, or null when none is. */
export function lowestPrice(licences: readonly { price_cents: number }[]): number | null {
  return licences.length ? Math.min(...licences.map((l) => l.price_cents)) : null;
}

/** The deliverables the offered tiers need that are not uploaded yet (publishing waits for them). */
export function missingFiles(
  licences: readonly { tier: LicenceTier }[],
  uploaded: ReadonlySet<Deliverable>,
): Deliverable[] {
  const needed = new Set(licences.flatMap((l) => TIER_FILES[l.tier]));
  return DELIVERABLES.filter((file) => needed.has(file) && !uploaded.has(file));
}

/** Why a tier cannot be bought now, or null when it can. */
export type Unavailable =
  | "unpublished"
  | "not_approved"
  | "exclusively_sold"
  | "not_offered"
  | "already_licensed"
  | "own_beat";

export interface BeatForSale {
  producerId: string;
  published: boolean;
  approved: boolean;
  exclusiveSold: boolean;
  offered: readonly LicenceTier[];
}

/**
 * Each tier's availability for one buyer (`check-availability/{id}`), naming the first reason it is not.
 * Selling the exclusive ends every sale; earlier lessees keep what they bought.
 */
export function tierAvailability(
  beat: BeatForSale,
  buyer: { id: string; owned: ReadonlySet<LicenceTier> },
): Array<{ tier: LicenceTier; available: boolean; reason: Unavailable | null }> {
  return LICENCE_TIERS.map((name) => {
    const reason: Unavailable | null = !beat.published
      ? "unpublished"
      : !beat.approved
        ? "not_approved"
        : beat.exclusiveSold
          ? "exclusively_sold"
          : !beat.offered.includes(name)
            ? "not_offered"
            : beat.producerId === buyer.id
              ? "own_beat"
              : buyer.owned.has(name)
                ? "already_licensed"
                : null;
    return { tier: name, available: reason === null, reason };
  });
}

const count = (n: number | null, unit: string, units = `${unit}s`) =>
  n === null ? `Unlimited ${units}` : `${n.toLocaleString("en-US")} ${n === 1 ? unit : units}`;

/** The rights as the contract and the tier table print them, one line each. */
export function rightsLines(terms: LicenceRights): string[] {
  return [
    `${count(terms.distribution_copies, "distribution copy", "distribution copies")}`,
    `${count(terms.audio_streams, "audio stream")}`,
    `${count(terms.music_videos, "music video")}`,
    `${count(terms.radio_stations, "radio station")}`,
    `${count(terms.paid_performances, "paid performance")}`,
    terms.term_years === null ? "Term: in perpetuity" : `Term: ${count(terms.term_years, "year")}`,
  ];
}
