import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { imageUrl, signingSecret, signStreamUrl, waveformUrlOf } from "../../kit/media-urls";
import { reactedBy } from "../engagement";
import { genres, moods, origins } from "../reference/schema";
import { viewsByIds } from "./chunks";
import { type RowQuery, windowed } from "./row-query";
import { albums, artists, tracks } from "./schema";
import type { TrackView } from "./track-views.contract";
import { iso, lookupRef, type ViewContext, viewer } from "./view-context";
import { trackVisibleTo } from "./visibility";

export type { TrackDetail, TrackView } from "./track-views.contract";

const albumArt = alias(albums, "album_art");

/**
 * Track views for `ids`, in the order given, keeping only the tracks the viewer may see: one statement
 * per 80 ids (the track joined to its artist, album and lookups by primary key, the viewer's like/save
 * flags probed in the same statement), so a page of 50 costs one statement however large the catalogue.
 */
export async function loadTrackViews(ctx: ViewContext, ids: readonly string[]): Promise<TrackView[]> {
  return viewsByIds(ctx, ids, selectTrackViews, (part) =>
    and(inArray(tracks.id, part), trackVisibleTo(viewer(ctx))),
  );
}

/**
 * The views of the tracks `q` selects, in the statement's order: ONE statement, rows and the viewer's
 * flags together. `q.where` must apply visibility (`listedTrack` for lists, `trackVisibleTo` for ids).
 *
 * @example await selectTrackViews(ctx, { where: listedTrack, orderBy: [desc(tracks.createdAt)], limit: 20 })
 */
export async function selectTrackViews(ctx: ViewContext, q: RowQuery): Promise<TrackView[]> {
  const secret = signingSecret(ctx.env);
  const rows = (await trackStatement(ctx, q)) as TrackRow[];
  return Promise.all(
    rows.map(async (r) => {
      const { lyrics: _lyrics, ...view } = await toView(r, secret, ctx.now);
      return view;
    }),
  );
}

/** The API view of a track row (its `liked`/`saved` are the viewer's flags read with it). */
export async function toView(r: TrackRow, secret: string, now: number) {
  const stream = await signStreamUrl(secret, r.id, now);
  return {
    id: r.id,
    title: r.title,
    artist: { id: r.artistId, name: r.artistName },
    album: lookupRef(r.albumId, r.albumTitle),
    cover_art_url: imageUrl(r.coverKey),
    album_art: imageUrl(r.albumCoverKey),
    image: imageUrl(r.artistImageKey),
    duration_ms: r.durationMs,
    bpm: r.bpm,
    measured_bpm: r.measuredBpm,
    musical_key: r.musicalKey,
    genre: lookupRef(r.genreId, r.genreTitle),
    mood: lookupRef(r.moodId, r.moodTitle),
    origin: lookupRef(r.originId, r.originTitle),
    audio_file: { audio_url: stream },
    stream_url: stream,
    waveform_url: waveformUrlOf(stream),
    ...signalOf(r),
    url: `/music/details/${encodeURIComponent(r.id)}`,
    like_count: r.likeCount,
    save_count: r.saveCount,
    play_count: r.playCount,
    liked: Boolean(r.liked),
    saved: Boolean(r.saved),
    published_at: iso(r.publishedAt),
    lyrics: r.lyrics ?? null,
  };
}

/** The decoded signal's measures for the player (docs/decisions/0610); null until analysed. */
function signalOf(r: TrackRow) {
  return {
    loudness_lufs: r.loudnessLufs,
    true_peak_dbtp: r.truePeakDbtp,
    loudness_range_lu: r.loudnessRangeLu,
    album_loudness_lufs: r.albumLoudnessLufs,
    bpm_confidence: r.bpmConfidence,
    first_beat_ms: r.firstBeatMs,
    first_downbeat_ms: r.firstDownbeatMs,
    mix_in_ms: r.mixInMs,
    mix_out_ms: r.mixOutMs,
    grid_stable: r.gridStable,
    analysis_version: r.analysisVersion,
  };
}

