import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/*
 * The dashboards' counters, kept exact by the triggers of migration 0021 inside the same transaction as
 * every change they count (features/admin-dashboards/rules.ts names the keys). Nothing in the
 * application writes them; a dashboard reads a few dozen primary-key rows at any size.
 */

/** One figure per key: `<table>`, `<table>.status:<value>`, `user_roles:<role>:<kind>`, `users.granted`. */
export const entityCounters = sqliteTable("entity_counters", {
  key: text("key").primaryKey(),
  n: integer("n").notNull().default(0),
});

/** Users by the UTC epoch day they signed up (`users.created_at`). */
export const dailySignups = sqliteTable("daily_signups", {
  day: integer("day").primaryKey(),
  n: integer("n").notNull().default(0),
});

/** Users by their last-active UTC epoch day (`users.last_active_day`): the active-user histogram. */
export const userActiveDays = sqliteTable("user_active_days", {
  day: integer("day").primaryKey(),
  n: integer("n").notNull().default(0),
});
