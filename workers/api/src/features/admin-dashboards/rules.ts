/*
 * Pure decisions of the admin dashboards: what is counted, the counter keys the triggers of migration
 * 0021 keep, UTC epoch days, month-over-month growth, the zero-filled sign-up trend and entity shares.
 * No I/O.
 */

import { epochDay } from "../engagement/plays.rules";
import { isoDay } from "../studio/metrics.rules";
import { DAY_MS, isCalendarDate } from "../wallet/history.rules";

// UTC epoch days and calendar dates mean here what they mean for plays, creator metrics and the wallet.
export { DAY_MS, epochDay, isCalendarDate, isoDay };

/** Days in the sign-up trend, today included. */
export const TREND_DAYS = 90;
/** "Active" means seen on a request within this many days, today included. */
export const ACTIVE_DAYS = 30;
/** Audit rows in the dashboard summary's `recent`. */
export const RECENT_AUDIT_ROWS = 10;

/** What the dashboards count (spec §3 `entity_counts`), in the order they are shown. */
export const COUNTED_ENTITIES = [
  "users",
  "tracks",
  "albums",
  "artists",
  "playlists",
  "genres",
  "moods",
  "origins",
  "applications",
] as const;
export type CountedEntity = (typeof COUNTED_ENTITIES)[number];

/** Entities with a status split (users: active / suspended; the rest: status 1 / 0). */
export const STATUS_ENTITIES = [
  "users",
  "tracks",
  "albums",
  "artists",
  "genres",
  "moods",
  "origins",
] as const;
export type StatusEntity = (typeof STATUS_ENTITIES)[number];

/** Slices of the user type chart: what a user holds (a user with two roles counts in both). */
export const USER_TYPE_KEYS = [
  "listener_only",
  "artist",
  "producer",
  "songwriter",
  "promoter",
  "admin",
] as const;
export type UserTypeKey = (typeof USER_TYPE_KEYS)[number];

export const USER_TYPE_LABELS: Record<UserTypeKey, string> = {
  listener_only: "Listener only",
  artist: "Artist",
  producer: "Producer",
  songwriter: "Songwriter",
  promoter: "Promoter",
  admin: "Admin",
};

export const ENTITY_LABELS: Record<CountedEntity, string> = {
  users: "Users",
  tracks: "Tracks",
  albums: "Albums",
  artists: "Artists",
  playlists: "Playlists",
  genres: "Genres",
  moods: "Moods",
  origins: "Origins",
  applications: "Applications",
};

/** Audit entity names (PLAN19): the filter of `/admin/audit` accepts these. */
export const AUDIT_ENTITIES = [
  "genre",
  "mood",
  "origin",
  "user_type",
  "user_category",
  "user",
  "user_application",
] as const;

/** Audit actions (PLAN19). */
export const AUDIT_ACTIONS = [
  "create",
  "update",
  "status",
  "delete",
  "approve",
  "reject",
  "comment",
  "suspend",
  "reactivate",
  "roles",
] as const;

/** The table each counted entity lives in (the counter keys are named after tables). */
const ENTITY_TABLES: Record<CountedEntity, string> = {
  users: "users",
  tracks: "tracks",
  albums: "albums",
  artists: "artists",
  playlists: "playlists",
  genres: "genres",
  moods: "moods",
  origins: "origins",
  applications: "user_applications",
};

/**
 * The `entity_counters` keys migration 0021's triggers keep (the SQL writes the same strings):
 * `<table>` rows; `<table>.status:<value>` per status; `user_roles:<role>:<kind>` grants;
 * `users.granted` users holding at least one granted role.
 */
export const counterKeys = {
  total: (entity: CountedEntity) => ENTITY_TABLES[entity],
  status: (entity: StatusEntity | "applications", value: string | number) =>
    `${ENTITY_TABLES[entity]}.status:${value}`,
  role: (role: "creator" | "promoter" | "admin", kind = "") => `user_roles:${role}:${kind}`,
  grantedUsers: "users.granted",
};

/** The status values counted as active / inactive per entity. */
export function statusValues(entity: StatusEntity): { active: string; inactive: string } {
  return entity === "users" ? { active: "active", inactive: "suspended" } : { active: "1", inactive: "0" };
}

/** The UTC epoch day the calendar month of `at` begins on. */
export function monthStartDay(at: number): number {
  const date = new Date(at);
  return epochDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
}

/** A percentage with one decimal; 0 when the whole is 0. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/**
 * Month-over-month growth of the user count, in percent (one decimal): this month's sign-ups over the
 * users there were when the month began. With no users at the start it is 0, not infinite.
 *
 * @example userGrowth(1100, 100) // 10 (1000 at the start, 100 new)
 */
export function userGrowth(totalUsers: number, newThisMonth: number): number {
  return percent(newThisMonth, totalUsers - newThisMonth);
}

/**
 * The last `days` UTC days up to `today` (oldest first) with each day's count, 0 where no row exists.
 *
 * @example dailySeries(20000, 3, new Map([[19999, 2]])) // 1970-… days 19998: 0, 19999: 2, 20000: 0
 */
export function dailySeries(
  today: number,
  days: number,
  counts: ReadonlyMap<number, number>,
): Array<{ date: string; count: number }> {
  return Array.from({ length: days }, (_, i) => {
    const day = today - days + 1 + i;
    return { date: isoDay(day), count: counts.get(day) ?? 0 };
  });
}
