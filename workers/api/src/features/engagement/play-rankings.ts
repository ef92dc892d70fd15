import { and, desc, eq, gte, type SQL, sql, sum } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../kit/db";
import type { SubjectType } from "./contract";
import { epochDay } from "./plays.rules";
import { dailyPlays } from "./schema";

/*
 * Rankings by recent plays (`daily_plays`) for any subject that has plays: the subject's table and
 * columns come from its owner (catalogue's `LISTED`, collections' `COLLECTION_SUBJECTS`), so this module
 * knows no feature's tables.
 */

/** A rankable subject: its `daily_plays` subject type, table, listed condition and all-time play counter. */
export interface RankedSubject {
  type: SubjectType;
  table: SQLiteTable;
  id: SQLiteColumn;
  playCount: SQLiteColumn;
  listed: SQL;
  /** `listed` as a plain filter (`+column`), for statements another index must drive. */
  listedFilter: SQL;
}

/** One statement of a ranking: what a view statement filters, orders and windows by. */
export interface RankedQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  /** May be SQL: SQLite computes the tail's offset from the head's count in the same statement. */
  offset: number | SQL;
}

/** The window of `rankedViews`: the first UTC day counted (`epochDay`) and the subject's ids played in it. */
export function playWindow(subject: Pick<RankedSubject, "type" | "id">, days: number, nowMs: number) {
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
 * and the tail of `rankedQueries` are issued together. `select` is the subject's view statement.
 */
export async function rankedViews<C extends { now: number }, V>(
  ctx: C,
  subject: RankedSubject,
  select: (ctx: C, q: RankedQuery) => Promise<V[]>,
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
): { head: RankedQuery; tail: RankedQuery } {
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

/** Each played subject of `type` with its counted plays since `since` (an `epochDay`), keyed by id. */
export async function windowPlayCounts(
  db: Db,
  type: SubjectType,
  since: number,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: dailyPlays.subjectId, plays: sum(dailyPlays.plays) })
    .from(dailyPlays)
    .where(and(eq(dailyPlays.subjectType, type), gte(dailyPlays.day, since)))
    .groupBy(dailyPlays.subjectId);
  return new Map(rows.map((r) => [r.id, Number(r.plays ?? 0)]));
}
