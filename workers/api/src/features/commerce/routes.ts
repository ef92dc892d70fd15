import { currentAuth } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { pageQuerySchema, toPage } from "../../kit/pagination";
import { createRouter } from "../../kit/router";
import { EarningPage } from "./contract";
import { listEarnings } from "./earnings.service";

/** `/user/wallet/payment-requests`: the data of the `/my-wallet/payment-requests` page (docs/decisions/0800). */
export const earningsRoutes = createRouter().openapi(
  defineRoute({
    method: "get",
    path: "/payment-requests",
    tags: ["Wallet"],
    summary: "Money owed to you across markets: held in escrow for you, paid out, or refunded (newest first)",
    security: bearer,
    request: { query: pageQuerySchema },
    responses: { 200: jsonResponse(EarningPage, "One page"), ...errorResponses(401, 422) },
  }),
  async (c) => {
    const { page, per_page: perPage } = c.req.valid("query");
    const { items, total } = await listEarnings(c.var.db, currentAuth(c).user.id, page, perPage);
    return c.json({ data: toPage(items, { page, perPage, total }) }, 200);
  },
);
