import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import type { RowQuery } from "../catalogue";
import {
  selectTrackViews,
  type TrackView,
  trackVisibleTo,
  type ViewContext,
  type Viewer,
  viewer,
} from "../catalogue";
import { tracks } from "../catalogue/schema";
import { selectPlaylistViews } from "./playlist-views";
import type { PlaylistView } from "./playlists.contract";
import { playlists, playlistTracks as playlistTracksTable } from "./schema";
import { playlistVisibleTo } from "./visibility";

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

/** The playlist's view if the viewer may see it, in one statement; otherwise 404 (like `findVisiblePlaylist`). */
export async function loadVisiblePlaylist(ctx: ViewContext, id: string): Promise<PlaylistView> {
  const where = and(eq(playlists.id, id), playlistVisibleTo(viewer(ctx)));
  const [view] = await selectPlaylistViews(ctx, { where, limit: 1 });
  if (!view) throw notFound("Playlist");
  return view;
}

/**
 * The playlist's tracks in play order as views, keeping only tracks the viewer may see (an owner's
 * private track stays in their playlist but is not shown to others). One statement driven by
 * `playlist_tracks_order_idx`.
 */
export function playlistTracks(ctx: ViewContext, playlistId: string): Promise<TrackView[]> {
  return selectTrackViews(ctx, playlistTracksQuery(playlistId, viewer(ctx)));
}

/** The statement shape of `playlistTracks`: the playlist's rows drive, tracks probed by key. */
export function playlistTracksQuery(playlistId: string, seenBy: Viewer): RowQuery {
  return {
    where: trackVisibleTo(seenBy),
    join: {
      source: sql`${playlistTracksTable} pt`,
      on: sql`pt.track_id = ${tracks.id} and pt.playlist_id = ${playlistId}`,
    },
    orderBy: [sql`pt.position`],
  };
}
