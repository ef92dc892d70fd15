import { currentAuth } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { Metrics } from "./metrics.contract";
import { countLiveSessions } from "./sessions.service";

/**
 * `/promoter_creator/metrics`: the figures the client stores as `global_metrics` (spec §7). Features
 * that own other figures (campaigns, earnings) extend this object as they land.
 */
export const metricsRoutes = createRouter().openapi(
  defineRoute({
    method: "post",
    path: "/metrics",
    tags: ["Account"],
    summary: "Global metrics for the signed-in account",
    security: bearer,
    responses: { 200: jsonResponse(Metrics, "Metrics"), ...errorResponses(401) },
  }),
  async (c) => {
    const { user, roles } = currentAuth(c);
    const activeSessions = await countLiveSessions(c.var.db, user.id);
    const data = {
      user_id: user.id,
      roles: [...roles],
      active_sessions: activeSessions,
      email_verified: user.emailVerifiedAt !== null,
      phone_verified: user.phoneVerifiedAt !== null,
      member_since: user.createdAt.toISOString(),
    };
    return c.json({ data }, 200);
  },
);
