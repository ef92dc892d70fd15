import { z } from "@hono/zod-openapi";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { albums, artists, origins, tracks } from "../../db/schema";
import { loadReactionFlags } from "../engagement/reaction-flags";
import { imageUrl } from "../media/media-urls";
import { chunked, distinct } from "./chunks";
import { followableFields, followableShape } from "./followable";
import { lookupRefSchema } from "./track-views";
import { inOrder, lookupRef, type ViewContext, viewer } from "./view-context";
import { artistVisibleTo, listedAlbumFilter, listedArtist, listedTrackFilter } from "./visibility";

export const artistViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    bio: z.string().nullable(),
    image: z.string().nullable(),
    country: z.string().nullable(),
    origin: lookupRefSchema.nullable(),
    track_count: z.number().int(),
    album_count: z.number().int(),
    ...followableShape,
  })
  .openapi("Artist");

export type ArtistView = z.infer<typeof artistViewSchema>;

/**
 * Artist views for `ids` in order, only those the viewer may see. Track and album counts are of listed
 * items, grouped per batch of ids (tracks_artist_idx / albums_artist_idx), never one query per artist.
 */
export async function loadArtistViews(ctx: ViewContext, ids: readonly string[]): Promise<ArtistView[]> {
  const unique = distinct(ids);
  if (unique.length === 0) return [];
  const [rows, flags] = await Promise.all([
    selectArtists(ctx, unique),
    loadReactionFlags(ctx.db, ctx.viewerId, "artist", unique, ["like", "save", "follow"]),
  ]);
  return inOrder(ids, rows).map((r) => ({
    id: r.id,
    name: r.name,
    bio: r.bio,
    image: imageUrl(r.imageKey),
    country: r.country,
    origin: lookupRef(r.originId, r.originTitle),
    track_count: r.trackCount,
    album_count: r.albumCount,
    ...followableFields(r, flags.get(r.id)),
  }));
}

/** The artists' rows the viewer may see, each with its listed tracks and albums counted. */
async function selectArtists(ctx: ViewContext, ids: readonly string[]) {
  const parts = chunked(ids);
  const [rowChunks, trackCounts, albumCounts] = await Promise.all([
    Promise.all(
      parts.map((part) =>
        ctx.db
          .select({
            id: artists.id,
            name: artists.name,
            bio: artists.bio,
            imageKey: artists.imageKey,
            country: artists.country,
            userId: artists.userId,
            listed: sql<number>`(${listedArtist})`,
            originId: artists.originId,
            originTitle: origins.title,
            likeCount: artists.likeCount,
            saveCount: artists.saveCount,
            followerCount: artists.followerCount,
            playCount: artists.playCount,
          })
          .from(artists)
          .leftJoin(origins, eq(origins.id, artists.originId))
          .where(and(inArray(artists.id, part), artistVisibleTo(viewer(ctx)))),
      ),
    ),
    Promise.all(parts.map((part) => artistTrackCounts(ctx.db, part))),
    Promise.all(parts.map((part) => artistAlbumCounts(ctx.db, part))),
  ]);
  const trackN = new Map(trackCounts.flat().map((r) => [r.id, r.n]));
  const albumN = new Map(albumCounts.flat().map((r) => [r.id, r.n]));
  return rowChunks
    .flat()
    .map((r) => ({ ...r, trackCount: trackN.get(r.id) ?? 0, albumCount: albumN.get(r.id) ?? 0 }));
}

/** Listed tracks per artist of `ids`, through tracks_artist_idx. */
export function artistTrackCounts(db: Db, ids: readonly string[]) {
  return db
    .select({ id: tracks.artistId, n: count() })
    .from(tracks)
    .where(and(inArray(tracks.artistId, [...ids]), listedTrackFilter))
    .groupBy(tracks.artistId);
}

/** Listed albums per artist of `ids`, through albums_artist_idx. */
export function artistAlbumCounts(db: Db, ids: readonly string[]) {
  return db
    .select({ id: albums.artistId, n: count() })
    .from(albums)
    .where(and(inArray(albums.artistId, [...ids]), listedAlbumFilter))
    .groupBy(albums.artistId);
}