/**
 * Album loudness is the loudest analysed track's on the same album (so album-mode gain keeps the album's
 * own balance), read in the track's statement through tracks_album_idx: no extra statement per page.
 */
const albumLoudness = sql<number | null>`(select max(album_mate.loudness_lufs) from ${tracks} album_mate
  where album_mate.album_id = ${tracks.albumId} and album_mate.processing = 'ready')`;

/**
 * The statement behind track views: the rows `q` selects joined to their artist, album and lookups (by
 * primary key), with the viewer's like/save flags (`reactedBy`) and any `extra` columns.
 */
export function trackStatement(
  ctx: ViewContext,
  q: RowQuery,
  extra: Record<string, SQL | SQLiteColumn> = {},
) {
  const query = ctx.db
    .select({
      id: tracks.id,
      title: tracks.title,
      artistId: tracks.artistId,
      artistName: artists.name,
      artistImageKey: artists.imageKey,
      albumId: tracks.albumId,
      albumTitle: albumArt.title,
      albumCoverKey: albumArt.coverKey,
      coverKey: tracks.coverKey,
      durationMs: tracks.durationMs,
      bpm: tracks.bpm,
      measuredBpm: tracks.measuredBpm,
      loudnessLufs: tracks.loudnessLufs,
      truePeakDbtp: tracks.truePeakDbtp,
      loudnessRangeLu: tracks.loudnessRangeLu,
      albumLoudnessLufs: albumLoudness,
      bpmConfidence: tracks.bpmConfidence,
      firstBeatMs: tracks.firstBeatMs,
      firstDownbeatMs: tracks.firstDownbeatMs,
      mixInMs: tracks.mixInMs,
      mixOutMs: tracks.mixOutMs,
      gridStable: tracks.gridStable,
      analysisVersion: tracks.analysisVersion,
      musicalKey: tracks.musicalKey,
      genreId: tracks.genreId,
      genreTitle: genres.title,
      moodId: tracks.moodId,
      moodTitle: moods.title,
      originId: tracks.originId,
      originTitle: origins.title,
      likeCount: tracks.likeCount,
      saveCount: tracks.saveCount,
      playCount: tracks.playCount,
      publishedAt: tracks.publishedAt,
      liked: reactedBy(ctx.viewerId, "like", "track", tracks.id),
      saved: reactedBy(ctx.viewerId, "save", "track", tracks.id),
      ...extra,
    })
    .from(tracks)
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .leftJoin(albumArt, eq(albumArt.id, tracks.albumId))
    .leftJoin(genres, eq(genres.id, tracks.genreId))
    .leftJoin(moods, eq(moods.id, tracks.moodId))
    .leftJoin(origins, eq(origins.id, tracks.originId))
    .where(q.where)
    .$dynamic();
  return windowed(query, q);
}

export interface TrackRow {
  id: string;
  title: string;
  artistId: string;
  artistName: string;
  artistImageKey: string | null;
  albumId: string | null;
  albumTitle: string | null;
  albumCoverKey: string | null;
  coverKey: string | null;
  durationMs: number;
  bpm: number | null;
  measuredBpm: number | null;
  loudnessLufs: number | null;
  truePeakDbtp: number | null;
  loudnessRangeLu: number | null;
  albumLoudnessLufs: number | null;
  bpmConfidence: number | null;
  firstBeatMs: number | null;
  firstDownbeatMs: number | null;
  mixInMs: number | null;
  mixOutMs: number | null;
  gridStable: boolean | null;
  analysisVersion: number | null;
  musicalKey: string | null;
  genreId: string | null;
  genreTitle: string | null;
  moodId: string | null;
  moodTitle: string | null;
  originId: string | null;
  originTitle: string | null;
  likeCount: number;
  saveCount: number;
  playCount: number;
  publishedAt: Date | null;
  liked: number;
  saved: number;
  lyrics?: string | null;
}
