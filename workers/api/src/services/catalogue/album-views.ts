import { z } from "@hono/zod-openapi";
import { and, count, eq, inArray, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client";
import { albums, artists, genres, tracks } from "../../db/schema";
import { loadReactionFlags } from "../engagement/reaction-flags";
import { imageUrl } from "../media/media-urls";
import { chunked, distinct } from "./chunks";
import { followableFields, followableShape } from "./followable";
import { lookupRefSchema } from "./track-views";
import { inOrder, iso, lookupRef, type ViewContext, viewer } from "./view-context";
import { albumVisibleTo, listedAlbum, listedTrackFilter } from "./visibility";

export const albumViewSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    cover_art_url: z.string().nullable(),
    artist: z.object({ id: z.string(), name: z.string() }),
    genre: lookupRefSchema.nullable(),
    released_at: z.string().nullable(),
    track_count: z.number().int(),
    duration_ms: z.number().int(),
    ...followableShape,
  })
  .openapi("Album");

export type AlbumView = z.infer<typeof albumViewSchema>;

/**
 * Album views for `ids` in order, only those the viewer may see. `track_count` and `duration_ms` are
 * summed over the album's listed tracks (tracks_album_idx, a dozen rows per album), so they always agree
 * with the tracks a listener can open.
 */
export async function loadAlbumViews(ctx: ViewContext, ids: readonly string[]): Promise<AlbumView[]> {
  const unique = distinct(ids);
  if (unique.length === 0) return [];
  const [rows, flags] = await Promise.all([
    selectAlbums(ctx, unique),
    loadReactionFlags(ctx.db, ctx.viewerId, "album", unique, ["like", "save", "follow"]),
  ]);
  return inOrder(ids, rows).map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    cover_art_url: imageUrl(r.coverKey),
    artist: { id: r.artistId, name: r.artistName },
    genre: lookupRef(r.genreId, r.genreTitle),
    released_at: iso(r.releasedAt),
    track_count: r.trackCount,
    duration_ms: r.durationMs,
    ...followableFields(r, flags.get(r.id)),
  }));
}

/** The albums' rows the viewer may see, each with its listed tracks' count and total duration. */
async function selectAlbums(ctx: ViewContext, ids: readonly string[]) {
  const parts = chunked(ids);
  const [rowChunks, statChunks] = await Promise.all([
    Promise.all(
      parts.map((part) =>
        ctx.db
          .select({
            id: albums.id,
            title: albums.title,
            description: albums.description,
            coverKey: albums.coverKey,
            artistId: albums.artistId,
            artistName: artists.name,
            artistUserId: artists.userId,
            listed: sql<number>`(${listedAlbum})`,
            genreId: albums.genreId,
            genreTitle: genres.title,
            releasedAt: albums.releasedAt,
            likeCount: albums.likeCount,
            saveCount: albums.saveCount,
            followerCount: albums.followerCount,
            playCount: albums.playCount,
          })
          .from(albums)
          .innerJoin(artists, eq(artists.id, albums.artistId))
          .leftJoin(genres, eq(genres.id, albums.genreId))
          .where(and(inArray(albums.id, part), albumVisibleTo(viewer(ctx)))),
      ),
    ),
    Promise.all(parts.map((part) => albumTrackTotals(ctx.db, part))),
  ]);
  const stats = new Map(statChunks.flat().map((s) => [s.id, s]));
  return rowChunks.flat().map((r) => {
    const stat = stats.get(r.id);
    return { ...r, trackCount: stat?.tracks ?? 0, durationMs: Number(stat?.duration ?? 0) };
  });
}

/** Listed tracks and their total duration per album of `ids`, through tracks_album_idx. */
export function albumTrackTotals(db: Db, ids: readonly string[]) {
  return db
    .select({ id: tracks.albumId, tracks: count(), duration: sum(tracks.durationMs) })
    .from(tracks)
    .where(and(inArray(tracks.albumId, [...ids]), listedTrackFilter))
    .groupBy(tracks.albumId);
}
