import { currentAuth } from "../../kit/auth";
import type { Db } from "../../kit/db";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { type CreatorFiguresView, Metrics } from "./metrics.contract";
import { countLiveSessions } from "./sessions.service";

/**
 * The figures other features own and add to the account's metrics. Accounts declares what it needs; the
 * app passes the implementations (app.ts), so accounts imports none of those features.
 */
export interface MetricsSources {
  /** A creator's catalogue figures (the studio). */
  creator: (db: Db, userId: string, nowMs: number) => Promise<CreatorFiguresView>;
}

/**
 * `/promoter_creator/metrics`: the figures the client stores as `global_metrics` (spec §7). Features
 * that own other figures (campaigns, earnings) extend this object through `MetricsSources` as they land.
 * Every figure is read in parallel: one round trip after the session.
 */
export function metricsRoutes(sources: MetricsSources) {
  return createRouter().openapi(
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
      const [activeSessions, creator] = await Promise.all([
        countLiveSessions(c.var.db, user.id),
        roles.has("creator") ? sources.creator(c.var.db, user.id, Date.now()) : null,
      ]);
      const data = {
        user_id: user.id,
        roles: [...roles],
        active_sessions: activeSessions,
        email_verified: user.emailVerifiedAt !== null,
        phone_verified: user.phoneVerifiedAt !== null,
        member_since: user.createdAt.toISOString(),
        creator,
      };
      return c.json({ data }, 200);
    },
  );
}
