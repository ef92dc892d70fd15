import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "../columns";

/**
 * Every admin write: who, what, which record, the changed fields (before and after) and from where.
 * Append-only: triggers (migration 0019) refuse any UPDATE or DELETE, so no call can rewrite history.
 * No foreign keys: the log outlives what it describes (a deleted genre, an anonymised user).
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    /** The admin who acted. */
    actorId: text("actor_id").notNull(),
    /** `create`, `update`, `status`, `delete`, `approve`, `reject`, `suspend`, … */
    action: text("action").notNull(),
    /** The kind of record (`genre`, `user`, `user_application`, …). */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    /** `{ field: [before, after] }` of the fields the write changed (JSON). */
    changes: text("changes", { mode: "json" }).$type<Record<string, [unknown, unknown]>>().notNull(),
    /** Why, when the write asks for a reason (a role change, a rejection). */
    reason: text("reason"),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt, t.id),
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.createdAt),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
  ],
);
