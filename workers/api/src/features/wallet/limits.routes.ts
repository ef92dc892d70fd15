import { currentAuth } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { UpdateLimitsBody, WalletLimits } from "./contract";
import { updateLimits } from "./limits.service";

/** `/user/wallet/update-limits` (spec §3): lower at once, raise (up to the maximums) after 24 h. */
export const walletLimitRoutes = createRouter().openapi(
  defineRoute({
    method: "post",
    path: "/update-limits",
    tags: ["Wallet"],
    summary: "Set the daily and monthly withdrawal limits (cents); a raise applies after 24 hours",
    security: bearer,
    request: { body: jsonBody(UpdateLimitsBody) },
    responses: {
      200: jsonResponse(WalletLimits, "The limits now, and any raise waiting"),
      ...errorResponses(401, 422),
    },
  }),
  async (c) => {
    const body = c.req.valid("json");
    const data = await updateLimits(c.var.db, currentAuth(c).user.id, {
      daily: body.daily_limit,
      monthly: body.monthly_limit,
    });
    return c.json({ data, msg: "Withdrawal limits updated successfully" }, 200);
  },
);
