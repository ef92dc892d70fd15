import { eq, sql } from "drizzle-orm";
import { imageUrl } from "../../kit/media-urls";
import { genres } from "../reference/schema";
import type { AlbumView } from "./album-views.contract";
import { followableFields, followableFlags } from "./followable";
import { type RowQuery, windowed } from "./row-query";
import { albums, artists, tracks } from "./schema";
import { iso, lookupRef, type ViewContext } from "./view-context";
import { listedTrackFilter } from "./visibility";

/**
 * The views of the albums `q` selects, in the statement's order, in ONE statement: the album joined to
 * its artist and genre by primary key, `track_count` and `duration_ms` summed over its listed tracks
 * (correlated subqueries through tracks_album_idx, a dozen rows per album, so they always agree with
 * the tracks a listener can open) and the viewer's like/save/follow flags. `q.where` applies visibility.
 */
export async function selectAlbumViews(ctx: ViewContext, q: RowQuery): Promise<AlbumView[]> {
  const rows = await albumStatement(ctx, q);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    cover_art_url: imageUrl(r.coverKey),
    artist: { id: r.artistId, name: r.artistName },
    genre: lookupRef(r.genreId, r.genreTitle),
    released_at: iso(r.releasedAt),
    track_count: r.trackCount,
    duration_ms: Number(r.durationMs),
    ...followableFields(r),
  }));
}

/** The statement behind album views (see `selectAlbumViews`). */
export function albumStatement(ctx: ViewContext, q: RowQuery) {
  const query = ctx.db
    .select({
      id: albums.id,
      title: albums.title,
      description: albums.description,
      coverKey: albums.coverKey,
      artistId: albums.artistId,
      artistName: artists.name,
      genreId: albums.genreId,
      genreTitle: genres.title,
      releasedAt: albums.releasedAt,
      likeCount: albums.likeCount,
      saveCount: albums.saveCount,
      followerCount: albums.followerCount,
      playCount: albums.playCount,
      trackCount: sql<number>`(select count(*) from ${tracks} where ${tracks.albumId} = ${albums.id} and ${listedTrackFilter})`,
      durationMs: sql<number>`(select coalesce(sum(${tracks.durationMs}), 0) from ${tracks} where ${tracks.albumId} = ${albums.id} and ${listedTrackFilter})`,
      ...followableFlags(ctx.viewerId, "album", albums.id),
    })
    .from(albums)
    .innerJoin(artists, eq(artists.id, albums.artistId))
    .leftJoin(genres, eq(genres.id, albums.genreId))
    .where(q.where)
    .$dynamic();
  return windowed(query, q);
}
