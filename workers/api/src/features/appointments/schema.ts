import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { timestamp, timestamps } from "../../kit/columns";
import { users } from "../accounts/schema";
import { orders } from "../commerce/schema";
import type { ClockRange } from "./slots.rules";
import { BOOKING_STATUSES, CANCELLERS } from "./states";

/**
 * A producer's studio (issue #36, docs/decisions/0810): one per producer. The schedule is written in its
 * own IANA zone; sessions last one of `lengths` whole hours; `deposit_percent` of the session's price is
 * paid up front into the studio escrow (100: paid in full; 0: booked without paying).
 */
export const studios = sqliteTable(
  "studios",
  {
    id: text("id").primaryKey(),
    producerId: text("producer_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    city: text("city").notNull(),
    /** `city` trimmed and lower-cased: what the list's city filter matches on its index. */
    cityKey: text("city_key").notNull(),
    /** Shown to the producer and to clients with a confirmed booking only. */
    address: text("address").notNull(),
    timeZone: text("time_zone").notNull(),
    hourlyRateCents: integer("hourly_rate_cents").notNull(),
    depositPercent: integer("deposit_percent").notNull(),
    /** Session lengths offered, whole hours (JSON array, ascending). */
    lengths: text("lengths", { mode: "json" }).$type<number[]>().notNull(),
    bufferMinutes: integer("buffer_minutes").notNull().default(0),
    minNoticeHours: integer("min_notice_hours").notNull().default(0),
    horizonDays: integer("horizon_days").notNull().default(60),
    /** 1 taking bookings (listed), 0 paused. */
    status: integer("status").notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("studios_producer_uq").on(t.producerId),
    index("studios_city_idx").on(t.status, t.cityKey, t.hourlyRateCents, t.id),
    index("studios_rate_idx").on(t.status, t.hourlyRateCents, t.id),
    check("studios_status_ck", sql`${t.status} in (0, 1)`),
    check("studios_rate_ck", sql`${t.hourlyRateCents} between 100 and 100000000`),
    check("studios_deposit_ck", sql`${t.depositPercent} between 0 and 100`),
    check(
      "studios_lengths_ck",
      sql`json_valid(${t.lengths}) and json_array_length(${t.lengths}) between 1 and 8`,
    ),
    check("studios_buffer_ck", sql`${t.bufferMinutes} between 0 and 120`),
    check("studios_notice_ck", sql`${t.minNoticeHours} between 0 and 720`),
    check("studios_horizon_ck", sql`${t.horizonDays} between 1 and 365`),
    check(
      "studios_text_ck",
      sql`length(${t.name}) <= 80 and length(${t.city}) <= 60 and length(${t.address}) <= 200`,
    ),
  ],
);

/** A studio's weekly hours: per weekday (0 Sunday), one row per range, minutes of the studio's day. */
export const studioHours = sqliteTable(
  "studio_hours",
  {
    studioId: text("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    startMinute: integer("start_minute").notNull(),
    endMinute: integer("end_minute").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.weekday, t.startMinute] }),
    check("studio_hours_weekday_ck", sql`${t.weekday} between 0 and 6`),
    check(
      "studio_hours_range_ck",
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.endMinute} > ${t.startMinute}
        and ${t.startMinute} % 30 = 0 and ${t.endMinute} % 30 = 0`,
    ),
  ],
);

/** A date whose hours replace the weekly ones (`ranges` JSON `[{start, end}]`; empty: closed). */
export const studioOverrides = sqliteTable(
  "studio_overrides",
  {
    studioId: text("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    ranges: text("ranges", { mode: "json" }).$type<ClockRange[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.date] }),
    check("studio_overrides_ranges_ck", sql`json_valid(${t.ranges})`),
  ],
);

/**
 * A booked session: UTC instants, the studio's zone at booking, and the held order of its deposit
 * (none when the studio takes no deposit). `bookingMoves` (machine.ts) is the only way its status moves;
 * the money of each move rides on that guarded move in one batch (docs/decisions/0810).
 */
export const studioBookings = sqliteTable(
  "studio_bookings",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "restrict" }),
    clientId: text("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    startsAt: timestamp("starts_at").notNull(),
    endsAt: timestamp("ends_at").notNull(),
    hours: integer("hours").notNull(),
    timeZone: text("time_zone").notNull(),
    notes: text("notes"),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("pending"),
    orderId: text("order_id").references(() => orders.id, { onDelete: "restrict" }),
    /** The session's full price (rate × hours), its deposit paid up front, and the platform fee on that. */
    priceCents: integer("price_cents").notNull(),
    depositCents: integer("deposit_cents").notNull(),
    feeCents: integer("fee_cents").notNull(),
    confirmedAt: timestamp("confirmed_at"),
    endedAt: timestamp("ended_at"),
    cancelledBy: text("cancelled_by", { enum: CANCELLERS }),
    /** Set once the reminder is stored, so each is sent once however often the upkeep runs. */
    remindedDayAt: timestamp("reminded_day_at"),
    remindedHourAt: timestamp("reminded_hour_at"),
    ...timestamps(),
  },
  (t) => [
    index("studio_bookings_client_idx").on(t.clientId, t.status, t.startsAt),
    index("studio_bookings_studio_idx").on(t.studioId, t.status, t.startsAt),
    index("studio_bookings_due_idx").on(t.status, t.endsAt),
    index("studio_bookings_pending_idx").on(t.status, t.createdAt),
    index("studio_bookings_start_idx").on(t.status, t.startsAt),
    check("studio_bookings_hours_ck", sql`${t.hours} between 1 and 8`),
    check("studio_bookings_span_ck", sql`${t.endsAt} = ${t.startsAt} + ${t.hours} * 3600000`),
    check(
      "studio_bookings_money_ck",
      sql`${t.depositCents} between 0 and ${t.priceCents} and ${t.feeCents} >= 0
        and (${t.depositCents} = 0) = (${t.orderId} is null)`,
    ),
    check("studio_bookings_notes_ck", sql`${t.notes} is null or length(${t.notes}) <= 1000`),
  ],
);

/**
 * The 15-minute cells an active booking holds, buffer included (`occupiedCells`, cell = its start in
 * UTC ms). The primary key is the no-double-booking rule: of two batches claiming one cell, the second
 * fails whole, its payment with it. A booking that ends declined or cancelled deletes its cells in the
 * batch that ends it, so the time frees up; a completed one keeps them (its time has passed).
 */
export const studioBookingCells = sqliteTable(
  "studio_booking_cells",
  {
    studioId: text("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "restrict" }),
    cell: integer("cell").notNull(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => studioBookings.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.cell] }),
    index("studio_booking_cells_booking_idx").on(t.bookingId),
  ],
);

/**
 * How many studios take bookings, in all (`city_key` '') and per city: the studio list's total without a
 * rate filter, one row instead of a count over the studios. Kept by migration 0039's triggers wherever a
 * studio's status or city moves.
 */
export const studioListCounts = sqliteTable("studio_list_counts", {
  cityKey: text("city_key").primaryKey(),
  listed: integer("listed").notNull().default(0),
});

export type StudioRow = typeof studios.$inferSelect;
export type StudioBookingRow = typeof studioBookings.$inferSelect;
