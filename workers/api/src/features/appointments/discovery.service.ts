import { and, asc, eq, gt, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { validationError } from "../../kit/errors";
import { MAX_PAGED_ROWS, type Page, pageWindow, toPage } from "../../kit/pagination";
import { users } from "../accounts/schema";
import type { PublicStudio, SlotsQuery, StudioListQuery, StudioSlots, StudioSummary } from "./contract";
import {
  type StudioRow,
  studioBookings,
  studioHours,
  studioListCounts,
  studioOverrides,
  studios,
} from "./schema";
import { type Busy, freeSlots, NEXT_FREE_DAYS, nextFreeSlot } from "./slots.rules";
import { ACTIVE_BOOKING_STATUSES } from "./states";
import { rulesOf, studioFrom, studioReads } from "./studio.service";
import { dayStartUtc, wallClock } from "./zone-time.rules";

/*
 * Studios as creators find them (issue #36): the list by city and rate, one studio's page (its address
 * only for a client with a confirmed booking there), and its free slots for a range of days, computed by
 * the pure slot engine in the studio's zone and answered as UTC instants with the zone beside them.
 */

const DAY_MS = 86_400_000;

const termsOf = (row: StudioRow, producer: string): Omit<StudioSummary, "next_free"> => ({
  id: row.id,
  name: row.name,
  city: row.city,
  time_zone: row.timeZone,
  hourly_rate: row.hourlyRateCents,
  deposit_percent: row.depositPercent,
  lengths: row.lengths,
  producer: { id: row.producerId, name: producer },
});

/** A page of the studios taking bookings, cheapest first, on `studios_city_idx` or `studios_rate_idx`. */
export async function listStudios(
  db: Db,
  query: StudioListQuery,
  now = Date.now(),
): Promise<Page<StudioSummary>> {
  const where = and(
    eq(studios.status, 1),
    query.city ? eq(studios.cityKey, query.city.toLowerCase()) : undefined,
    query.max_rate !== undefined ? lte(studios.hourlyRateCents, query.max_rate) : undefined,
  );
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const onPage = db
    .select({ id: studios.id })
    .from(studios)
    .where(where)
    .orderBy(asc(studios.hourlyRateCents), asc(studios.id))
    .limit(limit)
    .offset(offset);
  // One wave: the page, its total, and what each studio on it needs for its next free time (its hours,
  // overrides and the sessions of the days looked at), each keyed by the page's ids.
  const [rows, totals, hours, overrides, busy] = await db.batch([
    // The producer's name under its own key: D1 keys a batch's rows by column name, and both are `name`.
    db
      .select({
        studio: studios,
        producer: sql<string>`(select name from ${users} where id = ${studios.producerId})`.as(
          "producer_name",
        ),
      })
      .from(studios)
      .where(where)
      .orderBy(asc(studios.hourlyRateCents), asc(studios.id))
      .limit(limit)
      .offset(offset),
    // The total: one row of studio_list_counts (migration 0039) by city or in all; with a rate filter,
    // counted up to the paging depth (MAX_PAGED_ROWS) like the markets' filtered totals.
    query.max_rate === undefined
      ? db
          .select({ n: sql<number>`coalesce(max(${studioListCounts.listed}), 0)` })
          .from(studioListCounts)
          .where(eq(studioListCounts.cityKey, query.city ? query.city.toLowerCase() : ""))
      : db
          .select({ n: sql<number>`count(*)` })
          .from(db.select({ one: sql`1` }).from(studios).where(where).limit(MAX_PAGED_ROWS).as("capped")),
    db.select().from(studioHours).where(inArray(studioHours.studioId, onPage)),
    db.select().from(studioOverrides).where(inArray(studioOverrides.studioId, onPage)),
    db
      .select({
        studioId: studioBookings.studioId,
        startsAt: studioBookings.startsAt,
        endsAt: studioBookings.endsAt,
      })
      .from(studioBookings)
      .where(
        and(
          inArray(studioBookings.studioId, onPage),
          inArray(studioBookings.status, [...ACTIVE_BOOKING_STATUSES]),
          lt(studioBookings.startsAt, new Date(now + (NEXT_FREE_DAYS + 1) * DAY_MS)),
          // Unary +: the studio's own index, not studio_bookings_due_idx (see bookings.reads upcoming).
          sql`+${studioBookings.endsAt} > ${now - DAY_MS}`,
        ),
      ),
  ]);
  const summaries = rows.map(({ studio: row, producer }) => {
    const loaded = studioFrom([
      [row],
      hours.filter((h) => h.studioId === row.id),
      overrides.filter((o) => o.studioId === row.id),
    ]);
    const next = nextFreeSlot(rulesOf(loaded), busy.filter((b) => b.studioId === row.id).map(busyOf), now);
    const nextFree = next
      ? {
          start: new Date(next.startMs).toISOString(),
          local_start: localTime(row.timeZone, next.startMs),
          hours: Math.min(...row.lengths),
        }
      : null;
    return { ...termsOf(row, producer), next_free: nextFree };
  });
  return toPage(summaries, { page: query.page, perPage: query.per_page, total: totals[0]?.n ?? 0 });
}

/** Studio `id` as `viewerId` sees it. */
export async function publicStudio(db: Db, viewerId: string, id: string): Promise<PublicStudio> {
  // One wave: the studio, its schedule, its producer's name and the viewer's confirmed booking there.
  const [rows, hours, overrides, [producer], [booked]] = await db.batch([
    ...studioReads(db, id),
    db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, sql`(select ${studios.producerId} from ${studios} where ${studios.id} = ${id})`)),
    db
      .select({ id: studioBookings.id })
      .from(studioBookings)
      .where(
        and(
          eq(studioBookings.studioId, id),
          eq(studioBookings.clientId, viewerId),
          eq(studioBookings.status, "confirmed"),
        ),
      )
      .limit(1),
  ]);
  const studio = studioFrom([rows, hours, overrides]);
  const { row } = studio;
  const isMine = row.producerId === viewerId;
  return {
    ...termsOf(row, producer?.name ?? ""),
    address: isMine || booked ? row.address : null,
    buffer_minutes: row.bufferMinutes,
    min_notice_hours: row.minNoticeHours,
    horizon_days: row.horizonDays,
    weekly: studio.weekly,
    taking_bookings: row.status === 1,
    is_mine: isMine,
  };
}

