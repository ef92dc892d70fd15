import { and, asc, count, desc, eq, notExists, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../db";
import { conflict, fieldError, isUniqueViolation, notFound } from "../errors";
import { newId } from "../ids";
import { pageWindow, toPage } from "../pagination";
import { filterConditions, searchCondition, useCounts } from "./conditions";
import { inUseMessage } from "./rules";
import type { Actor, ResourceService, ResourceSpec, ResourceTable } from "./spec";
import { resourceWrites } from "./writes";

/**
 * The list / get / create / update / status / delete operations of one resource, each a single
 * statement (a delete checks its uses inside the same statement, so a row cannot gain a use between a
 * check and the delete). With `audit`, each write is one batch of the write and its audit record.
 *
 * @example const genres = resourceService({ entity: "Genre", idPrefix: "gen", table: genresTable, ... });
 */
export function resourceService<T extends ResourceTable, Create, Update, View>(
  spec: ResourceSpec<T, Create, Update, View>,
): ResourceService<View, Create, Update> {
  const t = spec.table as ResourceTable;
  const owned = (actor: Actor) => and(spec.owner ? eq(spec.owner, actor.userId) : undefined, spec.scope);
  const byId = (actor: Actor, id: string) => and(eq(t.id, id), owned(actor));
  const { toView, loadViews } = spec;
  if (!toView && !loadViews) throw new Error("resourceService: give toView or loadViews.");
  const views = async (db: Db, rows: unknown[]): Promise<View[]> =>
    loadViews
      ? loadViews(db, rows as T["$inferSelect"][])
      : rows.map((row) => (toView as NonNullable<typeof toView>)(row as T["$inferSelect"]));
  const view = async (db: Db, row: unknown): Promise<View> => {
    const [one] = await views(db, [row]);
    if (one === undefined) throw notFound(spec.entity);
    return one;
  };
  // Resolved here so a spec whose owner is not a column of its table fails when it is built.
  const ownerProperty = spec.owner ? ownerKey(t, spec.owner) : undefined;

  const writes = resourceWrites({
    entity: spec.entity,
    audit: spec.audit,
    table: t,
    owned,
    byId,
    unused: (db, id) =>
      (spec.uses ?? []).map((use) =>
        notExists(db.select({ one: sql`1` }).from(use.table).where(eq(use.column, id))),
      ),
    writeError: (error) => {
      if (spec.unique && isUniqueViolation(error)) return fieldError(spec.unique.field, spec.unique.message);
      return spec.mapError?.(error) ?? error;
    },
    inUse: async (db, id) => conflict(inUseMessage(spec.entity, await useCounts(db, spec.uses ?? [], id))),
  });

  return {
    async list(db, actor, query) {
      const where = and(
        owned(actor),
        query.status === undefined ? undefined : eq(t.status, query.status),
        ...filterConditions(spec.filters, query.filters),
        searchCondition(spec.search, query.q),
      );
      const { limit, offset } = pageWindow(query.page, query.perPage);
      const sorted = query.sort === undefined ? undefined : spec.sorts?.[query.sort];
      const direction = query.direction ?? "asc";
      const by = (column: SQLiteColumn, dir: "asc" | "desc") => (dir === "asc" ? asc(column) : desc(column));
      const order = [
        ...(sorted ? [by(sorted, direction)] : []),
        ...spec.order.map((o) => by(o.column, o.direction)),
        by(t.id, sorted ? direction : "asc"),
      ];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(t)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(t).where(where),
      ]);
      return toPage(await views(db, rows), {
        page: query.page,
        perPage: query.perPage,
        total: total?.n ?? 0,
      });
    },

    async get(db, actor, id) {
      const [row] = await db.select().from(t).where(byId(actor, id)).limit(1);
      if (!row) throw notFound(spec.entity);
      return view(db, row);
    },

    async create(db, actor, input) {
      if (!spec.insertValues) throw new Error(`resourceService: ${spec.entity} has no create.`);
      await spec.check?.(db, actor, input);
      const values = {
        ...spec.insertValues(input, actor),
        id: newId(spec.idPrefix, actor.now.getTime()),
        updatedAt: actor.now,
        ...(ownerProperty ? { [ownerProperty]: actor.userId } : {}),
      };
      return view(db, await writes.create(db, actor, values));
    },

    async update(db, actor, id, input) {
      await spec.check?.(db, actor, input);
      return view(db, await writes.change(db, actor, id, spec.updateValues(input, actor), "update"));
    },

    setStatus: async (db, actor, id, status) =>
      view(db, await writes.change(db, actor, id, { status }, "status")),

    remove: (db, actor, id) => writes.remove(db, actor, id),

    setStatusMany: (db, actor, ids, status) => writes.setStatusMany(db, actor, ids, status),
  };
}

/** The table property name of the owner column, for the insert's values object. */
function ownerKey(table: ResourceTable, owner: SQLiteColumn): string {
  const entry = Object.entries(table).find(([, column]) => column === owner);
  if (!entry) throw new Error("resourceService: the owner column is not a column of the table.");
  return entry[0];
}
