import { sql } from "drizzle-orm";
import { d1Batch } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { SUBJECT_TYPES } from "./contract";
import { epochDay } from "./plays.rules";
import { dailyPlays, playWindowMarks, playWindows } from "./schema";

/**
 * The ranking windows `play_windows` keeps (migration 0006 creates one `play_window_marks` row for
 * each): trending looks at the last week, the top 100 at the last 30 days. A window counts today and
 * the `days - 1` UTC days before it.
 */
export const PLAY_WINDOWS = { week: 7, month: 30 } as const;
export type PlayWindowDays = (typeof PLAY_WINDOWS)[keyof typeof PLAY_WINDOWS];

/** The first epoch day a window of `days` counts at `nowMs`. */
export function windowStart(days: number, nowMs: number): number {
  return epochDay(nowMs) - (days - 1);
}

// Every subject type, so the day range below walks daily_plays_window_idx (subject_type, day, …).
const ALL_TYPES = sql.join(
  SUBJECT_TYPES.map((type) => sql`${type}`),
  sql`, `,
);

/**
 * Moves each window to start at `windowStart(days, nowMs)`: the plays of the days that left it are
 * taken out of `play_windows`, counters left at zero are dropped and the mark moves, all in ONE batch
 * (one transaction). The batch reads the stored mark, so running it twice, late, or from two places at
 * once takes each day out exactly once; with no day to drop it only reads the marks.
 *
 * @example await advancePlayWindows(createDb(env.DB), Date.now())
 */
export async function advancePlayWindows(db: Db, nowMs: number): Promise<void> {
  const statements = Object.values(PLAY_WINDOWS).flatMap((days) => {
    const from = windowStart(days, nowMs);
    const mark = sql`(select ${playWindowMarks.countedFrom} from ${playWindowMarks}
      where ${playWindowMarks.days} = ${days})`;
    return [
      sql`insert into ${playWindows} (subject_type, days, subject_id, plays)
        select ${dailyPlays.subjectType}, ${days}, ${dailyPlays.subjectId}, -sum(${dailyPlays.plays})
        from ${dailyPlays}
        where ${dailyPlays.subjectType} in (${ALL_TYPES}) and ${dailyPlays.day} >= ${mark}
          and ${dailyPlays.day} < ${from}
        group by ${dailyPlays.subjectType}, ${dailyPlays.subjectId}
        on conflict (subject_type, days, subject_id) do update set plays = plays + excluded.plays`,
      sql`delete from ${playWindows} where ${playWindows.subjectType} in (${ALL_TYPES})
        and ${playWindows.days} = ${days} and ${playWindows.plays} <= 0`,
      sql`update ${playWindowMarks} set counted_from = ${from}
        where ${playWindowMarks.days} = ${days} and ${playWindowMarks.countedFrom} < ${from}`,
    ];
  });
  await d1Batch(db, statements);
}
