import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { orders } from "../commerce/schema";
import type { BeatMetrics, ProducerStats } from "./metrics.contract";
import { beatDaily, beatLicences, beats } from "./schema";

/*
 * Beat figures from the day rows each sale writes in its own batch (`beat_daily`), so a chart reads at
 * most 90 rows per beat and the producer's totals one row per beat-day, never the orders.
 */

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day row's upsert for one sale, to run in the sale's batch. */
export function saleDayStatement(beatId: string, priceCents: number, now: number): Statement {
  return sql`insert into ${beatDaily} (beat_id, day, orders, revenue_cents) values (${beatId}, ${utcDay(now)}, 1, ${priceCents})
    on conflict (beat_id, day) do update set orders = orders + 1, revenue_cents = revenue_cents + excluded.revenue_cents`;
}

/** The days of a window ending today (UTC), oldest first; `all` starts at the beat's creation. */
export function windowDays(window: BeatMetrics["window"], createdAt: Date, now: number): string[] {
  const today = Math.floor(now / DAY_MS);
  const first = window === "all" ? Math.floor(createdAt.getTime() / DAY_MS) : today - Number(window) + 1;
  const days: string[] = [];
  for (let d = Math.min(first, today); d <= today; d++) days.push(utcDay(d * DAY_MS));
  return days;
}

export async function beatMetrics(
  db: Db,
  producerId: string,
  beatId: string,
  window: BeatMetrics["window"],
  now = Date.now(),
): Promise<BeatMetrics> {
  const [beat] = await db
    .select({ createdAt: beats.createdAt })
    .from(beats)
    .where(and(eq(beats.id, beatId), eq(beats.producerId, producerId)))
    .limit(1);
  if (!beat) throw notFound("Beat");
  const days = windowDays(window, beat.createdAt, now);
  const from = days[0] ?? utcDay(now);
  const [rows, tiers] = await db.batch([
    db
      .select()
      .from(beatDaily)
      .where(and(eq(beatDaily.beatId, beatId), gte(beatDaily.day, from))),
    db
      .select({
        tier: beatLicences.tier,
        orders: sql<number>`count(*)`,
        revenue: sql<number>`sum(${orders.priceCents})`,
      })
      .from(beatLicences)
      .innerJoin(orders, eq(orders.id, beatLicences.orderId))
      .where(and(eq(beatLicences.beatId, beatId), gte(beatLicences.createdAt, new Date(`${from}T00:00:00Z`))))
      .groupBy(beatLicences.tier),
  ]);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const series = days.map((date) => {
    const r = byDay.get(date);
    return {
      date,
      plays: r?.plays ?? 0,
      listeners: r?.listeners ?? 0,
      orders: r?.orders ?? 0,
      revenue_cents: r?.revenueCents ?? 0,
    };
  });
  const sum = (key: "plays" | "listeners" | "orders" | "revenue_cents") =>
    series.reduce((n, p) => n + p[key], 0);
  return {
    beat_id: beatId,
    window,
    from,
    to: utcDay(now),
    totals: {
      plays: sum("plays"),
      listeners: sum("listeners"),
      orders: sum("orders"),
      revenue_cents: sum("revenue_cents"),
    },
    series,
    by_tier: tiers.map((t) => ({ tier: t.tier, orders: t.orders, revenue_cents: t.revenue ?? 0 })),
  };
}

export async function producerStats(db: Db, producerId: string): Promise<ProducerStats> {
  const perBeat = db
    .select({
      id: beats.id,
      title: beats.title,
      orders: sql<number>`coalesce(sum(${beatDaily.orders}), 0)`.as("orders"),
      revenue: sql<number>`coalesce(sum(${beatDaily.revenueCents}), 0)`.as("revenue"),
      plays: sql<number>`coalesce(sum(${beatDaily.plays}), 0)`.as("plays"),
    })
    .from(beats)
    .leftJoin(beatDaily, eq(beatDaily.beatId, beats.id))
    .where(eq(beats.producerId, producerId))
    .groupBy(beats.id);
  const [counts, figures] = await db.batch([
    db
      .select({
        total: sql<number>`count(*)`,
        published: sql<number>`coalesce(sum(${beats.isPublished}), 0)`,
        onMarket: sql<number>`coalesce(sum(${beats.listed}), 0)`,
        featured: sql<number>`coalesce(sum(${beats.isFeatured}), 0)`,
      })
      .from(beats)
      .where(eq(beats.producerId, producerId)),
    perBeat.orderBy(desc(sql`revenue`), desc(beats.id)),
  ]);
  const c = counts[0];
  const total = (key: "orders" | "revenue" | "plays") => figures.reduce((n, b) => n + Number(b[key]), 0);
  return {
    beats: {
      total: c?.total ?? 0,
      published: c?.published ?? 0,
      on_market: c?.onMarket ?? 0,
      featured: c?.featured ?? 0,
    },
    totals: { plays: total("plays"), orders: total("orders"), revenue_cents: total("revenue") },
    top_beats: figures
      .filter((b) => Number(b.orders) > 0)
      .slice(0, 5)
      .map((b) => ({ id: b.id, title: b.title, orders: Number(b.orders), revenue_cents: Number(b.revenue) })),
  };
}
