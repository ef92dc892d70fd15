import { sql } from "drizzle-orm";
import type { Statement } from "../d1-batch";
import { newId } from "../ids";
import { type Changes, changedFields } from "./rules";
import { auditLog } from "./schema";

/** Who wrote, from where and when: the admin's id and the request's IP. */
export interface AuditActor {
  userId: string;
  ip: string | null;
  now: Date;
}

/** One audited write. */
export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string;
  /** The record before the write (null for a create) and after it (null for a delete). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason?: string | null;
  /** Fields logged as changed without their values. */
  hidden?: ReadonlyArray<string>;
}

/**
 * The statement that records `entry`, to run in the SAME D1 batch as the write it describes, so a write
 * is never without its record nor a record without its write.
 *
 * With `onlyIfChanged`, it is placed right after the write and records only when that write changed a
 * row (`changes()` reads the previous statement of the batch's connection): a guarded update or delete
 * that matched nothing leaves no record.
 *
 * @example
 * await d1Batch(db, [update, auditStatement(actor, { action: "status", entity: "genre", entityId, before, after }, { onlyIfChanged: true })]);
 */
export function auditStatement(
  actor: AuditActor,
  entry: AuditEntry,
  options: { onlyIfChanged?: boolean } = {},
): Statement {
  const changes: Changes = changedFields(entry.before, entry.after, entry.hidden);
  const id = newId("aud", actor.now.getTime());
  const values = sql`${id}, ${actor.userId}, ${entry.action}, ${entry.entity}, ${entry.entityId},
    ${JSON.stringify(changes)}, ${entry.reason ?? null}, ${actor.ip}, ${actor.now.getTime()}`;
  const columns = sql`(id, actor_id, action, entity, entity_id, changes, reason, ip, created_at)`;
  return options.onlyIfChanged
    ? sql`insert into ${auditLog} ${columns} select ${values} where changes() > 0`
    : sql`insert into ${auditLog} ${columns} values (${values})`;
}
