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
  cover_url: "/api/v1/media/images/covers/tracks/trk_1.svg",
  preview_url: "/api/v1/media/stream/trk_p?exp=1&sig=ab",
  duration_ms: 184_000,
  recent_plays: 12,
};

const RIGHTS = {
  distribution_copies: 2_000,
  audio_streams: 100_000,
  music_videos: 1,
  radio_stations: 2,
  paid_performances: 0,
  term_years: 3,
};
const FILES = {
  basic: ["mp3"],
  premium: ["mp3", "wav"],
  trackout: ["mp3", "wav", "stems"],
  unlimited: ["mp3", "wav", "stems"],
  exclusive: ["mp3", "wav", "stems"],
} as const;

export function availability(
  extra: Partial<Record<string, Partial<BeatAvailability["tiers"][number]>>> = {},
) {
  const tier = (name: BeatAvailability["tiers"][number]["tier"], price: number | null) => ({
    tier: name,
    price_cents: price,
    files: price === null ? [] : [...FILES[name]],
    rights: price === null ? null : RIGHTS,
    available: price !== null,
    reason: price === null ? ("not_offered" as const) : null,
    ...extra[name],
  });
  return {
    beat_id: NIGHT_DRIVE.id,
    beat: {
      title: NIGHT_DRIVE.title,
      producer: NIGHT_DRIVE.producer,
      bpm: NIGHT_DRIVE.bpm,
      key: NIGHT_DRIVE.key,
      genre: NIGHT_DRIVE.genre,
      mood: NIGHT_DRIVE.mood,
      tags: NIGHT_DRIVE.tags,
      description: "A late-night drill beat.",
      cover_url: NIGHT_DRIVE.cover_url,
      preview_url: NIGHT_DRIVE.preview_url,
      duration_ms: NIGHT_DRIVE.duration_ms,
    },
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
  downloads: [{ file: "mp3", url: "/api/v1/media/beat-files/bl_01/mp3?exp=1&sig=ab" }],
  created_at: "2026-11-20T10:00:00Z",
};
