import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { toPage } from "../../kit/pagination";
import { createRouter } from "../../kit/router";
import { listAudit } from "./audit.service";
import { AuditListQuery, AuditPage, DashboardSummary, EntityDistribution, UsersDashboard } from "./contract";
import { dashboardSummary, entityDistribution } from "./summary.service";
import { usersDashboard } from "./users-dashboard.service";

const TAGS = ["Admin dashboards"];

/*
 * Thin routes over the dashboard services. Every path is under `/admin/`, so the area guard
 * (http/guards/session.ts) already demands the admin role before any of them runs.
 */

/** `GET /admin/users/dashboard` (spec §7 users `dashboard`): the user stats. */
export const adminUsersDashboardRoutes = createRouter().openapi(
  defineRoute({
    method: "get",
    path: "/dashboard",
    tags: TAGS,
    summary:
      "User stats: totals, active and new users, upgrade requests, growth and the 90-day sign-up trend",
    security: bearer,
    responses: { 200: jsonResponse(UsersDashboard, "The user stats"), ...errorResponses(401, 403) },
  }),
  async (c) => c.json({ data: await usersDashboard(c.var.db) }, 200),
);

/** `GET /admin/settings/dashboard-summary` and `entity-distribution` (spec §7 settings). */
export const adminSettingsRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: "/dashboard-summary",
      tags: TAGS,
      summary: "Entity counts, the latest audit rows, and the user type and status distributions",
      security: bearer,
      responses: { 200: jsonResponse(DashboardSummary, "The summary"), ...errorResponses(401, 403) },
    }),
    async (c) => c.json({ data: await dashboardSummary(c.var.db) }, 200),
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/entity-distribution",
      tags: TAGS,
      summary: "Each entity's count and share of all entities",
      security: bearer,
      responses: { 200: jsonResponse(EntityDistribution, "The distribution"), ...errorResponses(401, 403) },
    }),
    async (c) => c.json({ data: await entityDistribution(c.var.db) }, 200),
  );

/** `GET /admin/audit`: the audit log, newest first, filtered. It has no write call. */
export const adminAuditRoutes = createRouter().openapi(
  defineRoute({
    method: "get",
    path: "/",
    tags: TAGS,
    summary: "The audit log, newest first (filters: actor_id, entity, entity_id, action, from, to)",
    security: bearer,
    request: { query: AuditListQuery },
    responses: { 200: jsonResponse(AuditPage, "One page"), ...errorResponses(401, 403, 422) },
  }),
  async (c) => {
    const { page, per_page: perPage, ...filters } = c.req.valid("query");
    const { items, total } = await listAudit(c.var.db, filters, page, perPage);
    return c.json({ data: toPage(items, { page, perPage, total }) }, 200);
  },
);
