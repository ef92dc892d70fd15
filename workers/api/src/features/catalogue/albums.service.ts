import { and, asc, eq } from "drizzle-orm";
import { notFound } from "../../kit/errors";
import { selectAlbumViews } from "./album-views";
import type { AlbumDetailView } from "./albums.contract";
import type { RowQuery } from "./row-query";
import { albums, tracks } from "./schema";
import { selectTrackViews } from "./track-views";
import { type ViewContext, viewer } from "./view-context";
import { albumVisibleTo, trackVisibleTo } from "./visibility";

/** An album longer than this is a data problem; the cap keeps one response bounded. */
const MAX_ALBUM_TRACKS = 200;

/** The tracks of album `id` the viewer may see, in album order. */
export function albumTracksQuery(ctx: ViewContext, id: string): RowQuery {
  return {
    where: and(eq(tracks.albumId, id), trackVisibleTo(viewer(ctx))),
    orderBy: [asc(tracks.trackNumber), asc(tracks.id)],
    limit: MAX_ALBUM_TRACKS,
  };
}

/**
 * One album with the tracks the viewer may see in album order, or 404. The album and its tracks are
 * read in one round trip; a 404 discards the tracks.
 */
export async function albumDetail(ctx: ViewContext, id: string): Promise<AlbumDetailView> {
  const [[album], albumTracks] = await Promise.all([
    selectAlbumViews(ctx, { where: and(eq(albums.id, id), albumVisibleTo(viewer(ctx))), limit: 1 }),
    selectTrackViews(ctx, albumTracksQuery(ctx, id)),
  ]);
  if (!album) throw notFound("Album");
  return { ...album, tracks: albumTracks };
}
