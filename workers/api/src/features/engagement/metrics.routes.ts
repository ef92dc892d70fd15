import { z } from "@hono/zod-openapi";
import { and, count, eq, gt, isNull } from "drizzle-orm";
import { currentAuth } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { sessions } from "../accounts/schema";

const Metrics = z
  .object({
    user_id: z.string(),
    roles: z.array(z.string()),
    active_sessions: z.number().int(),
    email_verified: z.boolean(),
    phone_verified: z.boolean(),
    member_since: z.string(),
  })
  .openapi("GlobalMetrics");

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
    const [row] = await c.var.db
      .select({ n: count() })
      .from(sessions)
      .where(
        and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
      );
    const data = {
      user_id: user.id,
      roles: [...roles],
      active_sessions: row?.n ?? 0,
      email_verified: user.emailVerifiedAt !== null,
      phone_verified: user.phoneVerifiedAt !== null,
      member_since: user.createdAt.toISOString(),
    };
    return c.json({ data }, 200);
  },
);
