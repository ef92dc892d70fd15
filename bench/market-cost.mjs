#!/usr/bin/env node
// What the beat market's reads cost in production terms (issue #34), at two market sizes: 10k and 100k
// listed beats (`node bench/market-cost.mjs`). Measured like bench/wallet-cost.mjs (docs/decisions/0309):
// the real api worker under `wrangler dev` behind bench/meter/api-meter.ts, each call alone in its metering
// window, signed in as the demo creator (a buyer in the market).
//
// Calls (GET /api/v1/creator/beat-tracks/…):
// - market: marketplace?page=1..3 (newest, featured first);
// - market-price: marketplace?sort=price_asc&page=1..3;
// - market-popular: marketplace?sort=popular&page=1..3 (the 7-day preview plays);
// - market-genre: marketplace?genre_id=<one of ten genres> (a tenth of the market);
// - market-filtered: marketplace?genre_id=…&bpm_min=120&key=A%20minor (a filter no index covers whole:
//   the rows read grow with what the genre's walk must skip, printed for what it is);
// - availability: marketplace/check-availability/{id} of a listed beat.
//
// Goals (exit 1 when one fails, unless --no-fail): every call at most 2 sequential D1 waves (session +
// data), and rows read per call at 100k ≤ 1.1 × at 10k for the paged lists (`market-filtered` is printed,
// not judged: see above). The market is seeded for each run (a few seconds at 100k: one statement per table).
//   node bench/market-cost.mjs [--sizes 10000,100000] [--calls 10] [--cpu-calls 30] [--verbose] [--no-fail]
import { DEMO_USER } from "../workers/api/scripts/seed/ids.mjs";
import { genreId } from "../workers/api/scripts/seed/reference.mjs";
import { runMarketBench } from "./meter/market-bench.mjs";

const CALLS = ["market", "market-price", "market-popular", "market-genre", "market-filtered", "availability"];
const GROWTH_JUDGED = new Set(["market", "market-price", "market-popular", "market-genre", "availability"]);
const MARKET = "/api/v1/creator/beat-tracks/marketplace";
const KEYS = ["A minor", "C major", "D# minor", "G major", "F# minor", "E minor"];

/** A beat's id in the seeded market: the id shape every route accepts (prefix_ + 26 characters). */
const beatSql = (i) => `'bt_' || printf('bench%021d', ${i})`;

/** The files every bench beat names (a published beat has them: migration 0034), one processed set. */
const FILES = { preview: "benchpreview", mp3: "benchmpeg", wav: "benchwave" };
const fileId = (word) => `trk_${word}${"0".repeat(26 - word.length)}`;

function fileStatements(now) {
  const artist = `art_benchfiles${"0".repeat(16)}`;
  const track = (word, format, type) =>
    `INSERT INTO tracks (id, title, artist_id, owner_user_id, duration_ms, audio_key, audio_content_type, audio_size, audio_format, purpose, processing, publication, created_at, updated_at) VALUES ('${fileId(word)}', '${word}', '${artist}', '${DEMO_USER.creator}', 30000, 'audio/${word}', '${type}', 1000, '${format}', 'beat', 'ready', 'draft', ${now}, ${now});`;
  return [
    `INSERT INTO artists (id, name, user_id, status, created_at, updated_at) VALUES ('${artist}', 'Bench files', '${DEMO_USER.creator}', 1, ${now}, ${now});`,
    track(FILES.preview, "mp3", "audio/mpeg"),
    track(FILES.mp3, "mp3", "audio/mpeg"),
    track(FILES.wav, "wav", "audio/wav"),
  ];
}

/** `beats` listed beats of the demo creator with two tiers and their files each, and their approved listings. */
function marketStatements(beats, now) {
  const n = `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${beats - 1})`;
  const genre = `'gen_demo' || printf('%022d', i % 10 + 1)`;
  const keys = `CASE i % ${KEYS.length} ${KEYS.map((k, j) => `WHEN ${j} THEN '${k}'`).join(" ")} END`;
  return [
    `${n} INSERT INTO beats (id, producer_id, title, bpm, musical_key, genre_id, mood_id, tags, description, preview_track_id, mp3_track_id, wav_track_id, is_published, is_featured, lowest_price_cents, exclusive_sold_at, listed, created_at, updated_at) SELECT ${beatSql("i")}, '${DEMO_USER.creator}', 'Bench beat ' || i, 60 + i % 120, ${keys}, ${genre}, NULL, '[]', NULL, '${fileId(FILES.preview)}', '${fileId(FILES.mp3)}', '${fileId(FILES.wav)}', 1, CASE WHEN i < 5 THEN 1 ELSE 0 END, 1000 + (i * 7919) % 50000, NULL, 1, ${now} - i * 60000, ${now} - i * 60000 FROM n;`,
    `${n} INSERT INTO beat_tiers (beat_id, tier, price_cents, term_years) SELECT ${beatSql("i")}, 'basic', 1000 + (i * 7919) % 50000, 3 FROM n;`,
    `${n} INSERT INTO beat_tiers (beat_id, tier, price_cents, term_years) SELECT ${beatSql("i")}, 'premium', 60000 + (i * 7919) % 50000, 5 FROM n;`,
    `${n} INSERT INTO listings (id, kind, item_id, seller_id, title, lowest_price_cents, status, approval, created_at, updated_at) SELECT 'lst_' || printf('bench%021d', i), 'beat', ${beatSql("i")}, '${DEMO_USER.creator}', 'Bench beat ' || i, 1000 + (i * 7919) % 50000, 1, 'approved', ${now}, ${now} FROM n;`,
  ];
}

function requests(cookie, beats) {
  const get = (p) => ({ path: p, headers: { cookie }, expect: 200 });
  const genre = (i) => encodeURIComponent(genreId(i % 10));
  return {
    market: (i) => get(`${MARKET}?page=${1 + (i % 3)}`),
    "market-price": (i) => get(`${MARKET}?sort=price_asc&page=${1 + (i % 3)}`),
    "market-popular": (i) => get(`${MARKET}?sort=popular&page=${1 + (i % 3)}`),
    "market-genre": (i) => get(`${MARKET}?genre_id=${genre(i)}`),
    "market-filtered": (i) => get(`${MARKET}?genre_id=${genre(i)}&bpm_min=120&key=A%20minor`),
    availability: (i) =>
      get(`${MARKET}/check-availability/bt_bench${String((i * 7_919) % beats).padStart(21, "0")}`),
  };
}

await runMarketBench({
  unit: "beats",
  calls: CALLS,
  statements: (beats, now) => [...fileStatements(now), ...marketStatements(beats, now)],
  countSql: "SELECT count(*) AS n FROM beats WHERE listed = 1",
  requests,
  warmUpPath: `${MARKET}?per_page=1`,
  judged: (name) => GROWTH_JUDGED.has(name),
});
