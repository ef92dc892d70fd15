import { currentAuth } from "../../kit/auth";
import { validationError } from "../../kit/errors";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { pageQuerySchema, toPage } from "../../kit/pagination";
import { createRouter } from "../../kit/router";
import { RateTableSchema, RateUpdatePage, UpdateRatesBody } from "./contract";
import { checkRateUpdate } from "./rates.rules";
import { applyRates, rateUpdateHistory } from "./rates.service";

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
      const checked = checkRateUpdate(rates);
      if (!checked.ok) throw validationError(checked.errors);
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
      responses: { 200: jsonResponse(RateUpdatePage, "One page"), ...errorResponses(401, 403, 422) },
    }),
    async (c) => {
      const { page, per_page: perPage } = c.req.valid("query");
      const { items, total } = await rateUpdateHistory(c.var.db, page, perPage);
      const data = toPage(items, { page, perPage, total });
      return c.json({ data }, 200);
    },
  );
