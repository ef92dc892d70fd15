import type { Db } from "../../kit/db";
import type { UsersDashboard } from "./contract";
import { activeDaysQuery, counterLookup, countersQuery, signupsQuery } from "./counters.service";
import {
  ACTIVE_DAYS,
  counterKeys,
  dailySeries,
  epochDay,
  monthStartDay,
  TREND_DAYS,
  userGrowth,
} from "./rules";

/** The counter keys the users dashboard reads. */
const USERS_KEYS = [
  counterKeys.total("users"),
  counterKeys.status("applications", "pending"),
  counterKeys.status("applications", "approved"),
];

/**
 * `GET /admin/users/dashboard`: three key reads in one batch (one round trip), whatever the number of
 * users: three counters, at most 90 sign-up days (this month's sign-ups are among them, a month being
 * shorter than the trend) and at most 30 last-active days.
 */
export async function usersDashboard(db: Db, now = Date.now()): Promise<UsersDashboard> {
  const today = epochDay(now);
  const [counters, signups, active] = await db.batch([
    countersQuery(db, USERS_KEYS),
    signupsQuery(db, today - TREND_DAYS + 1),
    activeDaysQuery(db, today - ACTIVE_DAYS + 1),
  ]);
  const get = counterLookup(counters);
  const perDay = new Map(signups.map((row) => [row.day, row.n]));
  const monthStart = monthStartDay(now);
  const newUsers = signups
    .filter((row) => row.day >= monthStart && row.day <= today)
    .reduce((sum, row) => sum + row.n, 0);
  const totalUsers = get(counterKeys.total("users"));
  return {
    totalUsers,
    activeUsers: active.reduce((sum, row) => sum + Math.max(0, row.n), 0),
    newUsers,
    pendingUpgradeRequests: get(counterKeys.status("applications", "pending")),
    totalUpgrades: get(counterKeys.status("applications", "approved")),
    userGrowth: userGrowth(totalUsers, newUsers),
    newuserTrend: dailySeries(today, TREND_DAYS, perDay),
  };
}
