import { and, asc, eq, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { playlists, playlistTracks, tracks } from "../../db/schema";
import { notFound } from "../../http/errors";
import { listedPlaylist, trackVisibleTo, type Viewer } from "../catalogue/visibility";

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
 * The playlist's track ids in play order, keeping only tracks the viewer may see (an owner's private
 * track stays in their playlist but is not shown to others). Walks `playlist_tracks_order_idx`.
 */
export async function playlistTrackIds(db: Db, playlistId: string, viewer: Viewer): Promise<string[]> {
  const rows = await db
    .select({ id: playlistTracks.trackId })
    .from(playlistTracks)
    .innerJoin(tracks, eq(tracks.id, playlistTracks.trackId))
    .where(and(eq(playlistTracks.playlistId, playlistId), trackVisibleTo(viewer)))
    .orderBy(asc(playlistTracks.position));
  return rows.map((r) => r.id);
}
