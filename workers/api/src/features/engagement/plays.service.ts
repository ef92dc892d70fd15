import { and, eq, isNotNull, max, type SQL, sql } from "drizzle-orm";
import { alias, type SQLiteColumn, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { d1Batch, type Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import type { PlayContextType, SubjectType } from "./contract";
import { DEDUPE_WINDOW_MS, epochDay, nextListenedMs, shouldCount } from "./plays.rules";
import { plays } from "./schema";

/**
 * A row a counted play adds to: its `play_count` column and its daily_plays bucket. The feature that owns
 * the table supplies it (the catalogue: the track, its artist, its album), so engagement never imports
 * another feature's tables.
 */
export interface PlayCounter {
  type: SubjectType;
  subjectId: string;
  table: SQLiteTable;
  id: SQLiteColumn;
  playCount: SQLiteColumn;
}

export interface PlayReport {
  userId: string;
  track: { id: string; durationMs: number };
  /** What a counted play bumps, in statement order. */
  counters: readonly PlayCounter[];
  playId?: string;
  listenedMs: number;
  contextType?: PlayContextType;
  /** Ignored for a `search` context, which has no id. */
  contextId?: string;
  now: number;
}

/** What a report reads before it writes: the session so far (null when the id is not the listener's) and the last counted play. */
export interface PlayState {
  session: { listenedMs: number; counted: boolean; startedAtMs: number } | null;
  lastCountedAtMs: number | null;
}

/**
 * The state a report of `trackId` by `userId` starts from, in one statement: the listener's last counted
 * play of the track (plays_user_track_idx) and, when `playId` is given, that session's row. It needs only
 * ids, so callers issue it alongside their own reads.
 */
export async function readPlayState(
  db: Db,
  q: { userId: string; trackId: string; playId?: string },
): Promise<PlayState> {
  const mine = alias(plays, "mine");
  const session = and(eq(mine.id, q.playId ?? ""), eq(mine.userId, q.userId), eq(mine.trackId, q.trackId));
  const [row] = await db
    .select({
      lastCountedAt: max(plays.countedAt),
      listenedMs: sql<number | null>`(${db.select({ v: mine.listenedMs }).from(mine).where(session)})`,
      counted: sql<number | null>`(${db
        .select({ v: sql`${mine.countedAt} is not null` })
        .from(mine)
        .where(session)})`,
      startedAt: sql<number | null>`(${db.select({ v: mine.createdAt }).from(mine).where(session)})`,
    })
    .from(plays)
    .where(and(eq(plays.userId, q.userId), eq(plays.trackId, q.trackId), isNotNull(plays.countedAt)));
  return {
    session:
      q.playId && row?.listenedMs != null && row.startedAt != null
        ? { listenedMs: row.listenedMs, counted: row.counted === 1, startedAtMs: row.startedAt }
        : null,
    lastCountedAtMs: row?.lastCountedAt ? row.lastCountedAt.getTime() : null,
  };
}

/**
 * Records one progress report of a listening session and counts the play when it crosses the
 * threshold. `state` is `readPlayState` of the same listener, track and play id. The rules decide in code
 * (plays.rules.ts); the batch re-checks them in SQL so two concurrent reports cannot both count: the
 * `plays` row is marked counted only if it is not yet and no other counted play of that listener and
 * track lies within 30 minutes, and every counter statement is conditioned on that mark. Everything is
 * one D1 batch, so the counters and daily_plays move together.
 */
export async function reportPlay(
  db: Db,
  report: PlayReport,
  state: PlayState,
): Promise<{ playId: string; counted: boolean }> {
  const { track, userId, now } = report;
  if (report.playId && !state.session) throw notFound("Play");
  const playId = report.playId ?? newId("ply", now);
  // A new session starts now, so its first report can claim nothing yet.
  const elapsedMs = now - (state.session?.startedAtMs ?? now);
  const listenedMs = nextListenedMs(
    state.session?.listenedMs ?? 0,
    report.listenedMs,
    track.durationMs,
    elapsedMs,
  );
  const attempt =
    !state.session?.counted &&
    shouldCount({
      listenedMs,
      durationMs: track.durationMs,
      lastCountedAtMs: state.lastCountedAtMs,
      nowMs: now,
    });

  const statements: Statement[] = [
    report.playId
      ? sql`update plays set listened_ms = max(listened_ms, ${listenedMs}), updated_at = ${now} where id = ${playId}`
      : db.insert(plays).values({
          id: playId,
          userId,
          trackId: track.id,
          contextType: report.contextType ?? null,
          contextId:
            report.contextType && report.contextType !== "search" ? (report.contextId ?? null) : null,
          listenedMs,
          createdAt: new Date(now),
          updatedAt: new Date(now),
        }),
  ];
  if (attempt) statements.push(...countingStatements(playId, report));
  statements.push(sql`select counted_at from plays where id = ${playId}`);
  const results = await d1Batch(db, statements);
  const counted = results.at(-1)?.results[0]?.counted_at != null;
  return { playId, counted };
}

function countingStatements(playId: string, { userId, track, counters, now }: PlayReport): Statement[] {
  const counted = sql`exists (select 1 from plays where id = ${playId} and counted_at = ${now})`;
  const out: Statement[] = [
    sql`update plays set counted_at = ${now} where id = ${playId} and counted_at is null
        and not exists (select 1 from plays other where other.user_id = ${userId} and other.track_id = ${track.id}
                        and other.counted_at is not null and other.counted_at > ${now - DEDUPE_WINDOW_MS})`,
  ];
  out.push(...counterStatements(counters, now, counted));
  return out;
}

/**
 * What one counted play adds, when `condition` holds inside the batch: +1 on each counter's `play_count`
 * and on its daily_plays bucket of `nowMs`'s day.
 */
export function counterStatements(
  counters: readonly PlayCounter[],
  nowMs: number,
  condition: SQL,
): Statement[] {
  const day = epochDay(nowMs);
  return counters.flatMap((c) => {
    const column = sql.identifier(c.playCount.name);
    return [
      sql`update ${c.table} set ${column} = ${column} + 1 where ${c.id} = ${c.subjectId} and ${condition}`,
      sql`insert into daily_plays (subject_type, subject_id, day, plays) select ${c.type}, ${c.subjectId}, ${day}, 1 where ${condition}
        on conflict (subject_type, subject_id, day) do update set plays = plays + 1`,
    ];
  });
}
