import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { users } from "../accounts/schema";
import { epochDay } from "./rules";

/**
 * The write that marks a user active today (`users.last_active_day`, the active-user histogram of
 * migration 0021), or null when their stored day is already today: the caller's request then costs no
 * statement at all. The update is conditional so two racing first requests of the day move the
 * histogram once, and a late request never moves a user back to an earlier day.
 *
 * @example const write = activityWrite(db, auth.user); if (write) ctx.waitUntil(write);
 */
export function activityWrite(
  db: Db,
  user: { id: string; lastActiveDay: number | null },
  now = Date.now(),
): Promise<unknown> | null {
  const today = epochDay(now);
  if (user.lastActiveDay !== null && user.lastActiveDay >= today) return null;
  return db
    .update(users)
    .set({ lastActiveDay: today })
    .where(and(eq(users.id, user.id), or(isNull(users.lastActiveDay), lt(users.lastActiveDay, today))))
    .run();
}
