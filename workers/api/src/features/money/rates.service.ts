import type { z } from "@hono/zod-openapi";
import { type CurrencyCode, DEFAULT_RATES, isCurrencyCode, type RateTable } from "@ngoma/currency";
import { count, desc } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { newId } from "../../kit/ids";
import { pageWindow } from "../../kit/pagination";
import type { RATE_SOURCES, RateTableSchema, RateUpdate } from "./contract";
import { fromRateMicros, toRateMicros } from "./rate-micros";
import { exchangeRates, exchangeRateUpdates } from "./schema";

export type RateSource = (typeof RATE_SOURCES)[number];

/** The table as clients read it (the API guide at /api/docs "Money"). */
export type RateTableView = z.output<typeof RateTableSchema>;

/** One statement per code: a multi-row insert of 77 rows would pass D1's 100 bound-parameter limit. */
function defaultRowInserts(db: Db, now: Date) {
  return Object.entries(DEFAULT_RATES).map(([code, rate]) =>
    db
      .insert(exchangeRates)
      .values({ code, rateMicros: toRateMicros(rate), source: "default", updatedBy: null, updatedAt: now })
      .onConflictDoNothing(),
  );
}

/**
 * Stores the package's default table for every code that has no row yet. Idempotent; the seed script
 * does the same in SQL, and `readRateTable` calls this when the table is empty, so a fresh database
 * (production's first deploy, a test) serves rates without a manual step.
 */
export async function seedDefaultRates(db: Db, now = new Date()): Promise<void> {
  const [first, ...rest] = defaultRowInserts(db, now);
  if (first) await db.batch([first, ...rest]);
}

type RateRow = typeof exchangeRates.$inferSelect;

/** Newest `updated_at` wins; in a tie (a first read seeds, then an update lands in the same ms) a set beats the seed. */
function isNewer(row: RateRow, than: RateRow): boolean {
  const diff = row.updatedAt.getTime() - than.updatedAt.getTime();
  return diff > 0 || (diff === 0 && than.source === "default" && row.source !== "default");
}

/** The stored table, seeded from the defaults (stamped `now`) on first use. */
export async function readRateTable(db: Db, now = new Date()): Promise<RateTableView> {
  let rows = await db.select().from(exchangeRates);
  if (rows.length === 0) {
    await seedDefaultRates(db, now);
    rows = await db.select().from(exchangeRates);
  }
  // A currency added to the package after the last seed still converts, at its default rate.
  const rates: Record<string, number> = { ...DEFAULT_RATES };
  let newest = rows[0];
  for (const row of rows) {
    if (!isCurrencyCode(row.code)) continue;
    rates[row.code] = fromRateMicros(row.rateMicros);
    if (newest && isNewer(row, newest)) newest = row;
  }
  return {
    base: "USD",
    rates,
    updated_at: (newest?.updatedAt ?? new Date(0)).toISOString(),
    source: newest?.source ?? "default",
  };
}

export interface ApplyResult {
  /** Codes whose stored rate actually changed. */
  changed: CurrencyCode[];
  table: RateTableView;
}

/**
 * Writes a validated (partial) table and its audit row in one D1 batch, so the table and its history
 * never disagree. Unchanged codes are not rewritten: their `updated_at` keeps saying when they last moved.
 */
export async function applyRates(
  db: Db,
  rates: RateTable,
  source: Exclude<RateSource, "default">,
  updatedBy: string | null,
  now = new Date(),
): Promise<ApplyResult> {
  // Seeding (if this is the first use) is stamped with the same instant, never after this update.
  const current = await readRateTable(db, now);
  const changed = (Object.keys(rates) as CurrencyCode[])
    .filter((code) => toRateMicros(rates[code] as number) !== toRateMicros(current.rates[code] ?? 0))
    .sort();
  const writes = changed.map((code) => {
    const rateMicros = toRateMicros(rates[code] as number);
    return db
      .insert(exchangeRates)
      .values({ code, rateMicros, source, updatedBy, updatedAt: now })
      .onConflictDoUpdate({
        target: exchangeRates.code,
        set: { rateMicros, source, updatedBy, updatedAt: now },
      });
  });
  const audit = db.insert(exchangeRateUpdates).values({
    id: newId("xru", now.getTime()),
    source,
    outcome: "applied",
    message: describeChange(changed, updatedBy),
    changed: changed.length,
    createdAt: now,
  });
  await db.batch([audit, ...writes]);
  return { changed, table: changed.length > 0 ? withChanges(current, rates, changed, source, now) : current };
}

/** The table as `readRateTable` would read it after the writes: stored precision, the newest stamp and source. */
function withChanges(
  current: RateTableView,
  rates: RateTable,
  changed: CurrencyCode[],
  source: RateSource,
  now: Date,
): RateTableView {
  const next = { ...current.rates };
  for (const code of changed) next[code] = fromRateMicros(toRateMicros(rates[code] as number));
  const newer = now.getTime() >= Date.parse(current.updated_at);
  return {
    base: "USD",
    rates: next,
    updated_at: newer ? now.toISOString() : current.updated_at,
    source: newer ? source : current.source,
  };
}

function describeChange(changed: CurrencyCode[], updatedBy: string | null): string {
  const what = changed.length === 0 ? "No rate changed" : `Updated ${changed.join(", ")}`;
  return updatedBy ? `${what} (by ${updatedBy})` : what;
}

/** Audit row for a refresh that did not happen; the table itself is left as it was. */
export async function recordFailedUpdate(
  db: Db,
  source: Exclude<RateSource, "default">,
  message: string,
  now = new Date(),
): Promise<void> {
  await db.insert(exchangeRateUpdates).values({
    id: newId("xru", now.getTime()),
    source,
    outcome: "failed",
    message: message.slice(0, 500),
    changed: 0,
    createdAt: now,
  });
}

export type RateUpdateView = z.output<typeof RateUpdate>;

/** Newest first; ids are time-ordered, so `id` breaks ties between rows of the same millisecond. */
export async function rateUpdateHistory(db: Db, page: number, perPage: number) {
  const { limit, offset } = pageWindow(page, perPage);
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(exchangeRateUpdates)
      .orderBy(desc(exchangeRateUpdates.createdAt), desc(exchangeRateUpdates.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(exchangeRateUpdates),
  ]);
  const items: RateUpdateView[] = rows.map((r) => ({
    id: r.id,
    source: r.source,
    outcome: r.outcome,
    message: r.message,
    changed: r.changed,
    created_at: r.createdAt.toISOString(),
  }));
  return { items, total: totals[0]?.total ?? 0 };
}