/** The query of the sessions of studio `studioId` that hold time around `[fromMs, toMs)`. */
function busyQuery(db: Db, studioId: string, fromMs: number, toMs: number) {
  return db
    .select({ startsAt: studioBookings.startsAt, endsAt: studioBookings.endsAt })
    .from(studioBookings)
    .where(
      and(
        eq(studioBookings.studioId, studioId),
        inArray(studioBookings.status, [...ACTIVE_BOOKING_STATUSES]),
        lt(studioBookings.startsAt, new Date(toMs)),
        gt(studioBookings.endsAt, new Date(fromMs)),
      ),
    );
}

const busyOf = (r: { startsAt: Date; endsAt: Date }): Busy => ({
  startMs: r.startsAt.getTime(),
  endMs: r.endsAt.getTime(),
});

/** The sessions of studio `studioId` that hold time around `[fromMs, toMs)`. */
export async function busyAround(db: Db, studioId: string, fromMs: number, toMs: number): Promise<Busy[]> {
  return (await busyQuery(db, studioId, fromMs, toMs)).map(busyOf);
}

/** `YYYY-MM-DDTHH:MM` of the wall clock in `zone` at `ms`. */
export function localTime(zone: string, ms: number): string {
  const { date, minutes } = wallClock(zone, ms);
  return `${date}T${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * The free slots of studio `id` starting on the studio's dates `from`…`to`, for one offered length or
 * every one; a paused studio has none.
 */
export async function studioSlots(
  db: Db,
  id: string,
  query: SlotsQuery,
  now = Date.now(),
): Promise<StudioSlots> {
  // One wave: the studio, its schedule, and the sessions around the dates asked (every session starting
  // on them ends within a day and a buffer of the last one).
  const [rows, hours, overrides, busyRows] = await db.batch([
    ...studioReads(db, id),
    busyQuery(db, id, dayStartUtc(query.from) - 2 * DAY_MS, dayStartUtc(query.to) + 3 * DAY_MS),
  ]);
  const studio = studioFrom([rows, hours, overrides]);
  const { row } = studio;
  if (query.hours !== undefined && !row.lengths.includes(query.hours)) {
    throw validationError({ hours: [`This studio offers sessions of ${row.lengths.join(", ")} hours.`] });
  }
  const busy = busyRows.map(busyOf);
  const rules = rulesOf(studio);
  const lengths = query.hours !== undefined ? [query.hours] : row.lengths;
  const slots =
    row.status === 1
      ? lengths.flatMap((hours) =>
          freeSlots(rules, busy, { from: query.from, to: query.to, lengthHours: hours, nowMs: now }).map(
            (s) => ({
              start: new Date(s.startMs).toISOString(),
              end: new Date(s.endMs).toISOString(),
              hours,
              local_start: localTime(row.timeZone, s.startMs),
              local_end: localTime(row.timeZone, s.endMs),
            }),
          ),
        )
      : [];
  slots.sort((a, b) => (a.start === b.start ? a.hours - b.hours : a.start < b.start ? -1 : 1));
  return {
    studio_id: row.id,
    time_zone: row.timeZone,
    from: query.from,
    to: query.to,
    lengths: row.lengths,
    slots,
  };
}
