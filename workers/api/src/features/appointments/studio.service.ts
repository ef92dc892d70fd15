import { asc, eq, sql } from "drizzle-orm";
import { d1Batch } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import type { SaveStudioBody, StudioSettings } from "./contract";
import { clock } from "./rules";
import { type StudioRow, studioHours, studioOverrides, studios } from "./schema";
import type { StudioRules } from "./slots.rules";
import { parseClock } from "./zone-time.rules";

/*
 * A producer's studio and schedule (issue #36): one per producer, saved whole in one batch (profile,
 * weekly ranges, date overrides), and read back as the rules the slot engine takes. Changing the
 * schedule never touches existing bookings: they hold their cells until they end.
 */

/** A studio with its schedule, as the slot rules and the views need it. */
export interface LoadedStudio {
  row: StudioRow;
  weekly: { weekday: number; start: string; end: string }[];
  overrides: { date: string; ranges: { start: string; end: string }[] }[];
}

/** `studio` as the pure slot engine's rules. */
export function rulesOf(studio: LoadedStudio): StudioRules {
  const { row } = studio;
  return {
    timeZone: row.timeZone,
    weekly: studio.weekly,
    overrides: studio.overrides,
    lengthsHours: row.lengths,
    bufferMinutes: row.bufferMinutes,
    minNoticeHours: row.minNoticeHours,
    horizonDays: row.horizonDays,
  };
}

/** The reads of studio `id`: its row, weekly hours and overrides — all keyed by the id, so one wave. */
export function studioReads(db: Db, id: string) {
  return [
    db.select().from(studios).where(eq(studios.id, id)),
    db
      .select()
      .from(studioHours)
      .where(eq(studioHours.studioId, id))
      .orderBy(asc(studioHours.weekday), asc(studioHours.startMinute)),
    db
      .select()
      .from(studioOverrides)
      .where(eq(studioOverrides.studioId, id))
      .orderBy(asc(studioOverrides.date)),
  ] as const;
}

type StudioReadRows = [
  StudioRow[],
  (typeof studioHours.$inferSelect)[],
  (typeof studioOverrides.$inferSelect)[],
];

/** The studio `studioReads` answered (404 when there is none). */
export function studioFrom([rows, hours, overrides]: StudioReadRows): LoadedStudio {
  const row = rows[0];
  if (!row) throw notFound("Studio");
  return {
    row,
    weekly: hours.map((h) => ({ weekday: h.weekday, start: clock(h.startMinute), end: clock(h.endMinute) })),
    overrides: overrides.map((o) => ({ date: o.date, ranges: o.ranges })),
  };
}

/** Studio `id` with its schedule (404 when there is none), in one batch. */
export async function loadStudio(db: Db, id: string): Promise<LoadedStudio> {
  return studioFrom(await db.batch([...studioReads(db, id)]));
}

/** The producer's studio as they saved it. */
export function settingsView(studio: LoadedStudio): StudioSettings {
  const { row } = studio;
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    address: row.address,
    time_zone: row.timeZone,
    hourly_rate: row.hourlyRateCents,
    deposit_percent: row.depositPercent,
    lengths: row.lengths,
    buffer_minutes: row.bufferMinutes,
    min_notice_hours: row.minNoticeHours,
    horizon_days: row.horizonDays,
    status: row.status === 1 ? 1 : 0,
    weekly: studio.weekly,
    overrides: studio.overrides,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The caller's studio, or null before the first save. */
export async function myStudio(db: Db, producerId: string): Promise<StudioSettings | null> {
  const [row] = await db.select().from(studios).where(eq(studios.producerId, producerId));
  return row ? settingsView(await loadStudio(db, row.id)) : null;
}

/**
 * Saves the producer's studio and schedule in one batch: the profile upserted on the producer (two
 * first saves racing make one studio), the weekly ranges and overrides replaced. Ranges travel as one
 * JSON parameter each (`json_each`), so a long schedule stays within D1's bound-parameter limit.
 */
export async function saveStudio(
  db: Db,
  producerId: string,
  body: SaveStudioBody,
  now = Date.now(),
): Promise<StudioSettings> {
  const lengths = JSON.stringify([...body.lengths].sort((a, b) => a - b));
  const weekly = JSON.stringify(
    body.weekly.map((r) => ({ w: r.weekday, s: parseClock(r.start), e: parseClock(r.end) })),
  );
  const overrides = JSON.stringify(
    body.overrides.map((o) => ({ d: o.date, r: o.ranges.map((r) => ({ start: r.start, end: r.end })) })),
  );
  const mine = sql`(select id from ${studios} where producer_id = ${producerId})`;
  await d1Batch(db, [
    sql`insert into ${studios} (id, producer_id, name, city, city_key, address, time_zone, hourly_rate_cents,
        deposit_percent, lengths, buffer_minutes, min_notice_hours, horizon_days, status, created_at, updated_at)
      values (${newId("std", now)}, ${producerId}, ${body.name}, ${body.city}, ${body.city.toLowerCase()},
        ${body.address}, ${body.time_zone}, ${body.hourly_rate}, ${body.deposit_percent}, ${lengths},
        ${body.buffer_minutes}, ${body.min_notice_hours}, ${body.horizon_days}, ${body.status}, ${now}, ${now})
      on conflict (producer_id) do update set name = excluded.name, city = excluded.city,
        city_key = excluded.city_key, address = excluded.address, time_zone = excluded.time_zone,
        hourly_rate_cents = excluded.hourly_rate_cents, deposit_percent = excluded.deposit_percent,
        lengths = excluded.lengths, buffer_minutes = excluded.buffer_minutes,
        min_notice_hours = excluded.min_notice_hours, horizon_days = excluded.horizon_days,
        status = excluded.status, updated_at = excluded.updated_at`,
    sql`delete from ${studioHours} where studio_id = ${mine}`,
    sql`insert into ${studioHours} (studio_id, weekday, start_minute, end_minute)
      select ${mine}, json_extract(value, '$.w'), json_extract(value, '$.s'), json_extract(value, '$.e')
      from json_each(${weekly})`,
    sql`delete from ${studioOverrides} where studio_id = ${mine}`,
    sql`insert into ${studioOverrides} (studio_id, date, ranges)
      select ${mine}, json_extract(value, '$.d'), json_extract(value, '$.r') from json_each(${overrides})`,
  ]);
  const saved = await myStudio(db, producerId);
  if (!saved) throw new Error(`studio of ${producerId} missing after its save`);
  return saved;
}
