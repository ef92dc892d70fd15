import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../kit/db";
import type { SubjectType } from "./contract";
import type { PlayWindowDays } from "./play-windows";
import { playWindows } from "./schema";

/*
 * Rankings by recent plays for any subject that has plays: the subject's table and columns come from its
 * owner (catalogue's `LISTED`, collections' `COLLECTION_SUBJECTS`), so this module knows no feature's
 * tables. The window's plays are `play_windows` counters (kept by triggers, play-windows.ts), so a
 * ranking walks the top of `play_windows_rank_idx` and reads about as many rows as its page, whatever
 * the catalogue's size or the week's plays.
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

/** One statement of a ranking: what a view statement joins, filters, orders and windows by. */
export interface RankedQuery {
  where: SQL | undefined;
  join?: { source: SQL; on: SQL };
  orderBy: SQL[];
  /** May be SQL: SQLite computes the tail's window from the head's count in the same statement. */
  limit: number;
  offset: number | SQL;
}

interface RankingOptions {
  days: PlayWindowDays;
  offset: number;
  limit: number;
}

/** The subject's counters in one window. */
const inWindow = (subject: RankedSubject, days: PlayWindowDays) =>
  and(eq(playWindows.subjectType, subject.type), eq(playWindows.days, days));

/**
 * Views of listed items ranked by counted plays over the last `days` UTC days, ties newest first, then —
 * to fill the page — every other listed item by all-time plays. One data round trip: the head
 * and the tail of `rankedQueries` are issued together. `select` is the subject's view statement.
 */
export async function rankedViews<C, V>(
  ctx: C,
  subject: RankedSubject,
  select: (ctx: C, q: RankedQuery) => Promise<V[]>,
  opts: RankingOptions,
): Promise<V[]> {
  const { head, tail } = rankedQueries(subject, opts);
  const [first, rest] = await Promise.all([select(ctx, head), select(ctx, tail)]);
  return [...first, ...rest].slice(0, opts.limit);
}

/**
 * The two statements of a ranking. The head walks the window's counters in the rank index's own order
 * (most played, ties newest first: no sort, so it stops at the end of its page), the listed condition a
 * plain filter on the primary-key probe. The tail walks `*_plays_idx` backwards skipping
 * what the window holds; its offset and limit are computed by SQLite from the number of listed items in
 * the window, counted only up to the end of the page (`offset + limit`): once the head fills the page
 * the tail's limit is 0 and it reads nothing, so neither statement waits for the other and neither
 * grows with the window.
 */
export function rankedQueries(
  subject: RankedSubject,
  { days, offset, limit }: RankingOptions,
): { head: RankedQuery; tail: RankedQuery } {
  const window = inWindow(subject, days);
  const counted = sql`(select count(*) from (select 1 from ${playWindows}
    join ${subject.table} on ${subject.id} = ${playWindows.subjectId}
    where ${window} and ${subject.listedFilter} limit ${offset + limit}))`;
  return {
    head: {
      where: subject.listedFilter,
      join: { source: sql`${playWindows}`, on: and(window, eq(playWindows.subjectId, subject.id)) as SQL },
      orderBy: [desc(playWindows.plays), desc(playWindows.subjectId)],
      limit,
      offset,
    },
    tail: {
      where: and(
        subject.listed,
        sql`not exists (select 1 from ${playWindows} where ${window}
          and ${playWindows.subjectId} = ${subject.id})`,
      ),
      orderBy: [desc(subject.playCount), desc(subject.id)],
      // What the head leaves of the page, after the head's share of the offset.
      limit: sql`max(0, ${limit} - max(0, min(${limit}, ${counted} - ${offset})))` as unknown as number,
      offset: sql`max(0, ${offset} - ${counted})`,
    },
  };
}

/**
 * The counted plays over the last `days` of the first `limit` listed items of the ranking (the head of
 * `rankedQueries`, in its order), keyed by id: what a chart shows beside each rank.
 */
export async function windowPlays(
  db: Db,
  subject: RankedSubject,
  { days, limit }: Omit<RankingOptions, "offset">,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: playWindows.subjectId, plays: playWindows.plays })
    .from(playWindows)
    .innerJoin(subject.table, eq(subject.id, playWindows.subjectId))
    .where(and(inWindow(subject, days), subject.listedFilter))
    .orderBy(desc(playWindows.plays), desc(playWindows.subjectId))
    .limit(limit);
  return new Map(rows.map((r) => [r.id, r.plays]));
}
