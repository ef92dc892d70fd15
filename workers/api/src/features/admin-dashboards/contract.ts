import { z } from "@hono/zod-openapi";
import { pageQuerySchema, pageSchema } from "../../kit/pagination";
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  COUNTED_ENTITIES,
  isCalendarDate,
  STATUS_ENTITIES,
  TREND_DAYS,
  USER_TYPE_KEYS,
} from "./rules";

/*
 * The admin dashboards' wire contract (spec §3 dashboard summary and user stats, §7 settings
 * `dashboard-summary`, `entity-distribution`, users `dashboard`) and the audit log's list. Every figure
 * is read from counters kept exact by triggers (migration 0021), never from a scan.
 */

/** One day of the sign-up trend. */
export const TrendPoint = z
  .object({
    date: z.string().openapi({ example: "2026-11-01", description: "UTC day, YYYY-MM-DD" }),
    count: z.number().int(),
  })
  .openapi("SignupTrendPoint");

/** `GET /admin/users/dashboard` (spec §3 user stats). Keys are camelCase as the spec names them. */
export const UsersDashboard = z
  .object({
    totalUsers: z.number().int(),
    /** Users seen on a request in the last 30 days (today included). */
    activeUsers: z.number().int(),
    /** Sign-ups this calendar month (UTC). */
    newUsers: z.number().int(),
    /** Applications waiting for an admin's decision. */
    pendingUpgradeRequests: z.number().int(),
    /** Applications approved, all time. */
    totalUpgrades: z.number().int(),
    /**
     * Month-over-month growth of the user count, in percent with one decimal: sign-ups this month over
     * the users there were when the month began (0 when there were none).
     */
    userGrowth: z.number(),
    /** Daily sign-ups over the last 90 days (today last), zero-filled. */
    newuserTrend: z.array(TrendPoint).length(TREND_DAYS),
  })
  .openapi("UsersDashboard");

export const CountedEntity = z.enum(COUNTED_ENTITIES);

/** How many of each entity exist. */
export const EntityCounts = z
  .object(
    Object.fromEntries(COUNTED_ENTITIES.map((e) => [e, z.number().int()])) as Record<
      (typeof COUNTED_ENTITIES)[number],
      z.ZodNumber
    >,
  )
  .openapi("EntityCounts");

/** One admin write from the audit log, with its author's name. */
export const AuditEntry = z
  .object({
    id: z.string(),
    /** The admin who acted; `name` is null only when the account no longer exists. */
    actor: z.object({ id: z.string(), name: z.string().nullable() }),
    action: z.string().openapi({ example: "status" }),
    entity: z.string().openapi({ example: "genre" }),
    entity_id: z.string(),
    /** `{ field: [before, after] }` of the fields the write changed. */
    changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
    reason: z.string().nullable(),
    ip: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("AuditEntry");

/** One slice of the user type chart: users holding a type (Listener only: no granted role). */
export const UserTypeSlice = z
  .object({
    key: z.enum(USER_TYPE_KEYS),
    label: z.string().openapi({ example: "Listener only" }),
    count: z.number().int(),
  })
  .openapi("UserTypeSlice");

/** Active and inactive rows of one entity with a status (users: active and suspended). */
export const StatusSlice = z
  .object({ entity: z.enum(STATUS_ENTITIES), active: z.number().int(), inactive: z.number().int() })
  .openapi("StatusSlice");

/** `GET /admin/settings/dashboard-summary` (spec §3 dashboard summary). */
export const DashboardSummary = z
  .object({
    total_entities: z.number().int(),
    entity_counts: EntityCounts,
    /** The latest 10 audit log rows, newest first. */
    recent: z.array(AuditEntry),
    user_type_distribution: z.array(UserTypeSlice),
    status_distribution: z.array(StatusSlice),
  })
  .openapi("DashboardSummary");

/** One entity's share of all counted entities. */
export const EntityShare = z
  .object({
    entity: CountedEntity,
    label: z.string().openapi({ example: "Tracks" }),
    count: z.number().int(),
    /** Percent of `total_entities`, one decimal (0 when there are none). */
    share: z.number(),
  })
  .openapi("EntityShare");

/** `GET /admin/settings/entity-distribution`. */
export const EntityDistribution = z.object({ entities: z.array(EntityShare) }).openapi("EntityDistribution");

const auditDate = (what: string, name: "from" | "to") =>
  z
    .string()
    .refine(isCalendarDate, `${what} must be a date (YYYY-MM-DD).`)
    .optional()
    .openapi({ param: { name, in: "query" }, example: "2026-11-01", description: "UTC day, included" });

/** `GET /admin/audit` filters: all optional, combined with AND; the days are UTC and both included. */
export const AuditListQuery = pageQuerySchema
  .extend({
    actor_id: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .openapi({ param: { name: "actor_id", in: "query" } }),
    entity: z
      .enum(AUDIT_ENTITIES, { error: `Entity must be one of: ${AUDIT_ENTITIES.join(", ")}.` })
      .optional()
      .openapi({ param: { name: "entity", in: "query" } }),
    entity_id: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .openapi({ param: { name: "entity_id", in: "query" } }),
    action: z
      .enum(AUDIT_ACTIONS, { error: `Action must be one of: ${AUDIT_ACTIONS.join(", ")}.` })
      .optional()
      .openapi({ param: { name: "action", in: "query" } }),
    from: auditDate("From", "from"),
    to: auditDate("To", "to"),
  })
  .superRefine(({ from, to }, ctx) => {
    if (from && to && isCalendarDate(from) && isCalendarDate(to) && from > to) {
      ctx.addIssue({ code: "custom", path: ["from"], message: "From must be on or before To." });
    }
  });

export const AuditPage = pageSchema(AuditEntry).openapi("AuditPage");

export type UsersDashboard = z.infer<typeof UsersDashboard>;
export type DashboardSummary = z.infer<typeof DashboardSummary>;
export type EntityDistribution = z.infer<typeof EntityDistribution>;
export type AuditEntry = z.infer<typeof AuditEntry>;
export type AuditListQuery = z.infer<typeof AuditListQuery>;
