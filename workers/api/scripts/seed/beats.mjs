// The demo creator's beats (issue #34): seven beats with the usual licence tiers, two featured, six
// approved on the market and one pending in the admin's tracks-for-sale queue. Listings go in after their
// beats, so migration 0030's triggers set `beats.listed` as a real publication would. INSERT OR IGNORE
// and deterministic ids make re-running harmless. No imports beyond the seed's own (the Workers tests load it).
import { demoId } from "./ids.mjs";
import { insertRow } from "./sql.mjs";

const DAY = 86_400_000;

/** Title, BPM, key, genre and mood index (seed/reference.mjs order), days since made, featured, approved. */
const BEATS = [
  ["Night Drive", 140, "D# minor", 0, 0, 40, true, true],
  ["Kampala Sunrise", 102, "A minor", 1, 1, 33, true, true],
  ["Boda Boda", 96, "G major", 2, 2, 27, false, true],
  ["Lake Victoria", 84, "C minor", 3, 3, 20, false, true],
  ["Nile Current", 128, "F# minor", 0, 4, 14, false, true],
  ["Rainy Season", 72, "E minor", 1, 0, 8, false, true],
  ["Market Day", 118, "B minor", 2, 1, 2, false, false],
];

/** Price (cents) and rights per tier: [copies, streams, videos, radio, paid performances], term years. */
const TIERS = [
  ["basic", 2_999, [2_000, 100_000, 1, 2, 0], 3],
  ["premium", 4_999, [5_000, 250_000, 1, 5, 5], 5],
  ["trackout", 9_999, [10_000, 500_000, 2, 10, 20], 10],
  ["unlimited", 19_999, [null, null, null, null, null], null],
  ["exclusive", 99_999, [null, null, null, null, null], null],
];

export const beatId = (i) => demoId("bt", "demo", i + 1);
export const BEAT_COUNT = BEATS.length;

/** The statements, and how many beats are on the market. `files` (seed/beat-files.mjs) by beat index. */
export function beatStatements({ producerId, genreId, moodId, files = new Map() }, now = Date.now()) {
  const statements = [];
  BEATS.forEach(([title, bpm, key, genre, mood, daysAgo, featured, approved], i) => {
    const id = beatId(i);
    const at = now - daysAgo * DAY;
    const lowest = TIERS[0][1] + i * 500;
    statements.push(
      insertRow("beats", {
        id,
        producer_id: producerId,
        title,
        bpm,
        musical_key: key,
        genre_id: genreId(genre),
        mood_id: moodId(mood),
        tags: JSON.stringify(["afrobeats", i % 2 ? "chill" : "dark"]),
        description: `${title}: ${bpm} BPM in ${key}, made for the demo market.`,
        ...(files.get(i) ?? {}),
        is_published: 1,
        is_featured: featured ? 1 : 0,
        lowest_price_cents: lowest,
        exclusive_sold_at: null,
        listed: 0,
        created_at: at,
        updated_at: at,
      }),
    );
    TIERS.forEach(([tier, price, [copies, streams, videos, radio, paid], term], t) => {
      statements.push(
        insertRow("beat_tiers", {
          beat_id: id,
          tier,
          price_cents: t === 0 ? lowest : price + i * 500,
          distribution_copies: copies,
          audio_streams: streams,
          music_videos: videos,
          radio_stations: radio,
          paid_performances: paid,
          term_years: term,
        }),
      );
    });
    statements.push(
      insertRow("listings", {
        id: demoId("lst", "demo", i + 1),
        kind: "beat",
        item_id: id,
        seller_id: producerId,
        title,
        description: `${title}: ${bpm} BPM in ${key}, made for the demo market.`,
        lowest_price_cents: lowest,
        status: 1,
        approval: approved ? "approved" : "pending",
        reason: null,
        reviewed_at: approved ? at + DAY / 2 : null,
        created_at: at,
        updated_at: at,
      }),
    );
  });
  return { statements, listed: BEATS.filter((b) => b[7]).length, pending: BEATS.filter((b) => !b[7]).length };
}
