#!/usr/bin/env node
// What the song market's reads cost in production terms (issue #35), at two market sizes: 10k and 100k
// listed songs (`node bench/song-market-cost.mjs`). Measured like bench/market-cost.mjs (docs/decisions/0309):
// the real api worker under `wrangler dev` behind bench/meter/api-meter.ts, each call alone in its metering
// window, signed in as the demo creator (a songwriter who writes every bench song).
//
// Calls:
// - market: GET /creator/songs/marketplace/list?page=1..3 (newest);
// - market-price: list?sort=price_asc&page=1..3;
// - market-genre: list?genre_id=<one of ten genres> (a tenth of the market);
// - song: GET /creator/songs/marketplace/{id} (the song, its writers, the viewer's bid; counts a view);
// - my-songs: GET /creator/writer/written_songs/list?page=1..3 (the writer's own songs, all N of them).
//
// Goals (exit 1 when one fails, unless --no-fail): every market call at most 2 sequential D1 waves (session +
// data), and rows read per call at 100k ≤ 1.1 × at 10k. `my-songs` is judged on growth only (see below).
//   node bench/song-market-cost.mjs [--sizes 10000,100000] [--calls 10] [--cpu-calls 30] [--verbose] [--no-fail]
import { DEMO_USER } from "../workers/api/scripts/seed/ids.mjs";
import { genreId } from "../workers/api/scripts/seed/reference.mjs";
import { runMarketBench } from "./meter/market-bench.mjs";

const CALLS = ["market", "market-price", "market-genre", "song", "my-songs"];
const MARKET = "/api/v1/creator/songs/marketplace";
const MINE = "/api/v1/creator/writer/written_songs/list";

/** A song's id in the seeded market: the id shape every route accepts (prefix_ + 26 characters). */
const songSql = (i) => `'sng_' || printf('bench%021d', ${i})`;
const songId = (i) => `sng_bench${String(i).padStart(21, "0")}`;

/** `songs` listed songs of the demo creator (alone: 100 %, consent given) and their approved listings. */
function marketStatements(songs, now) {
  const n = `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${songs - 1})`;
  const genre = `'gen_demo' || printf('%022d', i % 10 + 1)`;
  // exec runs one statement per line: the lyrics' line breaks are made in SQL.
  const lyrics = ["Line one", "Line two", "Line three", "Line four", "Line five"]
    .map((l) => `'${l}'`)
    .join(" || char(10) || ");
  return [
    `${n} INSERT INTO written_songs (id, owner_id, title, lyrics, language, genre_id, mood_id, description, demo_track_id, asking_price_cents, min_bid_cents, status, listed, deal_bid_id, sold_at, buyer_id, deleted_at, created_at, updated_at) SELECT ${songSql("i")}, '${DEMO_USER.creator}', 'Bench song ' || i, ${lyrics}, 'English', ${genre}, NULL, NULL, NULL, 0, 100 + (i * 7919) % 50000, 1, 1, NULL, NULL, NULL, NULL, ${now} - i * 60000, ${now} - i * 60000 FROM n;`,
    `${n} INSERT INTO song_writers (song_id, user_id, split, consent, responded_at, created_at, updated_at) SELECT ${songSql("i")}, '${DEMO_USER.creator}', 100, 'accepted', ${now}, ${now}, ${now} FROM n;`,
    `${n} INSERT INTO listings (id, kind, item_id, seller_id, title, lowest_price_cents, status, approval, created_at, updated_at) SELECT 'lst_' || printf('bench%021d', i), 'song', ${songSql("i")}, '${DEMO_USER.creator}', 'Bench song ' || i, 100 + (i * 7919) % 50000, 1, 'approved', ${now}, ${now} FROM n;`,
  ];
}

function requests(cookie, songs) {
  const get = (p) => ({ path: p, headers: { cookie }, expect: 200 });
  const genre = (i) => encodeURIComponent(genreId(i % 10));
  return {
    market: (i) => get(`${MARKET}/list?page=${1 + (i % 3)}`),
    "market-price": (i) => get(`${MARKET}/list?sort=price_asc&page=${1 + (i % 3)}`),
    "market-genre": (i) => get(`${MARKET}/list?genre_id=${genre(i)}`),
    song: (i) => get(`${MARKET}/${songId((i * 7_919) % songs)}`),
    "my-songs": (i) => get(`${MINE}?page=${1 + (i % 3)}`),
  };
}

await runMarketBench({
  unit: "songs",
  calls: CALLS,
  statements: marketStatements,
  countSql: "SELECT count(*) AS n FROM written_songs WHERE listed = 1",
  requests,
  warmUpPath: `${MARKET}/list?per_page=1`,
  // The writer's own manager is not a market read: session, role, the page, then its writers, listings
  // and bids in one parallel wave (4). Printed, judged on growth only.
  wavesGoal: (name) => name !== "my-songs",
});
