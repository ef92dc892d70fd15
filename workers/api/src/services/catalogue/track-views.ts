import { z } from "@hono/zod-openapi";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { albums, artists, genres, moods, origins, tracks } from "../../db/schema";
import { loadReactionFlags, type ReactionKind } from "../engagement/reaction-flags";
import { imageUrl, signStreamUrl } from "../media/media-urls";
import { chunked, distinct } from "./chunks";
import { inOrder, iso, lookupRef, signingKey, type ViewContext, viewer } from "./view-context";
import { listedTrack, trackVisibleTo, type Viewer } from "./visibility";

const Ref = (name: string) => z.object({ id: z.string(), title: z.string() }).openapi(name);
export const lookupRefSchema = Ref("LookupRef");

export const trackViewSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    artist: z.object({ id: z.string(), name: z.string() }),
    album: z.object({ id: z.string(), title: z.string() }).nullable(),
    cover_art_url: z.string().nullable(),
    album_art: z.string().nullable(),
    image: z.string().nullable(),
    duration_ms: z.number().int(),
    bpm: z.number().int().nullable(),
    musical_key: z.string().nullable(),
    genre: lookupRefSchema.nullable(),
    mood: lookupRefSchema.nullable(),
    origin: lookupRefSchema.nullable(),
    audio_file: z.object({ audio_url: z.string() }),
    stream_url: z.string(),
    url: z.string(),
    like_count: z.number().int(),
    save_count: z.number().int(),
    play_count: z.number().int(),
    liked: z.boolean(),
    saved: z.boolean(),
    published_at: z.string().nullable(),
  })
  .openapi("Track");

export type TrackView = z.infer<typeof trackViewSchema>;

export const trackDetailSchema = trackViewSchema
  .extend({ lyrics: z.string().nullable() })
  .openapi("TrackDetail");
export type TrackDetail = z.infer<typeof trackDetailSchema>;

const albumArt = alias(albums, "album_art");

/**
 * Track views for `ids`, in the order given, keeping only the tracks the viewer may see. The rows come
 * from one query per 80 ids (the track joined to its artist, album and lookups by primary key) plus one
 * for the viewer's like/save flags, so a page of 50 costs two statements however large the catalogue is.
 */
export async function loadTrackViews(ctx: ViewContext, ids: readonly string[]): Promise<TrackView[]> {
  const unique = distinct(ids);
  if (unique.length === 0) return [];
  const secret = signingKey(ctx);
  const load = async (missing: readonly string[]) =>
    (
      await Promise.all(chunked(missing).map((part) => selectTracks(ctx.db, part, viewer(ctx))))
    ).flat() as TrackRow[];
  const [rows, flags] = await Promise.all([
    load(unique),
    loadReactionFlags(ctx.db, ctx.viewerId, "track", unique),
  ]);
  return Promise.all(
    inOrder(ids, rows).map(async (r) => {
      const { lyrics: _lyrics, ...view } = await toView(r, flags.get(r.id), secret, ctx.now);
      return view;
    }),
  );
}

/** The API view of a track row; `mine` = the viewer's reactions to it. */
export async function toView(
  r: TrackRow,
  mine: ReadonlySet<ReactionKind> | undefined,
  secret: string,
  now: number,
) {
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
    musical_key: r.musicalKey,
    genre: lookupRef(r.genreId, r.genreTitle),
    mood: lookupRef(r.moodId, r.moodTitle),
    origin: lookupRef(r.originId, r.originTitle),
    audio_file: { audio_url: stream },
    stream_url: stream,
    url: `/music/details/${encodeURIComponent(r.id)}`,
    like_count: r.likeCount,
    save_count: r.saveCount,
    play_count: r.playCount,
    liked: mine?.has("like") ?? false,
    saved: mine?.has("save") ?? false,
    published_at: iso(r.publishedAt),
    lyrics: r.lyrics ?? null,
  };
}

/**
 * The track rows of `ids` joined to their artist, album and lookups (by primary key), limited to what
 * `visibleTo` may see (no limit when undefined: the caller then filters with `trackRowVisibleTo`).
 */
export function selectTracks(
  db: Db,
  ids: readonly string[],
  visibleTo: Viewer | undefined,
  extra: Record<string, SQL | SQLiteColumn> = {},
) {
  return db
    .select({
      id: tracks.id,
      title: tracks.title,
      artistId: tracks.artistId,
      artistName: artists.name,
      artistImageKey: artists.imageKey,
      artistUserId: artists.userId,
      ownerUserId: tracks.ownerUserId,
      listed: sql<number>`(${listedTrack})`,
      albumId: tracks.albumId,
      albumTitle: albumArt.title,
      albumCoverKey: albumArt.coverKey,
      coverKey: tracks.coverKey,
      durationMs: tracks.durationMs,
      bpm: tracks.bpm,
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
      ...extra,
    })
    .from(tracks)
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .leftJoin(albumArt, eq(albumArt.id, tracks.albumId))
    .leftJoin(genres, eq(genres.id, tracks.genreId))
    .leftJoin(moods, eq(moods.id, tracks.moodId))
    .leftJoin(origins, eq(origins.id, tracks.originId))
    .where(and(inArray(tracks.id, [...ids]), visibleTo ? trackVisibleTo(visibleTo) : undefined));
}

export interface TrackRow {
  id: string;
  title: string;
  artistId: string;
  artistName: string;
  artistImageKey: string | null;
  artistUserId: string | null;
  ownerUserId: string | null;
  listed: number;
  albumId: string | null;
  albumTitle: string | null;
  albumCoverKey: string | null;
  coverKey: string | null;
  durationMs: number;
  bpm: number | null;
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
  lyrics?: string | null;
}
