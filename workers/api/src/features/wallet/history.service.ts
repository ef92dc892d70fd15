import type { z } from "@hono/zod-openapi";
import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { MAX_PAGED_ROWS, pageWindow } from "../../kit/pagination";
import { postingsSince, walletFundsOf } from "../ledger";
import { defaultMethodView } from "../payments";
import type { TransactionsQuery, WalletDashboard, WalletSummary } from "./contract";
import {
  balanceSeries,
  createdWindow,
  type MonthFigures,
  monthSeries,
  monthsStart,
  RECENT_OPERATIONS,
  seriesStart,
  totalsOf,
} from "./history.rules";
import { loaded, operationWithMethod } from "./operation-reads";
import { toOperationView } from "./operation-view";
import { type WalletOperationStatus, type WalletOperationType, walletOperations } from "./schema";

/*
 * The wallet's history and figures (spec §3, §7 `transactions`, `summary`, `dashboard`). Every read is
 * bounded by the user: the lists walk `wallet_operations_user_idx` (user, created_at, id) newest first,
 * the balance series reads only the last 30 days of the wallet's postings.
 */

/** The history's filters once parsed (TransactionsQuery without the page fields). */
export interface HistoryFilters {
  tx_type?: WalletOperationType;
  status?: WalletOperationStatus;
  start_date?: string;
  end_date?: string;
}

/** Most rows one CSV export holds (newest first); the answer says when the history had more. */
export const MAX_EXPORT_ROWS = 10_000;

type Query = z.output<typeof TransactionsQuery>;

/** The filter fields of a parsed TransactionsQuery. */
export function filtersOf(query: Query): HistoryFilters {
  const { tx_type, status, start_date, end_date } = query;
  return { tx_type, status, start_date, end_date };
}

function matching(userId: string, filters: HistoryFilters): SQL | undefined {
  const { from, before } = createdWindow(filters.start_date, filters.end_date);
  return and(
    eq(walletOperations.userId, userId),
    filters.tx_type ? eq(walletOperations.type, filters.tx_type) : undefined,
    filters.status ? eq(walletOperations.status, filters.status) : undefined,
    from === undefined ? undefined : gte(walletOperations.createdAt, new Date(from)),
    before === undefined ? undefined : lt(walletOperations.createdAt, new Date(before)),
  );
}

/**
 * The statement of one window of a user's history, newest first (created_at desc, id desc), each row
 * with its method's id, name and type (a deleted method is still named). Exported to pin its plan.
 */
export function historyQuery(db: Db, userId: string, filters: HistoryFilters, limit: number, offset = 0) {
  return operationWithMethod(db)
    .where(matching(userId, filters))
    .orderBy(desc(walletOperations.createdAt), desc(walletOperations.id))
    .limit(limit)
    .offset(offset);
}

const toView = (found: Parameters<typeof loaded>[0]) => {
  const { row, method } = loaded(found);
  return toOperationView(row, method);
};

/** One page of the user's history and how many operations match the filters. */
export async function listTransactions(
  db: Db,
  userId: string,
  filters: HistoryFilters,
  page: number,
  perPage: number,
) {
  const { limit, offset } = pageWindow(page, perPage);
  const [rows, totals] = await db.batch([
    historyQuery(db, userId, filters, limit, offset),
    // Counted only as deep as paging reaches (MAX_PAGED_ROWS): a long history costs a bounded count.
    db.select({ n: count() }).from(
      db
        .select({ one: sql`1`.as("one") })
        .from(walletOperations)
        .where(matching(userId, filters))
        .limit(MAX_PAGED_ROWS + 1)
        .as("counted"),
    ),
  ]);
  return { items: rows.map(toView), total: totals[0]?.n ?? 0 };
}

/**
 * The user's history for the CSV export: at most `cap` operations, newest first; `capped`
 * says that older ones matched too and were left out.
 */
export async function exportTransactions(
  db: Db,
  userId: string,
  filters: HistoryFilters,
  cap = MAX_EXPORT_ROWS,
) {
  const rows = await historyQuery(db, userId, filters, cap + 1);
  return { items: rows.slice(0, cap).map(toView), capped: rows.length > cap };
}

/** The per-month figures of the user's operations (UTC months) and how many are pending. */
/**
 * Money in, out and fees per calendar month (UTC) from `since`: the user's operations of those months
 * alone, a range of `wallet_operations_user_idx`, so a long history costs no more to summarise.
 */
export function monthFiguresQuery(db: Db, userId: string, since: number) {
  const completed = sql`${walletOperations.status} = 'completed'`;
  const amount = walletOperations.signedAmount;
  return db
    .select({
      month: sql<string>`strftime('%Y-%m', ${walletOperations.createdAt} / 1000, 'unixepoch')`.as("month"),
      money_in: sql<number>`coalesce(sum(case when ${completed} and ${amount} > 0 then ${amount} end), 0)`,
      money_out: sql<number>`coalesce(sum(case when ${completed} and ${amount} < 0 then -${amount} end), 0)`,
      fees: sql<number>`coalesce(sum(case when ${completed} then ${walletOperations.fee} end), 0)`,
      pending: sql<number>`sum(${walletOperations.status} = 'pending')`,
    })
    .from(walletOperations)
    .where(and(eq(walletOperations.userId, userId), gte(walletOperations.createdAt, new Date(since))))
    .groupBy(sql`month`);
}

/**
 * The wallet's figures: balance, held and available from the ledger (zeros, and no wallet created, for
 * a user who has none), all-time totals and the last 12 months over completed operations (money out
 * includes the fees paid), the end-of-day balance of the last 30 days, and the pending count.
 */
export async function walletSummary(
  db: Db,
  userId: string,
  now = Date.now(),
): Promise<z.output<typeof WalletSummary>> {
  const [funds, months, recentPostings] = await Promise.all([
    walletFundsOf(db, userId),
    monthFiguresQuery(db, userId, monthsStart(now)),
    postingsSince(db, userId, seriesStart(now)),
  ]);
  const postings = recentPostings.map((p) => ({ amount: p.amount, createdAt: p.createdAt.getTime() }));
  const figures: MonthFigures[] = months.map(({ month, money_in, money_out, fees }) => ({
    month,
    money_in,
    money_out,
    fees,
  }));
  return {
    balance: funds.balance,
    held: funds.held,
    available: funds.available,
    totals: totalsOf(figures),
    months: monthSeries(figures, now),
    balance_series: balanceSeries(funds.balance, postings, now),
    pending_count: months.reduce((n, m) => n + m.pending, 0),
  };
}

/** The summary, the 5 most recent operations and the default payment method. */
export async function walletDashboard(
  db: Db,
  userId: string,
  now = Date.now(),
): Promise<z.output<typeof WalletDashboard>> {
  const [summary, recent, defaultMethod] = await Promise.all([
    walletSummary(db, userId, now),
    historyQuery(db, userId, {}, RECENT_OPERATIONS),
    defaultMethodView(db, userId),
  ]);
  return { ...summary, recent: recent.map(toView), default_method: defaultMethod };
}
