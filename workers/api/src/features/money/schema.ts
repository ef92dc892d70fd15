import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "../../kit/columns";
import { RATE_SOURCES } from "./contract";

/**
 * Units of each currency per US dollar. Stored as an integer number of millionths (`rate_micros`) so
 * the table round-trips exactly (0.935 → 935000) and conversions stay integer arithmetic.
 */
export const exchangeRates = sqliteTable("exchange_rates", {
  code: text("code").primaryKey(),
  rateMicros: integer("rate_micros").notNull(),
  /** Who set it: the package defaults at seed time, an admin, or the scheduled provider refresh. */
  source: text("source", { enum: RATE_SOURCES }).notNull(),
  updatedBy: text("updated_by"),
  updatedAt: timestamp("updated_at").notNull(),
});

/** Audit of every attempt to change the table, including failed provider refreshes. */
export const exchangeRateUpdates = sqliteTable(
  "exchange_rate_updates",
  {
    id: text("id").primaryKey(),
    source: text("source", { enum: RATE_SOURCES }).notNull(),
    outcome: text("outcome", { enum: ["applied", "failed"] }).notNull(),
    message: text("message"),
    changed: integer("changed").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("exchange_rate_updates_recent_idx").on(t.createdAt)],
);
