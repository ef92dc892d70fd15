import { and, asc, desc, eq } from "drizzle-orm";
import { notFound } from "../../kit/errors";
import { selectAlbumViews } from "./album-views";
import { loadArtistViews } from "./artist-views";
import type { ArtistDetailView } from "./artists.contract";
import { albums, tracks } from "./schema";
import { selectTrackViews } from "./track-views";
import { type ViewContext, viewer as viewerOf } from "./view-context";
import { albumVisibleTo, trackVisibleTo } from "./visibility";

/** How many of an artist's tracks and albums the detail page shows. */
const TOP_TRACKS = 10;
const MAX_ALBUMS = 50;

/**
 * One artist with their most played tracks and their albums (what the viewer may see), or 404. All three
 * are read in one round trip; a 404 discards the rest.
 */
export async function artistDetail(ctx: ViewContext, id: string): Promise<ArtistDetailView> {
  const viewer = viewerOf(ctx);
  const [[artist], topTracks, artistAlbums] = await Promise.all([
    loadArtistViews(ctx, [id]),
    selectTrackViews(ctx, {
      where: and(eq(tracks.artistId, id), trackVisibleTo(viewer)),
      orderBy: [desc(tracks.playCount), desc(tracks.id)],
      limit: TOP_TRACKS,
    }),
    selectAlbumViews(ctx, {
      where: and(eq(albums.artistId, id), albumVisibleTo(viewer)),
      orderBy: [desc(albums.releasedAt), asc(albums.id)],
      limit: MAX_ALBUMS,
    }),
  ]);
  if (!artist) throw notFound("Artist");
  return { ...artist, top_tracks: topTracks, albums: artistAlbums };
}
