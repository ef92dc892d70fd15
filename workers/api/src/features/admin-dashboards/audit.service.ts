import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { auditLog } from "../../kit/audit/schema";
import type { Db } from "../../kit/db";
import { MAX_PAGED_ROWS, pageWindow } from "../../kit/pagination";
import { users } from "../accounts/schema";
import { createdWindow } from "../wallet";
import type { AuditEntry, AuditListQuery } from "./contract";

/** The filters of the audit list, all optional. */
export type AuditFilters = Pick<
  AuditListQuery,
  "actor_id" | "entity" | "entity_id" | "action" | "from" | "to"
>;

/**
 * The filters as one condition. Each filter leads one of the log's indexes: the actor
 * (audit_log_actor_idx), the entity and record (audit_log_entity_idx), else the time
 * (audit_log_created_idx); the days are UTC and both included.
 */
function matching(filters: AuditFilters): SQL | undefined {
  const window = createdWindow(filters.from, filters.to);
  const conditions: Array<SQL | undefined> = [
    filters.actor_id === undefined ? undefined : eq(auditLog.actorId, filters.actor_id),
    filters.entity === undefined ? undefined : eq(auditLog.entity, filters.entity),
    filters.entity_id === undefined ? undefined : eq(auditLog.entityId, filters.entity_id),
    filters.action === undefined ? undefined : eq(auditLog.action, filters.action),
    window.from === undefined ? undefined : gte(auditLog.createdAt, new Date(window.from)),
    window.before === undefined ? undefined : lt(auditLog.createdAt, new Date(window.before)),
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

/** Audit rows matching `filters`, newest first, with their actor's name. Exported to pin its plan. */
export function auditQuery(db: Db, filters: AuditFilters, limit: number, offset = 0) {
  return db
    .select({ row: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(matching(filters))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

type AuditRow = Awaited<ReturnType<typeof auditQuery>>[number];

/** One audit row on the wire. */
export function toAuditEntry({ row, actorName }: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor: { id: row.actorId, name: actorName },
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    changes: row.changes,
    reason: row.reason,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
  };
}

/** One page of the audit log and how many rows match, counted only as deep as paging reaches. */
export async function listAudit(db: Db, filters: AuditFilters, page: number, perPage: number) {
  const { limit, offset } = pageWindow(page, perPage);
  const [rows, totals] = await db.batch([
    auditQuery(db, filters, limit, offset),
    db.select({ n: count() }).from(
      db
        .select({ one: sql`1`.as("one") })
        .from(auditLog)
        .where(matching(filters))
        .limit(MAX_PAGED_ROWS + 1)
        .as("counted"),
    ),
  ]);
  return { items: rows.map(toAuditEntry), total: totals[0]?.n ?? 0 };
}
