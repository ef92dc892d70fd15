// Catalogue rows (artists, albums, tracks, playlists, non-stops, adverts) and their media in R2:
// generated audio per track and SVG cover art for everything. Counters are left at 0 here and derived
// from the engagement rows afterwards (engagement.mjs), so they can never disagree with them.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  ADVERTS,
  ALBUMS,
  ARTISTS,
  LISTENER_PLAYLIST,
  NONSTOPS,
  PLAYLISTS,
  TRACKS,
  trackNumberId,
} from "./catalogue-data.mjs";
import { cacheDir, demoAudio, loadAudioAnalysis } from "./demo-media.mjs";
import { DEMO_USER } from "./ids.mjs";
import { insertRow } from "./local-stack.mjs";
import { genreId, moodId, ORIGINS, originId } from "./reference.mjs";

const DAY = 86_400_000;
/** Every creator's storage quota (workers/api/src/features/studio: 5 GiB). */
const CREATOR_QUOTA_BYTES = 5 * 1024 ** 3;
export const coverKey = (kind, id) => `covers/${kind}/${id}.svg`;

/**
 * The demo tracks' analyses from `.cache/demo-media/<generator>/analysis-v<version>.json`: a Map that
 * `save()` writes back (then renames, so two seeds at once never read half a file).
 */
function cachedAnalyses(gen, version) {
  const file = path.join(cacheDir(gen.GENERATOR_VERSION), `analysis-v${version}.json`);
  const map = new Map(existsSync(file) ? Object.entries(JSON.parse(readFileSync(file, "utf8"))) : []);
  const size = map.size;
  map.save = () => {
    if (map.size === size) return;
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(Object.fromEntries(map)));
    renameSync(tmp, file);
  };
  return map;
}

/** A track's measured signal as its `tracks` columns (features/studio/uploads/signal-columns.ts). */
function signalColumns(signal) {
  return {
    loudness_lufs: signal?.loudnessLufs ?? null,
    true_peak_dbtp: signal?.truePeakDbtp ?? null,
    loudness_range_lu: signal?.loudnessRangeLu ?? null,
    measured_bpm: signal?.bpm ?? null,
    bpm_confidence: signal?.bpmConfidence ?? null,
    first_beat_ms: signal?.firstBeatMs ?? null,
    first_downbeat_ms: signal?.firstDownbeatMs ?? null,
    mix_in_ms: signal?.mixInMs ?? null,
    mix_out_ms: signal?.mixOutMs ?? null,
    grid_stable: signal?.gridStable === null || !signal ? null : signal.gridStable ? 1 : 0,
    analysis_version: signal?.analysisVersion ?? null,
  };
}

/**
 * Renders (or reads cached) audio for every demo track and uploads it and all covers to R2.
 * @returns the per-track audio facts the rows need, and upload figures.
 */
export async function uploadCatalogueMedia(gen, putIfAbsent) {
  const audio = new Map();
  let audioBytes = 0;
  let rendered = 0;
  const uploads = [];
  const analysis = await loadAudioAnalysis();
  const measured = cachedAnalyses(gen, analysis.ANALYSIS_VERSION);
  for (const track of TRACKS) {
    const { bytes, plan, cached } = await demoAudio(gen, track.id);
    // The same analysis an upload gets: the player's waveform and the measures of the decoded signal
    // (loudness, tempo, mix points; docs/decisions/0610), so the demo catalogue needs no backfill.
    // Kept beside the audio per analysis version: measuring every track costs ~13 s of a seed here.
    let result = measured.get(track.id);
    if (!result) {
      const { peaks, signal } = await analysis.analyseAudio(analysis.bufferSource(bytes), {
        format: "wav",
        contentType: "audio/wav",
      });
      result = { peaks: Buffer.from(peaks).toString("base64"), points: peaks.length, signal };
      measured.set(track.id, result);
    }
    if (!cached) rendered += 1;
    audioBytes += bytes.byteLength;
    const key = `audio/${track.id}.wav`;
    audio.set(track.id, {
      key,
      size: bytes.byteLength,
      plan,
      durationMs: gen.wavDurationMs(bytes.byteLength, gen.SAMPLE_RATE),
      sampleRate: gen.SAMPLE_RATE,
      ...result,
    });
    uploads.push([key, bytes, "audio/wav"]);
  }
  measured.save();
  const covers = [
    ...TRACKS.map((t) => ["tracks", t.id, t.title]),
    ...ALBUMS.map((a) => ["albums", a.id, a.title]),
    ...ARTISTS.map((a) => ["artists", a.id, a.name]),
    ...[...PLAYLISTS, LISTENER_PLAYLIST].map((p) => ["playlists", p.id, p.title]),
    ...NONSTOPS.map((n) => ["nonstops", n.id, n.title]),
    ...ADVERTS.map((a) => ["adverts", a.id, a.title]),
  ];
  for (const [kind, id, title] of covers) {
    uploads.push([coverKey(kind, id), gen.coverSvg(kind, id, title), "image/svg+xml"]);
  }
  // Objects are immutable per key (deterministic content), so an existing key is left alone.
  let written = 0;
  for (let i = 0; i < uploads.length; i += 8) {
    await Promise.all(
      uploads.slice(i, i + 8).map(async ([key, body, contentType]) => {
        if (await putIfAbsent(key, body, contentType)) written += 1;
      }),
    );
  }
  return { audio, figures: { tracks: TRACKS.length, rendered, audioBytes, covers: covers.length, written } };
}

