import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { RowQuery } from "../catalogue/row-query";
import type { ViewContext } from "../catalogue/view-context";
import { listedPlaylist, listedPlaylistFilter } from "../catalogue/visibility";
import { epochDay } from "../engagement/plays.rules";
import type { SubjectType } from "../engagement/schema";
import { dailyPlays } from "../engagement/schema";
import { nonstops, playlists } from "./schema";

/**
 * A rankable subject: its `daily_plays` subject type, table, the condition that lists it and its
 * all-time play counter. The catalogue's `LISTED` entries (tracks, albums, artists) have this shape too.
 */
export interface RankedSubject {
  type: SubjectType;
  table: SQLiteTable;
  id: SQLiteColumn;
  playCount: SQLiteColumn;
  listed: SQL;
  /** `listed` as a plain filter (`+column`), for statements another index must drive. */
  listedFilter: SQL;
}

export const LISTED_COLLECTIONS = {
  playlist: {
    type: "playlist",
    table: playlists,
    id: playlists.id,
    playCount: playlists.playCount,
    listed: listedPlaylist,
    listedFilter: listedPlaylistFilter,
  },
  nonstop: {
    type: "nonstop",
    table: nonstops,
    id: nonstops.id,
    playCount: nonstops.playCount,
    listed: eq(nonstops.status, 1),
    listedFilter: sql`+${nonstops.status} = ${1}`,
  },
} as const satisfies Record<string, RankedSubject>;

/** A view statement of one subject (`selectTrackViews`, `selectAlbumViews`, …). */
export type SelectViews<V> = (ctx: ViewContext, q: RowQuery) => Promise<V[]>;

/** The window of `rankedViews`: the first UTC day counted (`epochDay`) and the subject's ids played in it. */
export function playWindow(subject: RankedSubject, days: number, nowMs: number) {
  const since = epochDay(nowMs) - (days - 1);
  const ids = sql`select ${dailyPlays.subjectId} from ${dailyPlays}
    where ${dailyPlays.subjectType} = ${subject.type} and ${dailyPlays.day} >= ${since}`;
  /** The row's counted plays in the window (daily_plays_window_idx: a few small rows per item). */
  const plays = sql<number>`(select sum(${dailyPlays.plays}) from ${dailyPlays}
    where ${dailyPlays.subjectType} = ${subject.type} and ${dailyPlays.subjectId} = ${subject.id}
    and ${dailyPlays.day} >= ${since})`;
  return { since, ids, plays };
}

/**
 * Views of listed items ranked by counted plays over the last `days` UTC days, ties by all-time plays,
 * then — to fill the page — every other listed item by all-time plays. One data round trip: the head
 * and the tail of `rankedQueries` are issued together.
 */
export async function rankedViews<V>(
  ctx: ViewContext,
  subject: RankedSubject,
  select: SelectViews<V>,
  opts: { days: number; offset: number; limit: number },
): Promise<V[]> {
  const { head, tail } = rankedQueries(subject, { ...opts, nowMs: ctx.now });
  const [first, rest] = await Promise.all([select(ctx, head), select(ctx, tail)]);
  return [...first, ...rest].slice(0, opts.limit);
}

/**
 * The two statements of a ranking. The head is the items played in the window (the window's ids drive,
 * probing the primary key; a sort of that window only). The tail walks `*_plays_idx` backwards skipping
 * the window; its offset and limit are computed by SQLite from the number of listed items in the window,
 * so neither statement waits for the other.
 */
export function rankedQueries(
  subject: RankedSubject,
  opts: { days: number; offset: number; limit: number; nowMs: number },
): { head: RowQuery; tail: RowQuery } {
  const window = playWindow(subject, opts.days, opts.nowMs);
  const inWindow = sql`${subject.id} in (${window.ids})`;
  // The listed condition is a plain filter where the window drives, or SQLite would walk every listed
  // row testing membership (query-plans.test.ts).
  const counted = sql`(select count(*) from ${subject.table} where ${subject.listedFilter} and ${inWindow})`;
  const { offset, limit } = opts;
  return {
    head: {
      where: and(subject.listedFilter, inWindow),
      orderBy: [desc(window.plays), desc(subject.playCount), desc(subject.id)],
      limit,
      offset,
    },
    tail: {
      where: and(subject.listed, sql`${subject.id} not in (${window.ids})`),
      orderBy: [desc(subject.playCount), desc(subject.id)],
      // What the head leaves of the page, after the head's share of the offset.
      limit: sql`max(0, ${limit} - max(0, min(${limit}, ${counted} - ${offset})))` as unknown as number,
      offset: sql`max(0, ${offset} - ${counted})`,
    },
  };
}
