import { eq, sql } from "drizzle-orm";
import { d1Batch } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { beatDaily, beatListenerDays, beats } from "./schema";

/*
 * Preview plays (issue #34 metrics and the market's `popular` order): each play counts in the beat's day
 * row (plays, and distinct listeners through the listener-day rows) and in `beats.recent_plays`. The
 * 10-minute upkeep sets `recent_plays` back to the last 7 days' plays, so old plays fall out of it.
 */

const DAY_MS = 86_400_000;
/** The days `recent_plays` covers, today included. */
export const RECENT_DAYS = 7;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Records `userId`'s preview play of listed beat `beatId` in one batch; a beat not on the market is a 404. */
export async function recordPreviewPlay(db: Db, userId: string, beatId: string, now = Date.now()) {
  const [beat] = await db.select({ listed: beats.listed }).from(beats).where(eq(beats.id, beatId)).limit(1);
  if (!beat?.listed) throw notFound("Beat");
  const day = utcDay(now);
  await d1Batch(db, [
    sql`insert into ${beatListenerDays} (beat_id, day, user_id) values (${beatId}, ${day}, ${userId})
      on conflict do nothing`,
    // changes(): 1 when the insert above added this listener's day, 0 when they had played it today.
    sql`insert into ${beatDaily} (beat_id, day, plays, listeners) values (${beatId}, ${day}, 1, changes())
      on conflict (beat_id, day) do update set plays = plays + 1, listeners = listeners + excluded.listeners`,
    sql`update ${beats} set recent_plays = recent_plays + 1 where id = ${beatId}`,
  ]);
  return { beat_id: beatId, recorded: true };
}

/**
 * Sets each beat's `recent_plays` to its plays of the last RECENT_DAYS days. Only beats with recent plays
 * change (`listed in (0, 1)` lets the popular index find them as two ranges rather than a table scan); a
 * run at any time, twice or late, leaves the same figures. Listener-day rows older than yesterday (they
 * only decide who is new today) are dropped on the way.
 */
export async function refreshRecentPlays(db: Db, now = Date.now()) {
  const from = utcDay(now - (RECENT_DAYS - 1) * DAY_MS);
  const [result] = await d1Batch(db, [
    sql`update ${beats} set recent_plays = coalesce((select sum(${beatDaily.plays}) from ${beatDaily}
        where ${beatDaily.beatId} = ${beats.id} and ${beatDaily.day} >= ${from}), 0)
      where listed in (0, 1) and recent_plays > 0`,
    sql`delete from ${beatListenerDays} where day < ${utcDay(now - 2 * DAY_MS)}`,
  ]);
  return result?.meta.changes ?? 0;
}
