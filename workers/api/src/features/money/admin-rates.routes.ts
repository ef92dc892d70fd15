import { z } from "@hono/zod-openapi";
import { validateRates } from "@ngoma/currency";
import { currentAuth } from "../../kit/auth";
import { type FieldErrors, validationError } from "../../kit/errors";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { pageQuerySchema, pageSchema, toPage } from "../../kit/pagination";
import { createRouter } from "../../kit/router";
import { RateTableSchema } from "./rates.routes";
import { applyRates, rateUpdateHistory } from "./rates.service";

export const UpdateRatesBody = z
  .object({
    rates: z
      .record(z.string(), z.number({ error: "Rate must be a number." }), {
        error: "Send rates as an object of currency code → units per USD.",
      })
      .openapi({ example: { UGX: 3690, KES: 155 } }),
  })
  .strict()
  .openapi("UpdateRatesBody");

const RateUpdate = z
  .object({
    id: z.string(),
    source: z.enum(["default", "admin", "provider"]),
    outcome: z.enum(["applied", "failed"]),
    message: z.string().nullable(),
    changed: z.number().int(),
    created_at: z.string(),
  })
  .openapi("ExchangeRateUpdate");

const HistoryPage = pageSchema(RateUpdate).openapi("ExchangeRateUpdatePage");

/** Per-code messages keyed `rates.<CODE>`, from the currency package's own rules. */
function rateFieldErrors(rates: Record<string, number>): FieldErrors | null {
  if (Object.keys(rates).length === 0) return { rates: ["Send at least one rate."] };
  const fields: FieldErrors = {};
  for (const [code, rate] of Object.entries(rates)) {
    const result = validateRates({ [code]: rate });
    if (!result.ok) fields[`rates.${code}`] = result.errors.map((e) => e.replace(/^[^:]*:\s*/, ""));
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

/** `/admin/exchange-rates/*` (the area guard already demands the admin role). */
export const adminExchangeRateRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "post",
      path: "/update",
      tags: ["Money"],
      summary: "Set some or all exchange rates (units per US dollar)",
      security: bearer,
      request: { body: jsonBody(UpdateRatesBody) },
      responses: {
        200: jsonResponse(RateTableSchema, "Applied; the whole current table"),
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const { rates } = c.req.valid("json");
      const problems = rateFieldErrors(rates);
      if (problems) throw validationError(problems);
      const checked = validateRates(rates);
      if (!checked.ok) throw validationError({ rates: checked.errors });
      const { user } = currentAuth(c);
      const { changed, table } = await applyRates(c.var.db, checked.rates, "admin", user.id);
      const msg = changed.length === 0 ? "No exchange rate changed" : "Exchange rates updated";
      return c.json({ data: table, msg }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/history",
      tags: ["Money"],
      summary: "Audit of exchange-rate updates, newest first (failed provider refreshes included)",
      security: bearer,
      request: { query: pageQuerySchema },
      responses: { 200: jsonResponse(HistoryPage, "One page"), ...errorResponses(401, 403, 422) },
    }),
    async (c) => {
      const { page, per_page: perPage } = c.req.valid("query");
      const { items, total } = await rateUpdateHistory(c.var.db, page, perPage);
      const data = toPage(items, { page, perPage, total });
      return c.json({ data }, 200);
    },
  );
