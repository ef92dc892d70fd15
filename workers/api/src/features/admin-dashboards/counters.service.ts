import { gte, inArray } from "drizzle-orm";
import type { Db } from "../../kit/db";
import {
  COUNTED_ENTITIES,
  type CountedEntity,
  counterKeys,
  ENTITY_LABELS,
  percent,
  STATUS_ENTITIES,
  statusValues,
  USER_TYPE_KEYS,
  USER_TYPE_LABELS,
  type UserTypeKey,
} from "./rules";
import { dailySignups, entityCounters, userActiveDays } from "./schema";

/** Every counter key a dashboard reads: a fixed list, so a read is that many primary-key probes. */
export const DASHBOARD_KEYS: string[] = [
  ...COUNTED_ENTITIES.map(counterKeys.total),
  ...STATUS_ENTITIES.flatMap((entity) => {
    const { active, inactive } = statusValues(entity);
    return [counterKeys.status(entity, active), counterKeys.status(entity, inactive)];
  }),
  counterKeys.status("applications", "pending"),
  counterKeys.status("applications", "approved"),
  counterKeys.role("creator", "artist"),
  counterKeys.role("creator", "producer"),
  counterKeys.role("creator", "songwriter"),
  counterKeys.role("promoter"),
  counterKeys.role("admin"),
  counterKeys.grantedUsers,
];

/** The counters of `keys` (primary-key probes of entity_counters). Exported to pin its plan. */
export function countersQuery(db: Db, keys: string[] = DASHBOARD_KEYS) {
  return db
    .select({ key: entityCounters.key, n: entityCounters.n })
    .from(entityCounters)
    .where(inArray(entityCounters.key, keys));
}

/** Sign-ups per UTC epoch day from `fromDay` on (a range of daily_signups' key). */
export function signupsQuery(db: Db, fromDay: number) {
  return db
    .select({ day: dailySignups.day, n: dailySignups.n })
    .from(dailySignups)
    .where(gte(dailySignups.day, fromDay));
}

/** Users per last-active UTC epoch day from `fromDay` on (a range of user_active_days' key). */
export function activeDaysQuery(db: Db, fromDay: number) {
  return db
    .select({ day: userActiveDays.day, n: userActiveDays.n })
    .from(userActiveDays)
    .where(gte(userActiveDays.day, fromDay));
}

/** Reads counter rows as a lookup; a key without a row is 0 (nothing counted yet). */
export function counterLookup(rows: ReadonlyArray<{ key: string; n: number }>) {
  const values = new Map(rows.map((r) => [r.key, r.n]));
  return (key: string) => Math.max(0, values.get(key) ?? 0);
}

type Lookup = ReturnType<typeof counterLookup>;

/** How many of each counted entity exist. */
export function entityCounts(get: Lookup): Record<CountedEntity, number> {
  return Object.fromEntries(COUNTED_ENTITIES.map((e) => [e, get(counterKeys.total(e))])) as Record<
    CountedEntity,
    number
  >;
}

/** Each entity's count and its share (percent) of all of them, in the fixed order. */
export function entityShares(get: Lookup) {
  const counts = entityCounts(get);
  const total = COUNTED_ENTITIES.reduce((sum, e) => sum + counts[e], 0);
  return {
    total,
    entities: COUNTED_ENTITIES.map((entity) => ({
      entity,
      label: ENTITY_LABELS[entity],
      count: counts[entity],
      share: percent(counts[entity], total),
    })),
  };
}

/** Users per type: Listener only (no granted role) and each granted role (and creator kind). */
export function userTypeDistribution(get: Lookup) {
  const counts: Record<UserTypeKey, number> = {
    listener_only: Math.max(0, get(counterKeys.total("users")) - get(counterKeys.grantedUsers)),
    artist: get(counterKeys.role("creator", "artist")),
    producer: get(counterKeys.role("creator", "producer")),
    songwriter: get(counterKeys.role("creator", "songwriter")),
    promoter: get(counterKeys.role("promoter")),
    admin: get(counterKeys.role("admin")),
  };
  return USER_TYPE_KEYS.map((key) => ({ key, label: USER_TYPE_LABELS[key], count: counts[key] }));
}

/** Active and inactive rows of every entity with a status. */
export function statusDistribution(get: Lookup) {
  return STATUS_ENTITIES.map((entity) => {
    const { active, inactive } = statusValues(entity);
    return {
      entity,
      active: get(counterKeys.status(entity, active)),
      inactive: get(counterKeys.status(entity, inactive)),
    };
  });
}
