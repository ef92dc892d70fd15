import { and, eq, inArray, ne, type SQL } from "drizzle-orm";
import { auditStatement } from "../audit/statement";
import { d1Batch, type Statement } from "../d1-batch";
import type { Db } from "../db";
import { type AppError, conflict, notFound } from "../errors";
import { auditSnapshot, rowFromDriver } from "./rows";
import type { Status } from "./rules";
import type { Actor, ResourceAudit, ResourceTable } from "./spec";

/** D1 binds at most 100 parameters per statement; an id list stays well under it. */
export const MAX_IDS_PER_STATEMENT = 90;

/** What the writes need from the resource factory. */
export interface WritesContext {
  /** Singular, capitalised ("Genre"), for 404 and 409 messages. */
  entity: string;
  /** Record every write in the audit log; without it nothing is recorded. */
  audit?: ResourceAudit;
  table: ResourceTable;
  /** The caller's own rows, for per-user resources (undefined: every row). */
  owned: (actor: Actor) => SQL | undefined;
  byId: (actor: Actor, id: string) => SQL | undefined;
  /** Conditions that hold while nothing uses row `id`. */
  unused: (db: Db, id: string) => SQL[];
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
 * The writes of a managed resource, each one D1 batch (one transaction). With `audit`, the batch also
 * holds the write's audit record, and changes and deletes read the row first for its before-values,
 * then guard the write on the `updated_at` they read and record with `onlyIfChanged`, so the record's
 * "before" is exactly what the write replaced and a write that matched nothing records nothing; a lost
 * race is retried once, then a 409. Without `audit` a write is its single statement.
 */
export function resourceWrites(ctx: WritesContext) {
  const t = ctx.table;
  const { audit } = ctx;
  /** The audit record of a write, or nothing for a resource that is not audited. */
  const record = (actor: Actor, action: string, id: string, before: Row | null, after: Row | null) =>
    audit
      ? [
          auditStatement(
            actor,
            {
              action,
              entity: audit.entity,
              entityId: id,
              before: before && auditSnapshot(t, before),
              after: after && auditSnapshot(t, after),
              hidden: audit.hidden,
            },
            { onlyIfChanged: before !== null },
          ),
        ]
      : [];

  async function read(db: Db, actor: Actor, id: string): Promise<Row | undefined> {
    const [row] = await db.select().from(t).where(ctx.byId(actor, id)).limit(1);
    return row as Row | undefined;
  }

  /** The row an audited write replaces (404 when there is none); unaudited writes need no read. */
  async function before(db: Db, actor: Actor, id: string): Promise<Row | null> {
    if (!audit) return null;
    const row = await read(db, actor, id);
    if (!row) throw notFound(ctx.entity);
    return row;
  }

  /** The write is still replacing `row` (no condition when nothing was read). */
  const unchanged = (row: Row | null) => (row ? eq(t.updatedAt, row.updatedAt) : undefined);

  async function batch(db: Db, statements: Statement[]) {
    try {
      return await d1Batch(db, statements);
    } catch (error) {
      throw ctx.writeError(error);
    }
  }

  return {
    /** Inserts `values` (a whole row, id included). */
    async create(db: Db, actor: Actor, values: Record<string, unknown> & { id: string }) {
      const [written] = await batch(db, [
        db
          .insert(t)
          .values(values as never)
          .returning(),
        ...record(actor, "create", values.id, null, values as Row),
      ]);
      const raw = written?.results[0];
      if (!raw) throw notFound(ctx.entity);
      return rowFromDriver(t, raw) as Row;
    },

    /** Sets `values` (and the update time) on row `id` as `action` (`update`, `status`). */
    async change(db: Db, actor: Actor, id: string, values: Record<string, unknown>, action: string) {
      const set = { ...values, updatedAt: actor.now };
      for (let attempt = 0; attempt < 2; attempt++) {
        const was = await before(db, actor, id);
        const [written] = await batch(db, [
          db
            .update(t)
            .set(set as never)
            .where(and(ctx.byId(actor, id), unchanged(was)))
            .returning(),
          ...record(actor, action, id, was, was && { ...was, ...set }),
        ]);
        const raw = written?.results[0];
        if (raw) return rowFromDriver(t, raw) as Row;
        if (!was) throw notFound(ctx.entity);
      }
      throw raced(ctx.entity);
    },

    /** Deletes row `id` unless something uses it (checked in the delete itself). */
    async remove(db: Db, actor: Actor, id: string): Promise<{ id: string }> {
      for (let attempt = 0; attempt < 2; attempt++) {
        const was = await before(db, actor, id);
        const [gone] = await batch(db, [
          db
            .delete(t)
            .where(and(ctx.byId(actor, id), unchanged(was), ...ctx.unused(db, id)))
            .returning({ id: t.id }),
          ...record(actor, "delete", id, was, null),
        ]);
        if (gone?.results.length) return { id };
        const now = await read(db, actor, id);
        if (!now) throw notFound(ctx.entity);
        if (!was || now.updatedAt.getTime() === was.updatedAt.getTime()) throw await ctx.inUse(db, id);
      }
      throw raced(ctx.entity);
    },

    /**
     * Sets `status` on every row of `ids` that has another status; how many changed. Unaudited, one
     * update per chunk of ids. Audited, each changing row needs its own record: one read for the
     * before-values, then one batch of a guarded update and its record per changing row, where a row
     * changed by someone else meanwhile is left alone (and not counted), like a missing one.
     */
    async setStatusMany(db: Db, actor: Actor, ids: string[], status: Status) {
      const set = { status, updatedAt: actor.now };
      const chunks: string[][] = [];
      for (let i = 0; i < ids.length; i += MAX_IDS_PER_STATEMENT) {
        chunks.push(ids.slice(i, i + MAX_IDS_PER_STATEMENT));
      }
      if (!audit) {
        const updates = chunks.map((chunk) =>
          db
            .update(t)
            .set(set as never)
            .where(and(inArray(t.id, chunk), ctx.owned(actor), ne(t.status, status)))
            .returning({ id: t.id }),
        );
        const results = updates.length ? await batch(db, updates) : [];
        return { updated: results.reduce((n, r) => n + r.results.length, 0) };
      }
      const rows: Row[] = [];
      for (const chunk of chunks) {
        const found = await db
          .select()
          .from(t)
          .where(and(inArray(t.id, chunk), ctx.owned(actor), ne(t.status, status)));
        rows.push(...(found as Row[]));
      }
      if (!rows.length) return { updated: 0 };
      const results = await batch(
        db,
        rows.flatMap((was) => [
          db
            .update(t)
            .set(set as never)
            .where(and(ctx.byId(actor, was.id), unchanged(was)))
            .returning({ id: t.id }),
          ...record(actor, "status", was.id, was, { ...was, ...set }),
        ]),
      );
      return { updated: results.filter((r, i) => i % 2 === 0 && r.results.length > 0).length };
    },
  };
}
