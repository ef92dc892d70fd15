import { sql } from "drizzle-orm";
import { d1Batch } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { newId } from "../../kit/ids";
import type { TrackView, ViewContext } from "../catalogue";
import { counterStatements, DEDUPE_WINDOW_MS } from "../engagement";
import { nonstops, playlists } from "./schema";

const TABLES = { playlist: playlists, nonstop: nonstops } as const;

export interface CollectionPlayInput {
  userId: string;
  subjectType: keyof typeof TABLES;
  subjectId: string;
  /** The collection's first track: the `plays` row that marks (and deduplicates) the collection play. */
  firstTrackId: string;
  nowMs: number;
}

/**
 * Counts one play of a playlist or non-stop stream, at most once per listener per 30 minutes (contract
 * "Plays"). The marker is a `plays` row for the collection's first track with the collection as context
 * (`listened_ms` 0, never counted as a track play). Any such row of the last 30 minutes — this marker or
 * the player's own report of that track in that context — means the collection was just played.
 *
 * All three statements run in one batch (one transaction): the marker is inserted only when none is
 * recent, and the counter and `daily_plays` writes only fire when that marker row now exists, so
 * concurrent or retried calls cannot count twice. Returns whether this call counted.
 */
export async function countCollectionPlay(db: Db, input: CollectionPlayInput): Promise<boolean> {
  const playId = newId("ply", input.nowMs);
  const table = TABLES[input.subjectType];
  const since = input.nowMs - DEDUPE_WINDOW_MS;
  const [marker] = await d1Batch(db, [
    sql`insert into plays (id, user_id, track_id, context_type, context_id, listened_ms, counted_at, created_at, updated_at)
      select ${playId}, ${input.userId}, ${input.firstTrackId}, ${input.subjectType}, ${input.subjectId}, 0, null, ${input.nowMs}, ${input.nowMs}
      where not exists (
        select 1 from plays where user_id = ${input.userId} and track_id = ${input.firstTrackId}
          and context_type = ${input.subjectType} and context_id = ${input.subjectId} and created_at > ${since})`,
    ...counterStatements(
      [
        {
          type: input.subjectType,
          subjectId: input.subjectId,
          table,
          id: table.id,
          playCount: table.playCount,
        },
      ],
      input.nowMs,
      sql`exists (select 1 from plays where id = ${playId})`,
    ),
  ]);
  return (marker?.meta.changes ?? 0) === 1;
}

/** What opening and playing read of a collection's view; the routes' `view` schema documents the rest. */
export interface CollectionView {
  id: string;
  play_count: number;
}

/** How a collection is opened: its view if the viewer may open it (else 404), and its visible tracks. */
export interface OpenableCollection {
  type: keyof typeof TABLES;
  /** The collection's view if the viewer may open it, else 404 like `find` (one statement). */
  load: (ctx: ViewContext, id: string) => Promise<CollectionView>;
  /** The tracks the viewer may see, in play order, as views (one statement). */
  tracks: (ctx: ViewContext, id: string) => Promise<TrackView[]>;
}

/**
 * The collection with its tracks. The view and the tracks do not depend on each other: one round trip,
 * and a 404 discards the tracks.
 */
export async function openCollection(ctx: ViewContext, c: OpenableCollection, id: string) {
  const [view, tracks] = await Promise.all([c.load(ctx, id), c.tracks(ctx, id)]);
  return { view, tracks };
}

/**
 * Opens a collection to play it and counts the play (countCollectionPlay): the view carries the count
 * this play made. A collection with no visible track is opened but not counted.
 */
export async function playCollection(ctx: ViewContext, c: OpenableCollection, id: string) {
  const { view, tracks } = await openCollection(ctx, c, id);
  const first = tracks[0];
  if (first) {
    const counted = await countCollectionPlay(ctx.db, {
      userId: ctx.viewerId,
      subjectType: c.type,
      subjectId: view.id,
      firstTrackId: first.id,
      nowMs: ctx.now,
    });
    if (counted) view.play_count += 1;
  }
  return { view, tracks };
}
