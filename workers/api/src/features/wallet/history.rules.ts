/*
 * Pure decisions of the wallet's history and summary (spec §3 filters, §7 summary/dashboard): UTC days
 * and months, and the end-of-day balance series rebuilt from a wallet's recent postings. No I/O.
 */

export const DAY_MS = 86_400_000;
/** Days in the summary's balance chart, today included. */
export const SERIES_DAYS = 30;
/** Calendar months in the summary, the current one included. */
export const SUMMARY_MONTHS = 12;
/** Operations the dashboard lists under its figures. */
export const RECENT_OPERATIONS = 5;

/** Whether `text` is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const at = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === text;
}

/** Midnight UTC starting the day `date` (YYYY-MM-DD), in epoch ms. */
export function dayStart(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/**
 * The `created_at` window of a date filter: from the start day's midnight (inclusive) to the midnight
 * after the end day (exclusive), so both days are included whole. Either side may be open.
 *
 * @example createdWindow("2026-11-01", "2026-11-01") // { from: 1793491200000, before: 1793577600000 }
 */
export function createdWindow(start?: string, end?: string): { from?: number; before?: number } {
  return {
    from: start === undefined ? undefined : dayStart(start),
    before: end === undefined ? undefined : dayStart(end) + DAY_MS,
  };
}

/** The UTC day (YYYY-MM-DD) of an instant. */
export function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The last `count` calendar months (UTC) as YYYY-MM, oldest first, the month of `now` last. */
export function lastMonths(now: number, count = SUMMARY_MONTHS): string[] {
  const today = new Date(now);
  return Array.from({ length: count }, (_, k) =>
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (count - 1 - k), 1))
      .toISOString()
      .slice(0, 7),
  );
}

/** Money in, out and fees of one month, cents. */
export interface MonthFigures {
  month: string;
  money_in: number;
  money_out: number;
  fees: number;
}

/**
 * The summary's months: every one of the last `count` months, oldest first, a month with nothing as
 * zeros; figures of older months are left out (they still count in the totals).
 */
export function monthSeries(rows: readonly MonthFigures[], now: number, count = SUMMARY_MONTHS) {
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return lastMonths(now, count).map(
    (month) => byMonth.get(month) ?? { month, money_in: 0, money_out: 0, fees: 0 },
  );
}

/** The first instant (UTC) of the oldest of the last `count` calendar months: where the summary reads from. */
export function monthsStart(now: number, count = SUMMARY_MONTHS): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - (count - 1), 1);
}

/** The totals of the per-month figures (the summary's months: the last 12). */
export function totalsOf(rows: readonly MonthFigures[]) {
  return rows.reduce(
    (t, r) => ({
      money_in: t.money_in + r.money_in,
      money_out: t.money_out + r.money_out,
      fees: t.fees + r.fees,
    }),
    { money_in: 0, money_out: 0, fees: 0 },
  );
}

/** Midnight UTC starting the oldest day of the balance series. */
export function seriesStart(now: number, days = SERIES_DAYS): number {
  return Math.floor(now / DAY_MS) * DAY_MS - (days - 1) * DAY_MS;
}

/**
 * The wallet's balance at the end of each of the last `days` UTC days, oldest first: today's is the
 * current balance, each earlier day's is the current balance minus every posting made after that day
 * ended. `postings` must hold at least every posting since `seriesStart(now, days)`; older ones are
 * ignored.
 */
export function balanceSeries(
  balance: number,
  postings: readonly { amount: number; createdAt: number }[],
  now: number,
  days = SERIES_DAYS,
): { date: string; balance: number }[] {
  const first = seriesStart(now, days);
  // What was posted during each day of the window (index 0 = the oldest day).
  const perDay = new Array<number>(days).fill(0);
  // Postings stamped after today ends (a writer's clock ahead of ours) are not in today's balance yet.
  let afterToday = 0;
  for (const p of postings) {
    const index = Math.floor((p.createdAt - first) / DAY_MS);
    if (index >= days) afterToday += p.amount;
    else if (index >= 0) perDay[index] = (perDay[index] ?? 0) + p.amount;
  }
  const series = new Array<{ date: string; balance: number }>(days);
  let atEnd = balance - afterToday;
  for (let index = days - 1; index >= 0; index--) {
    series[index] = { date: utcDay(first + index * DAY_MS), balance: atEnd };
    atEnd -= perDay[index] ?? 0;
  }
  return series;
}
