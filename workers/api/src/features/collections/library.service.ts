import type { z } from "@hono/zod-openapi";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Caller } from "../../kit/auth";
import { d1Batch, type Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { conflict, fieldError, isUniqueViolation, notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { loadOwned } from "../../kit/ownership";
import { trackVisibleTo } from "../catalogue";
import { tracks } from "../catalogue/schema";
import { forgetSubjectStatements } from "../engagement";
import { type CreateBody, MAX_PLAYLIST_TRACKS, type UpdateBody } from "./library.contract";
import { nonstops, nonstopTracks, playlists, playlistTracks } from "./schema";

/** One of the caller's own playlists (404 for anyone else's, like a missing one). */
export function findOwnPlaylist(db: Db, caller: Caller, id: string) {
  return loadOwned(db, playlists, id, caller, { what: "Playlist", ownerColumn: playlists.ownerUserId });
}

/** Creates a private (unless asked otherwise) playlist of `userId`; returns its id. */
export async function createPlaylist(db: Db, userId: string, fields: z.output<typeof CreateBody>) {
  const now = new Date();
  const id = newId("pl", now.getTime());
  await db.insert(playlists).values({
    id,
    ownerUserId: userId,
    kind: "user",
    title: fields.title,
    description: fields.description ?? null,
    visibility: fields.visibility ?? "private",
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** Sets the changed fields of a playlist (and its update time). */
export async function updatePlaylist(db: Db, id: string, fields: z.output<typeof UpdateBody>) {
  await db
    .update(playlists)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(playlists.id, id));
}

/** Deletes a playlist with what hangs off it by polymorphic key (reactions, daily plays) in one batch. */
export async function deletePlaylist(db: Db, id: string) {
  await db.batch([
    ...forgetSubjectStatements(db, "playlist", id),
    // playlist_tracks go with it (foreign key cascade).
    db.delete(playlists).where(eq(playlists.id, id)),
  ]);
}

/**
 * `track_count` and `duration_ms` of the playlist `playlist` (a SQL reference: one id, or the updated
 * row's own id) recomputed from its membership rows, leaving out `exceptTrackId` (a track being deleted
 * in the same batch).
 */
function totals(playlist: SQL, now: Date, exceptTrackId?: string) {
  const kept = exceptTrackId === undefined ? sql`` : sql` and pt.track_id <> ${exceptTrackId}`;
  return sql`track_count = (select count(*) from ${playlistTracks} pt where pt.playlist_id = ${playlist}${kept}),
      duration_ms = (select coalesce(sum(t.duration_ms), 0) from ${playlistTracks} pt
                     join ${tracks} t on t.id = pt.track_id where pt.playlist_id = ${playlist}${kept}),
      updated_at = ${now.getTime()}`;
}

/**
 * `track_count` and `duration_ms` recomputed from the membership rows rather than incremented, inside
 * the same batch as the change: they cannot drift, whatever retries or concurrent edits happen.
 * `onlyIfChanged` skips it when the statement before it in the batch changed no row.
 */
function refreshTotals(playlistId: string, now: Date, onlyIfChanged = false) {
  return sql`update ${playlists} set ${totals(sql`${playlistId}`, now)}
    where id = ${playlistId}${onlyIfChanged ? sql` and changes() = 1` : sql``}`;
}

/**
 * The statements that take track `trackId` out of every playlist and non-stop holding it, for the batch
 * that deletes the track (docs/decisions/0301): their totals are recomputed without it, the later rows
 * move up so positions stay dense, and the membership rows go. They must run before the track's delete
 * (the foreign key cascade would otherwise remove the rows before the gap could be found).
 *
 * @example await d1Batch(db, [...trackRemovalStatements(trackId, now), deleteTrack]);
 */
export function trackRemovalStatements(trackId: string, now: Date): Statement[] {
  const holdingPlaylists = sql`(select playlist_id from ${playlistTracks} where track_id = ${trackId})`;
  const holdingNonstops = sql`(select nonstop_id from ${nonstopTracks} where track_id = ${trackId})`;
  return [
    sql`update ${playlists} set ${totals(sql`${playlists.id}`, now, trackId)} where id in ${holdingPlaylists}`,
    sql`update ${playlistTracks} set position = position - 1
      where playlist_id in ${holdingPlaylists} and position > (select d.position from ${playlistTracks} d
        where d.playlist_id = ${playlistTracks.playlistId} and d.track_id = ${trackId})`,
    sql`delete from ${playlistTracks} where track_id = ${trackId}`,
    sql`update ${nonstops} set track_count = (select count(*) from ${nonstopTracks} nt
        where nt.nonstop_id = ${nonstops.id} and nt.track_id <> ${trackId}), updated_at = ${now.getTime()}
      where id in ${holdingNonstops}`,
    sql`update ${nonstopTracks} set position = position - 1
      where nonstop_id in ${holdingNonstops} and position > (select d.position from ${nonstopTracks} d
        where d.nonstop_id = ${nonstopTracks.nonstopId} and d.track_id = ${trackId})`,
    sql`delete from ${nonstopTracks} where track_id = ${trackId}`,
  ];
}

/**
 * Appends a track (one the owner may see: listed, or their own) to one of the caller's playlists (404
 * for anyone else's). The ownership and track reads do not depend on each other and go out together.
 * The position and the cap are both decided inside the insert (one transaction with the totals), so
 * concurrent adds still get dense positions and cannot pass the cap together; the primary key turns a
 * duplicate into a 409. Returns the playlist's id.
 */
export async function addTrack(db: Db, caller: Caller, playlistId: string, trackId: string) {
  const [playlist, [track]] = await Promise.all([
    findOwnPlaylist(db, caller, playlistId),
    db
      .select({ id: tracks.id })
      .from(tracks)
      .where(and(eq(tracks.id, trackId), trackVisibleTo({ id: caller.user.id })))
      .limit(1),
  ]);
  if (!track) throw fieldError("track_id", "That track does not exist.");
  const now = new Date();
  let inserted: D1Result | undefined;
  try {
    [inserted] = await d1Batch(db, [
      sql`insert into ${playlistTracks} (playlist_id, track_id, position, added_at)
        select ${playlistId}, ${trackId}, next_position, ${now.getTime()}
        from (select coalesce(max(position) + 1, 0) as next_position, count(*) as held
              from ${playlistTracks} where playlist_id = ${playlistId})
        where held < ${MAX_PLAYLIST_TRACKS}`,
      refreshTotals(playlistId, now, true),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("That track is already in the playlist.");
    throw error;
  }
  if ((inserted?.meta.changes ?? 0) === 0) {
    throw fieldError("track_id", `A playlist holds at most ${MAX_PLAYLIST_TRACKS} tracks.`);
  }
  return playlist.id;
}

/** Removes a track and closes the gap so positions stay dense (0…n-1). */
export async function removeTrack(db: Db, playlistId: string, trackId: string) {
  const [row] = await db
    .select({ position: playlistTracks.position })
    .from(playlistTracks)
    .where(and(eq(playlistTracks.playlistId, playlistId), eq(playlistTracks.trackId, trackId)))
    .limit(1);
  if (!row) throw notFound("Track in this playlist");
  const now = new Date();
  await d1Batch(db, [
    db
      .delete(playlistTracks)
      .where(and(eq(playlistTracks.playlistId, playlistId), eq(playlistTracks.trackId, trackId))),
    sql`update ${playlistTracks} set position = position - 1
      where playlist_id = ${playlistId} and position > ${row.position}`,
    refreshTotals(playlistId, now),
  ]);
}

/**
 * Sets a new order. `trackIds` must be exactly the playlist's current tracks (a permutation: same set,
 * no repeats), else 422 — a stale client cannot silently drop or duplicate tracks. One statement: the
 * new position of each row is its index in the JSON array (one bound parameter, whatever the length).
 */
export async function reorderTracks(db: Db, playlistId: string, trackIds: string[]) {
  const current = await db
    .select({ id: playlistTracks.trackId })
    .from(playlistTracks)
    .where(eq(playlistTracks.playlistId, playlistId))
    .orderBy(asc(playlistTracks.position));
  const wanted = new Set(trackIds);
  const same =
    wanted.size === trackIds.length &&
    trackIds.length === current.length &&
    current.every((row) => wanted.has(row.id));
  if (!same) {
    throw fieldError("track_ids", "Send every track of the playlist exactly once, in the new order.");
  }
  const now = new Date();
  await d1Batch(db, [
    sql`update ${playlistTracks}
      set position = (select cast(j.key as integer) from json_each(${JSON.stringify(trackIds)}) j where j.value = ${playlistTracks}.track_id)
      where playlist_id = ${playlistId}`,
    refreshTotals(playlistId, now),
  ]);
}
