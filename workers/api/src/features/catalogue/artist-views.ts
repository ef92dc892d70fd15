import { eq, sql } from "drizzle-orm";
import { imageUrl } from "../../kit/media-urls";
import { origins } from "../reference/schema";
import type { ArtistView } from "./artist-views.contract";
import { followableFields, followableFlags } from "./followable";
import { type RowQuery, windowed } from "./row-query";
import { albums, artists, tracks } from "./schema";
import { lookupRef, type ViewContext } from "./view-context";
import { listedAlbumFilter, listedTrackFilter } from "./visibility";

/**
 * The views of the artists `q` selects, in the statement's order, in ONE statement: the artist with its
 * origin by primary key, its listed tracks and albums counted by correlated subqueries through
 * tracks_artist_idx / albums_artist_idx (bounded by one artist's catalogue), and the viewer's flags.
 */
export async function selectArtistViews(ctx: ViewContext, q: RowQuery): Promise<ArtistView[]> {
  const rows = await artistStatement(ctx, q);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    bio: r.bio,
    image: imageUrl(r.imageKey),
    country: r.country,
    origin: lookupRef(r.originId, r.originTitle),
    track_count: r.trackCount,
    album_count: r.albumCount,
    ...followableFields(r),
  }));
}

/** The statement behind artist views (see `selectArtistViews`). */
export function artistStatement(ctx: ViewContext, q: RowQuery) {
  const query = ctx.db
    .select({
      id: artists.id,
      name: artists.name,
      bio: artists.bio,
      imageKey: artists.imageKey,
      country: artists.country,
      originId: artists.originId,
      originTitle: origins.title,
      likeCount: artists.likeCount,
      saveCount: artists.saveCount,
      followerCount: artists.followerCount,
      playCount: artists.playCount,
      trackCount: sql<number>`(select count(*) from ${tracks} where ${tracks.artistId} = ${artists.id} and ${listedTrackFilter})`,
      albumCount: sql<number>`(select count(*) from ${albums} where ${albums.artistId} = ${artists.id} and ${listedAlbumFilter})`,
      ...followableFlags(ctx.viewerId, "artist", artists.id),
    })
    .from(artists)
    .leftJoin(origins, eq(origins.id, artists.originId))
    .where(q.where)
    .$dynamic();
  return windowed(query, q);
}
