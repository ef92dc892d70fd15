import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { dailyPlays, nonstops, playlists } from "../../db/schema";
import type { SubjectType } from "../../db/schema/engagement/subjects";
import { listedPlaylist } from "../catalogue/visibility";
import { epochDay } from "../engagement/plays.rules";

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
}

export const LISTED_COLLECTIONS = {
  playlist: {
    type: "playlist",
    table: playlists,
    id: playlists.id,
    playCount: playlists.playCount,
    listed: listedPlaylist,
  },
  nonstop: {
    type: "nonstop",
    table: nonstops,
    id: nonstops.id,
    playCount: nonstops.playCount,
    listed: eq(nonstops.status, 1),
  },
} as const satisfies Record<string, RankedSubject>;

export interface RankedId {
  id: string;
  /** Counted plays inside the window (0 for the all-time fill). */
  plays: number;
}

/**
 * Listed items ranked by counted plays over the last `days` UTC days (`daily_plays_window_idx`: a few
 * small rows per item played lately), ties by all-time plays, then — to fill the page — every other
 * listed item by all-time plays (`*_plays_idx` walked backwards). The two parts are separate queries so
 * the long tail is an index walk instead of a sort of the whole catalogue by a joined sum.
 */
export async function rankByRecentPlays(
  db: Db,
  subject: RankedSubject,
  opts: { days: number; offset: number; limit: number; nowMs: number },
): Promise<RankedId[]> {
  const since = epochDay(opts.nowMs) - (opts.days - 1);
  const recentRows = await db.all<{
    id: string;
    plays: number;
  }>(sql`select ${subject.id} as id, w.recent as plays
      from ${subject.table}
      join (select ${dailyPlays.subjectId} as sid, sum(${dailyPlays.plays}) as recent from ${dailyPlays}
            where ${dailyPlays.subjectType} = ${subject.type} and ${dailyPlays.day} >= ${since}
            group by ${dailyPlays.subjectId}) w on w.sid = ${subject.id}
      where ${subject.listed}
      order by w.recent desc, ${subject.playCount} desc, ${subject.id} desc`);
  const head = recentRows
    .slice(opts.offset, opts.offset + opts.limit)
    .map((r) => ({ id: r.id, plays: Number(r.plays) }));
  const remaining = opts.limit - head.length;
  if (remaining <= 0) return head;
  const windowIds = sql`select ${dailyPlays.subjectId} from ${dailyPlays}
    where ${dailyPlays.subjectType} = ${subject.type} and ${dailyPlays.day} >= ${since}`;
  const tail = await db
    .select({ id: subject.id })
    .from(subject.table)
    .where(and(subject.listed, sql`${subject.id} not in (${windowIds})`))
    .orderBy(desc(subject.playCount), desc(subject.id))
    .limit(remaining)
    .offset(Math.max(0, opts.offset - recentRows.length));
  return [...head, ...tail.map((r) => ({ id: r.id as string, plays: 0 }))];
}
