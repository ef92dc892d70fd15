// Listening history for the demo catalogue: counted plays spread over the last 30 days (recent ones
// weigh more for some tracks, so "trending" and the top 100 differ), collection plays of playlists and
// non-stops, the demo listener's likes/saves/follows, and finally every counter recomputed from those
// rows so counters and rows always agree (also after the app has added real plays).
import { ALBUMS, ARTISTS, NONSTOPS, PLAYLISTS, TRACKS, trackNumberId } from "./catalogue-data.mjs";
import { DEMO_USER, demoId } from "./ids.mjs";
import { insertRow, q } from "./local-stack.mjs";

const DAY = 86_400_000;
const LISTENERS = [DEMO_USER.listener, DEMO_USER.creator, DEMO_USER.promoter, DEMO_USER.admin];

/** Tiny deterministic generator (the catalogue must look the same on every machine). */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/**
 * `count` play instants inside `windowDays`, newest first and at least hours apart, so the app's
 * "once per listener per 30 minutes" rule would have counted every one of them.
 */
function playTimes(now, count, windowDays) {
  return Array.from({ length: count }, (_, k) =>
    Math.round(now - windowDays * DAY * ((k + 0.5) / count) ** 1.4),
  );
}

export function engagementStatements(now) {
  const s = [];
  const daily = new Map();
  const addDaily = (type, id, at) => {
    const key = `${type}|${id}|${Math.floor(at / DAY)}`;
    daily.set(key, (daily.get(key) ?? 0) + 1);
  };
  const random = rng(2026);
  TRACKS.filter((t) => t.publication === "published" && t.visibility === "public").forEach((t, i) => {
    const count = 3 + Math.floor(57 * random() ** 2);
    const windowDays = i % 3 === 0 ? 6 : 30;
    playTimes(now, count, windowDays).forEach((at, k) => {
      s.push(
        insertRow("plays", {
          id: `ply_demo_${t.id.slice(4)}_${k}`,
          user_id: LISTENERS[k % LISTENERS.length],
          track_id: t.id,
          context_type: null,
          context_id: null,
          listened_ms: 45_000,
          counted_at: at + 30_000,
          created_at: at,
          updated_at: at + 45_000,
        }),
      );
      addDaily("track", t.id, at);
      if (t.album !== null) addDaily("album", ALBUMS[t.album].id, at);
      addDaily("artist", ARTISTS[t.artist].id, at);
    });
  });
  // Collection plays: one uncounted `plays` row per play of the collection's first track, with the
  // collection as context (how the API deduplicates them), plus the collection's daily_plays.
  for (const [type, list] of [
    ["playlist", PLAYLISTS],
    ["nonstop", NONSTOPS],
  ]) {
    list.forEach((c, i) => {
      const count = 4 + ((i * 7) % 15);
      playTimes(now, count, 20).forEach((at, k) => {
        s.push(
          insertRow("plays", {
            id: `ply_demo_${c.id}_${k}`,
            user_id: LISTENERS[k % LISTENERS.length],
            track_id: trackNumberId(c.tracks[0]),
            context_type: type,
            context_id: c.id,
            listened_ms: 0,
            counted_at: null,
            created_at: at,
            updated_at: at,
          }),
        );
        addDaily(type, c.id, at);
      });
    });
  }
  for (const [key, plays] of daily) {
    const [subject_type, subject_id, day] = key.split("|");
    s.push(insertRow("daily_plays", { subject_type, subject_id, day: Number(day), plays }));
  }
  const react = (kind, subject_type, subject_id) =>
    s.push(
      insertRow("reactions", {
        user_id: DEMO_USER.listener,
        kind,
        subject_type,
        subject_id,
        created_at: now - DAY,
      }),
    );
  for (const n of [1, 3, 5, 8, 13]) react("like", "track", trackNumberId(n));
  react("save", "track", trackNumberId(2));
  react("like", "album", demoId("alb", "demo", 2));
  react("save", "album", demoId("alb", "demo", 5));
  react("like", "artist", demoId("art", "demo", 2));
  react("follow", "artist", demoId("art", "demo", 3));
  react("follow", "album", demoId("alb", "demo", 3));
  react("save", "playlist", demoId("pl", "demo", 1));
  react("like", "playlist", demoId("pl", "demo", 2));
  react("like", "nonstop", demoId("ns", "demo", 1));
  return { statements: [...s, ...counterStatements("demo")], daily: daily.size };
}

/**
 * Recomputes denormalised counters from rows for ids containing `_<tag>_` (the demo catalogue, or the
 * large benchmark catalogue): plays from daily_plays, reactions by kind, track counts and durations.
 */
export function counterStatements(tag) {
  const like = q(`%\\_${tag}\\_%`);
  const mine = (col) => `${col} LIKE ${like} ESCAPE '\\'`;
  const plays = (type, table) =>
    `(SELECT coalesce(sum(plays), 0) FROM daily_plays WHERE subject_type = '${type}' AND subject_id = ${table}.id)`;
  const reactions = (kind, type, table) =>
    `(SELECT count(*) FROM reactions WHERE subject_type = '${type}' AND subject_id = ${table}.id AND kind = '${kind}')`;
  const listed = "publication = 'published' AND visibility = 'public' AND status = 1";
  return [
    `UPDATE tracks SET play_count = ${plays("track", "tracks")}, like_count = ${reactions("like", "track", "tracks")}, save_count = ${reactions("save", "track", "tracks")} WHERE ${mine("id")};`,
    `UPDATE albums SET play_count = ${plays("album", "albums")}, like_count = ${reactions("like", "album", "albums")}, save_count = ${reactions("save", "album", "albums")}, follower_count = ${reactions("follow", "album", "albums")}, track_count = (SELECT count(*) FROM tracks WHERE album_id = albums.id AND ${listed}) WHERE ${mine("id")};`,
    `UPDATE artists SET play_count = ${plays("artist", "artists")}, like_count = ${reactions("like", "artist", "artists")}, save_count = ${reactions("save", "artist", "artists")}, follower_count = ${reactions("follow", "artist", "artists")} WHERE ${mine("id")};`,
    `UPDATE playlists SET play_count = ${plays("playlist", "playlists")}, like_count = ${reactions("like", "playlist", "playlists")}, save_count = ${reactions("save", "playlist", "playlists")}, track_count = (SELECT count(*) FROM playlist_tracks WHERE playlist_id = playlists.id), duration_ms = (SELECT coalesce(sum(t.duration_ms), 0) FROM playlist_tracks pt JOIN tracks t ON t.id = pt.track_id WHERE pt.playlist_id = playlists.id) WHERE ${mine("id")};`,
    `UPDATE nonstops SET play_count = ${plays("nonstop", "nonstops")}, like_count = ${reactions("like", "nonstop", "nonstops")}, save_count = ${reactions("save", "nonstop", "nonstops")}, track_count = (SELECT count(*) FROM nonstop_tracks WHERE nonstop_id = nonstops.id) WHERE ${mine("id")};`,
  ];
}
