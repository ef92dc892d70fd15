// The market tests' shared data: a beat for sale with three tiers, its availability for a buyer, and a
// licence bought. Imported by tests only.
import type { BeatAvailability, MarketBeat, MyLicence } from "../api/contract";

export const NIGHT_DRIVE: MarketBeat = {
  id: "bt_01",
  title: "Night Drive",
  producer: { id: "usr_kato", name: "Kato Beats" },
  bpm: 92,
  key: "A minor",
  genre: { id: "gen_afro", title: "Afrobeats" },
  mood: { id: "moo_dark", title: "Dark" },
  tags: ["drill"],
  is_featured: true,
  lowest_price_cents: 2999,
  tiers: ["exclusive", "basic", "premium"],
};

export function availability(
  extra: Partial<Record<string, Partial<BeatAvailability["tiers"][number]>>> = {},
) {
  const tier = (name: BeatAvailability["tiers"][number]["tier"], price: number | null) => ({
    tier: name,
    price_cents: price,
    available: price !== null,
    reason: price === null ? ("not_offered" as const) : null,
    ...extra[name],
  });
  return {
    beat_id: NIGHT_DRIVE.id,
    tiers: [
      tier("basic", 2999),
      tier("premium", 4999),
      tier("trackout", null),
      tier("unlimited", null),
      tier("exclusive", 99_999),
    ],
  } satisfies BeatAvailability;
}

export const LICENCE: MyLicence = {
  id: "bl_01",
  beat: { id: NIGHT_DRIVE.id, title: "Night Drive", producer: "Kato Beats" },
  tier: "basic",
  order_id: "ord_01",
  price_cents: 2999,
  fee_cents: 60,
  contract_url: "/api/v1/creator/beat-tracks/licences/contract/bl_01",
  created_at: "2026-11-20T10:00:00Z",
};
