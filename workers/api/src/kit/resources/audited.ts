import { and, eq, inArray, type SQL } from "drizzle-orm";
import { auditStatement } from "../audit/statement";
import { d1Batch } from "../d1-batch";
import type { Db } from "../db";
import { type AppError, conflict, notFound } from "../errors";
import { auditSnapshot, rowFromDriver } from "./rows";
import type { Status } from "./rules";
import type { Actor, ResourceTable } from "./service";

/** D1 binds at most 100 parameters per statement; an id list stays well under it. */
export const MAX_IDS_PER_STATEMENT = 90;

/** How a resource's admin writes are recorded in the audit log (kit/audit). */
export interface ResourceAudit {
  /** The log's entity name (`genre`, `user_type`). */
  entity: string;
  /** Columns (SQL names) logged as changed without their values. */
  hidden?: ReadonlyArray<string>;
}

/** What the audited writes need from the resource factory. */
export interface AuditedContext {
  /** Singular, capitalised ("Genre"), for 404 and 409 messages. */
  entity: string;
  audit: ResourceAudit;
  table: ResourceTable;
  /** The caller's own rows, for per-user resources (undefined: every row). */
  owned: (actor: Actor) => SQL | undefined;
  byId: (actor: Actor, id: string) => SQL | undefined;
  /** Conditions that hold while nothing uses row `id`. */
  unused: (id: string) => SQL[];
  /** The error a failed write is reported as (a UNIQUE violation as a field error, …). */
  writeError: (error: unknown) => unknown;
  /** The 409 of a row still in use, saying where. */
  inUse: (db: Db, id: string) => Promise<AppError>;
}

type Row = Record<string, unknown> & { id: string; updatedAt: Date; status: number };

/** The guarded write lost a race twice in a row: the caller should look again before retrying. */
const raced = (entity: string) =>
  conflict(`${entity} was changed by someone else at the same moment; reload it and try again.`);

/**
 * Audited writes: each write and its audit record are one D1 batch (one transaction). Changes and
 * deletes read the row first for its before-values, then guard the write on the `updated_at` they
 * read and record with `onlyIfChanged`, so the record's "before" is exactly what the write replaced
 * and a write that matched nothing records nothing. A lost race is retried once, then a 409.
 */
export function auditedWrites(ctx: AuditedContext) {
  const t = ctx.table;
  const log = (actor: Actor, action: string, id: string, before: Row | null, after: Row | null) =>
    auditStatement(
      { userId: actor.userId, ip: actor.ip ?? null, now: actor.now },
      {
        action,
        entity: ctx.audit.entity,
        entityId: id,
        before: before && auditSnapshot(t, before),
        after: after && auditSnapshot(t, after),
        hidden: ctx.audit.hidden,
      },
      { onlyIfChanged: before !== null },
    );

  async function read(db: Db, actor: Actor, id: string): Promise<Row | undefined> {
    const [row] = await db.select().from(t).where(ctx.byId(actor, id)).limit(1);
    return row as Row | undefined;
  }

  async function batch(db: Db, statements: Parameters<typeof d1Batch>[1]) {
    try {
      return await d1Batch(db, statements);
    } catch (error) {
      throw ctx.writeError(error);
    }
  }

  /** The guarded update of `before` to `values`, then its record; the new row, or null if it raced. */
  async function tryChange(
    db: Db,
    actor: Actor,
    before: Row,
    values: Record<string, unknown>,
    action: string,
  ) {
    const set = { ...values, updatedAt: actor.now };
    const [written] = await batch(db, [
      db
        .update(t)
        .set(set as never)
        .where(and(ctx.byId(actor, before.id), eq(t.updatedAt, before.updatedAt)))
        .returning(),
      log(actor, action, before.id, before, { ...before, ...set }),
    ]);
    const raw = written?.results[0];
    return raw ? (rowFromDriver(t, raw) as Row) : null;
  }

  return {
    /** Inserts `values` (a whole row, id included) and records it. */
    async create(db: Db, actor: Actor, values: Record<string, unknown> & { id: string }) {
      const [written] = await batch(db, [
        db
          .insert(t)
          .values(values as never)
          .returning(),
        log(actor, "create", values.id, null, values as Row),
      ]);
      const raw = written?.results[0];
      if (!raw) throw notFound(ctx.entity);
      return rowFromDriver(t, raw) as Row;
    },

    /** Sets `values` on row `id` as `action` (`update`, `status`). */
    async change(db: Db, actor: Actor, id: string, values: Record<string, unknown>, action: string) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const before = await read(db, actor, id);
        if (!before) throw notFound(ctx.entity);
        const after = await tryChange(db, actor, before, values, action);
        if (after) return after;
      }
      throw raced(ctx.entity);
    },

    /** Deletes row `id` unless something uses it (checked in the delete itself), and records it. */
    async remove(db: Db, actor: Actor, id: string): Promise<{ id: string }> {
      for (let attempt = 0; attempt < 2; attempt++) {
        const before = await read(db, actor, id);
        if (!before) throw notFound(ctx.entity);
        const [gone] = await batch(db, [
          db
            .delete(t)
            .where(and(ctx.byId(actor, id), eq(t.updatedAt, before.updatedAt), ...ctx.unused(id)))
            .returning({ id: t.id }),
          log(actor, "delete", id, before, null),
        ]);
        if (gone?.results.length) return { id };
        const now = await read(db, actor, id);
        if (!now) throw notFound(ctx.entity);
        if (now.updatedAt.getTime() === before.updatedAt.getTime()) throw await ctx.inUse(db, id);
      }
      throw raced(ctx.entity);
    },

    /**
     * Sets `status` on every row of `ids` that has another status: one read for the before-values,
     * then one batch of a guarded update and its record per changing row. A row changed by someone
     * else meanwhile is left alone (and not counted), like a missing one.
     */
    async setStatusMany(db: Db, actor: Actor, ids: string[], status: Status) {
      const rows: Row[] = [];
      for (let i = 0; i < ids.length; i += MAX_IDS_PER_STATEMENT) {
        const chunk = ids.slice(i, i + MAX_IDS_PER_STATEMENT);
        const found = await db
          .select()
          .from(t)
          .where(and(inArray(t.id, chunk), ctx.owned(actor)));
        rows.push(...(found as Row[]));
      }
      const changing = rows.filter((row) => row.status !== status);
      if (!changing.length) return { updated: 0 };
      const set = { status, updatedAt: actor.now };
      const results = await batch(
        db,
        changing.flatMap((before) => [
          db
            .update(t)
            .set(set as never)
            .where(and(ctx.byId(actor, before.id), eq(t.updatedAt, before.updatedAt)))
            .returning({ id: t.id }),
          log(actor, "status", before.id, before, { ...before, ...set }),
        ]),
      );
      const updated = results.filter((r, i) => i % 2 === 0 && r.results.length > 0).length;
      return { updated };
    },
  };
}
