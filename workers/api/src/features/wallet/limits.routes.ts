import { currentAuth } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { UpdateLimitsBody, WalletLimits } from "./contract";
import { limitsView, updateLimits } from "./limits.service";

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
    const userId = currentAuth(c).user.id;
    const before = await limitsView(c.var.db, userId);
    const data = await updateLimits(c.var.db, userId, {
      daily: body.daily_limit,
      monthly: body.monthly_limit,
    });
    // A new raise (not the one already waiting) is told to the owner during its 24 h wait (0506).
    const raise = data.pending;
    if (raise && raise.effective_at !== before.pending?.effective_at) {
      await c.var.accountEvents({
        type: "withdrawal_limits_raised",
        userId,
        dailyLimit: raise.daily_limit,
        monthlyLimit: raise.monthly_limit,
        effectiveAt: raise.effective_at,
      });
    }
    return c.json({ data, msg: "Withdrawal limits updated successfully" }, 200);
  },
);
