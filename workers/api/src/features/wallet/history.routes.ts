import { z } from "@hono/zod-openapi";
import { currentAuth } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { toPage } from "../../kit/pagination";
import { createRouter } from "../../kit/router";
import { TransactionsQuery, WalletDashboard, WalletOperationPage, WalletSummary } from "./contract";
import { exportFileName, transactionsCsv } from "./csv";
import { utcDay } from "./history.rules";
import {
  exportTransactions,
  filtersOf,
  listTransactions,
  MAX_EXPORT_ROWS,
  walletDashboard,
  walletSummary,
} from "./history.service";

const TAGS = ["Wallet"];

/** Set on an export that reached MAX_EXPORT_ROWS while older operations matched too. */
export const EXPORT_TRUNCATED_HEADER = "X-Export-Truncated";

const dashboardRoute = (summary: string) =>
  defineRoute({
    method: "get",
    path: "/dashboard",
    tags: TAGS,
    summary,
    security: bearer,
    responses: { 200: jsonResponse(WalletDashboard, "The dashboard"), ...errorResponses(401) },
  });

/** `/user/wallet/transactions`, its CSV export, `summary` and `dashboard` (spec §3, §7). */
export const walletHistoryRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: "/transactions",
      tags: TAGS,
      summary: "Your wallet's operations, newest first (filters: tx_type, status, start_date, end_date)",
      security: bearer,
      request: { query: TransactionsQuery },
      responses: { 200: jsonResponse(WalletOperationPage, "One page"), ...errorResponses(401, 422) },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const { page, per_page: perPage } = query;
      const { items, total } = await listTransactions(
        c.var.db,
        currentAuth(c).user.id,
        filtersOf(query),
        page,
        perPage,
      );
      return c.json({ data: toPage(items, { page, perPage, total }) }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/transactions/export",
      tags: TAGS,
      summary: "Your wallet's operations as a CSV file (the same filters; paging is ignored)",
      description:
        `Columns: date, type, status, amount, fee, balance_after, reference, counterparty, description, id; ` +
        `amounts in dollars (signed for amount). At most ${MAX_EXPORT_ROWS} operations, newest first: ` +
        `when more match, the answer carries \`${EXPORT_TRUNCATED_HEADER}: true\` and a narrower date ` +
        "range gets the rest.",
      security: bearer,
      request: { query: TransactionsQuery },
      responses: {
        200: {
          description: "The CSV file",
          content: { "text/csv": { schema: z.string() } },
        },
        ...errorResponses(401, 422),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const { items, capped } = await exportTransactions(c.var.db, currentAuth(c).user.id, filtersOf(query));
      const headers = new Headers({
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${exportFileName(utcDay(Date.now()))}"`,
        "Cache-Control": "private, no-store",
      });
      if (capped) headers.set(EXPORT_TRUNCATED_HEADER, "true");
      return new Response(transactionsCsv(items), { status: 200, headers });
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/summary",
      tags: TAGS,
      summary: "Your wallet's balance, totals by month and 30-day balance series",
      security: bearer,
      responses: { 200: jsonResponse(WalletSummary, "The summary"), ...errorResponses(401) },
    }),
    async (c) => {
      const data = await walletSummary(c.var.db, currentAuth(c).user.id);
      return c.json({ data }, 200);
    },
  )
  .openapi(dashboardRoute("Your wallet's summary, recent operations and default method"), async (c) => {
    const data = await walletDashboard(c.var.db, currentAuth(c).user.id);
    return c.json({ data }, 200);
  });

/** `/user/account/dashboard` (spec §7): the account's money overview, the wallet dashboard. */
export const accountDashboardRoutes = createRouter().openapi(
  dashboardRoute("Your account's dashboard: the wallet's figures, recent operations and default method"),
  async (c) => {
    const data = await walletDashboard(c.var.db, currentAuth(c).user.id);
    return c.json({ data }, 200);
  },
);
