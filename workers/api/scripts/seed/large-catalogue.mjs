// Rows for the benchmark catalogue: `tracks` tracks over tracks/25 artists and tracks/8 albums, with
// ids like trk_large0…0001 (seed/ids.mjs), searchable word-pair titles, spread creation dates, genres/moods, and a
// week of daily_plays for one track in ten (so trending and the top 100 have real work to do). Audio
// is shared: each track points at one of the demo tracks' R2 objects (same key, size and duration).

import { demoId } from "./ids.mjs";
import { q } from "./local-stack.mjs";
import { GENRES, genreId, MOODS, moodId, ORIGINS, originId } from "./reference.mjs";

const DAY = 86_400_000;
const WORDS = [
  "Golden",
  "River",
  "Midnight",
  "Echo",
  "Savannah",
  "Velvet",
  "Thunder",
  "Ocean",
  "Ember",
  "Harbor",
  "Lantern",
  "Desert",
  "Crystal",
  "Shadow",
  "Sunrise",
  "Copper",
  "Highway",
  "Garden",
  "Neon",
  "Marigold",
  "Horizon",
  "Canyon",
  "Drum",
  "Whisper",
  "Firefly",
  "Monsoon",
  "Paper",
  "Silver",
  "Jungle",
  "Satellite",
  "Breeze",
  "Orbit",
  "Coral",
  "Rhythm",
  "Island",
  "Meadow",
  "Storm",
  "Honey",
  "Spirit",
  "Valley",
];
const words = (n, salt) =>
  `${WORDS[(n * 7 + salt) % WORDS.length]} ${WORDS[(n * 13 + salt * 3 + 5) % WORDS.length]}`;

/** Multi-row INSERT OR IGNORE statements of up to `per` rows (D1 caps one statement at 100 KB). */
function multiInsert(table, rows, per = 80) {
  const out = [];
  const columns = Object.keys(rows[0] ?? {});
  for (let i = 0; i < rows.length; i += per) {
    const values = rows
      .slice(i, i + per)
      .map((r) => `(${columns.map((c) => q(r[c])).join(", ")})`)
      .join(", ");
    out.push(`INSERT OR IGNORE INTO ${table} (${columns.join(", ")}) VALUES ${values};`);
  }
  return out;
}

/** Batches of `slice` rows of `table`: `rowAt(n)` for n = 1 … count, built one slice at a time. */
function* sliced(table, count, rowAt, slice, per) {
  for (let from = 1; from <= count; from += slice) {
    const rows = [];
    for (let n = from; n < from + slice && n <= count; n += 1) {
      const row = rowAt(n);
      if (row) rows.push(row);
    }
    yield { label: table, rows: rows.length, statements: multiInsert(table, rows, per) };
  }
}

/**
 * Yields batches of statements (artists, albums, tracks, then daily plays, each in slices of `slice`
 * rows) so the caller can execute and report progress while memory stays flat: 1M tracks never hold more
 * than one slice of rows and SQL at once.
 */
export function* largeCatalogueBatches(total, audio, now, slice = 5000) {
  const artistCount = Math.max(1, Math.ceil(total / 25));
  const albumCount = Math.max(1, Math.ceil(total / 8));
  yield* sliced(
    "artists",
    artistCount,
    (a) => ({
      id: demoId("art", "large", a),
      name: `${words(a, 1)} Collective ${a}`,
      bio: null,
      country: ORIGINS[a % ORIGINS.length][1],
      origin_id: originId(a % ORIGINS.length),
      status: 1,
      created_at: now - (a % 400) * DAY,
      updated_at: now,
    }),
    slice,
  );
  yield* sliced(
    "albums",
    albumCount,
    (b) => ({
      id: demoId("alb", "large", b),
      artist_id: demoId("art", "large", ((b - 1) % artistCount) + 1),
      title: `${words(b, 2)} Sessions`,
      genre_id: genreId(b % GENRES.length),
      released_at: now - (b % 700) * DAY,
      publication: "published",
      visibility: "public",
      status: 1,
      track_count: 0,
      created_at: now - (b % 700) * DAY - b,
      updated_at: now,
    }),
    slice,
  );
  yield* sliced(
    "tracks",
    total,
    (t) => {
      const albumN = ((t - 1) % albumCount) + 1;
      const shared = audio[t % audio.length];
      return {
        id: demoId("trk", "large", t),
        title: `${words(t, 0)} ${t}`,
        artist_id: demoId("art", "large", ((albumN - 1) % artistCount) + 1),
        album_id: demoId("alb", "large", albumN),
        track_number: Math.floor((t - 1) / albumCount) + 1,
        genre_id: genreId(t % GENRES.length),
        mood_id: moodId((t * 3) % MOODS.length),
        origin_id: originId(t % ORIGINS.length),
        duration_ms: shared.duration_ms,
        bpm: shared.bpm,
        musical_key: shared.musical_key,
        audio_key: shared.audio_key,
        audio_content_type: "audio/wav",
        audio_size: shared.audio_size,
        publication: "published",
        visibility: "public",
        status: 1,
        // Skewed popularity so "popular" order is meaningful.
        play_count: Math.floor(1000 / (1 + (t % 997))),
        published_at: now - (t % 900) * DAY - t,
        created_at: now - (t % 900) * DAY - t,
        updated_at: now,
      };
    },
    slice,
  );
  // A week of plays for one track in ten, one row per day with plays: the n-th row is track
  // 1 + 10·⌊n/7⌋ on day n mod 7, skipped when (track + day) is a multiple of 3.
  yield* sliced(
    "daily_plays",
    Math.ceil(total / 10) * 7,
    (n) => {
      const t = 1 + 10 * Math.floor((n - 1) / 7);
      const d = (n - 1) % 7;
      if ((t + d) % 3 === 0) return null;
      return {
        subject_type: "track",
        subject_id: demoId("trk", "large", t),
        day: Math.floor((now - d * DAY) / DAY),
        plays: 1 + ((t * (d + 1)) % 9),
      };
    },
    slice * 7,
    200,
  );
  // Album and artist totals from their tracks, in two statements.
  yield {
    label: "counters",
    rows: albumCount + artistCount,
    statements: [
      "UPDATE albums SET track_count = (SELECT count(*) FROM tracks WHERE album_id = albums.id), play_count = (SELECT coalesce(sum(play_count), 0) FROM tracks WHERE album_id = albums.id) WHERE id LIKE 'alb\\_large%' ESCAPE '\\';",
      "UPDATE artists SET play_count = (SELECT coalesce(sum(play_count), 0) FROM tracks WHERE artist_id = artists.id) WHERE id LIKE 'art\\_large%' ESCAPE '\\';",
    ],
  };
}
