import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { RateTableSchema } from "./contract";
import { etagOf, matchesIfNoneMatch } from "./rate-etag";
import { readRateTable } from "./rates.service";

/**
 * Rates change a few times a day at most (admin edits, the scheduled refresh), so clients may reuse a
 * copy for five minutes and then revalidate with If-None-Match. `private`: the area needs a session.
 */
export const RATES_CACHE_CONTROL = "private, max-age=300";

export const userExchangeRateRoutes = createRouter().openapi(
  defineRoute({
    method: "get",
    path: "/exchange-rates",
    tags: ["Money"],
    summary: "Exchange rates (units per US dollar) the platform converts amounts with",
    security: bearer,
    responses: {
      200: jsonResponse(RateTableSchema, "The current table; Cache-Control and ETag set"),
      304: { description: "Not modified (If-None-Match matched the ETag)" },
      ...errorResponses(401),
    },
  }),
  async (c) => {
    // Serialised once: the same string is hashed for the ETag and sent as the body.
    const body = JSON.stringify({ data: await readRateTable(c.var.db) });
    const etag = await etagOf(body);
    const headers = { ETag: etag, "Cache-Control": RATES_CACHE_CONTROL, Vary: "Authorization, Cookie" };
    if (matchesIfNoneMatch(c.req.header("if-none-match"), etag)) return c.body(null, 304, headers);
    return c.body(body, 200, { ...headers, "Content-Type": "application/json" });
  },
);