export function catalogueStatements(audio, now) {
  const s = [];
  ARTISTS.forEach((a, i) => {
    s.push(
      insertRow("artists", {
        id: a.id,
        user_id: i === 0 ? DEMO_USER.creator : null,
        name: a.name,
        bio: a.bio,
        image_key: coverKey("artists", a.id),
        country: ORIGINS[a.origin][1],
        origin_id: originId(a.origin),
        status: 1,
        created_at: now - (120 - i) * DAY,
        updated_at: now,
      }),
    );
  });
  ALBUMS.forEach((a, i) => {
    s.push(
      insertRow("albums", {
        id: a.id,
        artist_id: ARTISTS[a.artist].id,
        owner_user_id: a.artist === 0 ? DEMO_USER.creator : null,
        title: a.title,
        description: a.description,
        cover_key: coverKey("albums", a.id),
        genre_id: genreId(ARTISTS[a.artist].genre),
        released_at: now - (90 - i * 9) * DAY,
        publication: "published",
        visibility: "public",
        status: 1,
        created_at: now - (90 - i * 9) * DAY,
        updated_at: now,
      }),
    );
  });
  const positions = new Map();
  TRACKS.forEach((t, i) => {
    const facts = audio.get(t.id);
    const albumId = t.album === null ? null : ALBUMS[t.album].id;
    const position = albumId ? (positions.get(albumId) ?? 0) + 1 : null;
    if (albumId) positions.set(albumId, position);
    // Newest tracks last: spread over the past 60 days so "new" has an order.
    const created = now - (60 - i * 1.7) * DAY;
    s.push(
      insertRow("tracks", {
        id: t.id,
        title: t.title,
        artist_id: ARTISTS[t.artist].id,
        album_id: albumId,
        track_number: position,
        owner_user_id: t.owner,
        genre_id: genreId(t.genre),
        mood_id: moodId(t.mood),
        origin_id: originId(t.origin),
        duration_ms: facts.durationMs,
        bpm: facts.plan.bpm,
        musical_key: facts.plan.musicalKey,
        audio_key: facts.key,
        audio_content_type: "audio/wav",
        audio_size: facts.size,
        audio_format: "wav",
        codec: "pcm_s16le",
        sample_rate: facts.sampleRate,
        channels: 1,
        bitrate: facts.sampleRate * 16,
        ...signalColumns(facts.signal),
        cover_key: i % 4 === 3 ? null : coverKey("tracks", t.id), // some fall back to the album cover
        lyrics: t.lyrics,
        publication: t.publication,
        visibility: t.visibility,
        status: 1,
        published_at: t.publication === "published" ? Math.round(created) : null,
        created_at: Math.round(created),
        updated_at: now,
      }),
    );
  });
  const collection = (table, linkTable, key, c, extra, tracks) => {
    s.push(
      insertRow(table, {
        id: c.id,
        title: c.title,
        description: c.description,
        cover_key: coverKey(table, c.id),
        ...extra,
        created_at: now - 20 * DAY,
        updated_at: now,
      }),
    );
    for (const [position, n] of tracks.entries()) {
      s.push(
        insertRow(linkTable, {
          [key]: c.id,
          track_id: trackNumberId(n),
          position,
          ...(linkTable === "playlist_tracks" ? { added_at: now - 20 * DAY } : {}),
        }),
      );
    }
  };
  for (const p of PLAYLISTS) {
    collection(
      "playlists",
      "playlist_tracks",
      "playlist_id",
      p,
      { owner_user_id: null, kind: "editorial", visibility: "public" },
      p.tracks,
    );
  }
  const mine = LISTENER_PLAYLIST;
  collection(
    "playlists",
    "playlist_tracks",
    "playlist_id",
    mine,
    { owner_user_id: DEMO_USER.listener, kind: "user", visibility: "private" },
    mine.tracks,
  );
  for (const n of NONSTOPS) {
    collection(
      "nonstops",
      "nonstop_tracks",
      "nonstop_id",
      n,
      { genre_id: genreId(n.genre), mood_id: moodId(n.mood), status: 1 },
      n.tracks,
    );
  }
  ADVERTS.forEach((a, i) => {
    s.push(
      insertRow("adverts", {
        id: a.id,
        title: a.title,
        body: a.body,
        image_key: coverKey("adverts", a.id),
        target_url: a.target,
        status: 1,
        starts_at: null,
        ends_at: null,
        created_at: now - (10 - i) * DAY,
        updated_at: now,
      }),
    );
  });
  for (const t of TRACKS) {
    const { peaks, points } = audio.get(t.id);
    s.push(insertRow("track_waveforms", { track_id: t.id, points, peaks }));
  }
  // The demo creator's stored audio counts against their storage quota like an upload would.
  const owned = TRACKS.filter((t) => t.owner === DEMO_USER.creator);
  s.push(
    insertRow("creator_storage", {
      user_id: DEMO_USER.creator,
      used_bytes: owned.reduce((sum, t) => sum + audio.get(t.id).size, 0),
      quota_bytes: CREATOR_QUOTA_BYTES,
    }),
  );
  return s;
}
