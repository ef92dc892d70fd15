import { and, asc, desc, eq } from "drizzle-orm";
import { notFound } from "../../kit/errors";
import { selectAlbumViews } from "./album-views";
import { selectArtistViews } from "./artist-views";
import type { ArtistDetailView } from "./artists.contract";
import type { RowQuery } from "./row-query";
import { albums, artists, tracks } from "./schema";
import { selectTrackViews } from "./track-views";
import { type ViewContext, viewer } from "./view-context";
import { albumVisibleTo, artistVisibleTo, trackVisibleTo } from "./visibility";

/** How many of an artist's tracks and albums the detail page shows. */
const TOP_TRACKS = 10;
const MAX_ALBUMS = 50;

/** The most played tracks of artist `id` the viewer may see. */
export function artistTopTracksQuery(ctx: ViewContext, id: string): RowQuery {
  return {
    where: and(eq(tracks.artistId, id), trackVisibleTo(viewer(ctx))),
    orderBy: [desc(tracks.playCount), desc(tracks.id)],
    limit: TOP_TRACKS,
  };
}

/** The albums of artist `id` the viewer may see, newest release first. */
export function artistAlbumsQuery(ctx: ViewContext, id: string): RowQuery {
  return {
    where: and(eq(albums.artistId, id), albumVisibleTo(viewer(ctx))),
    orderBy: [desc(albums.releasedAt), asc(albums.id)],
    limit: MAX_ALBUMS,
  };
}

/**
 * One artist with their most played tracks and their albums (what the viewer may see), or 404. All three
 * are read in one round trip; a 404 discards the rest.
 */
export async function artistDetail(ctx: ViewContext, id: string): Promise<ArtistDetailView> {
  const [[artist], topTracks, artistAlbums] = await Promise.all([
    selectArtistViews(ctx, { where: and(eq(artists.id, id), artistVisibleTo(viewer(ctx))), limit: 1 }),
    selectTrackViews(ctx, artistTopTracksQuery(ctx, id)),
    selectAlbumViews(ctx, artistAlbumsQuery(ctx, id)),
  ]);
  if (!artist) throw notFound("Artist");
  return { ...artist, top_tracks: topTracks, albums: artistAlbums };
}
