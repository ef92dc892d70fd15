import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { tracks } from "../catalogue/schema";
import { selectTrackViews, type TrackView } from "../catalogue/track-views";
import { type ViewContext, viewer } from "../catalogue/view-context";
import { listedPlaylist, trackVisibleTo, type Viewer } from "../catalogue/visibility";
import { playlists, playlistTracks as playlistTracksTable } from "./schema";

/** A playlist the viewer may open: public ones, their own, or any for an admin. */
export function playlistVisibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  return or(listedPlaylist, eq(playlists.ownerUserId, viewer.id));
}

/** The playlist row if the viewer may see it; otherwise 404 (never 403, so ids cannot be probed). */
export async function findVisiblePlaylist(db: Db, id: string, viewer: Viewer) {
  const [row] = await db
    .select()
    .from(playlists)
    .where(and(eq(playlists.id, id), playlistVisibleTo(viewer)))
    .limit(1);
  if (!row) throw notFound("Playlist");
  return row;
}

/**
 * The playlist's tracks in play order as views, keeping only tracks the viewer may see (an owner's
 * private track stays in their playlist but is not shown to others). One statement driven by
 * `playlist_tracks_order_idx`.
 */
export function playlistTracks(ctx: ViewContext, playlistId: string): Promise<TrackView[]> {
  return selectTrackViews(ctx, {
    where: trackVisibleTo(viewer(ctx)),
    join: {
      source: sql`${playlistTracksTable} pt`,
      on: sql`pt.track_id = ${tracks.id} and pt.playlist_id = ${playlistId}`,
    },
    orderBy: [sql`pt.position`],
  });
}
