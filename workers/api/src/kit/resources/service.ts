import { and, asc, count, desc, eq, notExists, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { AuditActor } from "../audit/statement";
import type { Db } from "../db";
import { type AppError, conflict, fieldError, isUniqueViolation, notFound } from "../errors";
import { newId } from "../ids";
import { type Page, pageWindow, toPage } from "../pagination";
import { filterConditions, searchCondition, useCounts } from "./conditions";
import { inUseMessage, type Status } from "./rules";
import { type ResourceAudit, resourceWrites } from "./writes";

/** A table the factory can manage: an id, a spec §4 status and an update time. */
export type ResourceTable = SQLiteTable & { id: SQLiteColumn; status: SQLiteColumn; updatedAt: SQLiteColumn };

/** Who acts, from where and when: every write of one request shares the instant (kit/auth `actingUser`). */
export type Actor = AuditActor;

/** Another table whose rows point at this resource, which then cannot be deleted. */
export interface Use {
  /** Plural noun for the 409 message ("tracks"). */
  label: string;
  table: SQLiteTable;
  column: SQLiteColumn;
}

/**
 * What one managed resource is. The service never trusts a caller for ownership: with `owner`, every
 * read and write carries `owner = caller`, so someone else's row is a 404 exactly like a missing one.
 */
export interface ResourceSpec<T extends ResourceTable, Create, Update, View> {
  /** Singular, capitalised, as the §8 messages use it ("Genre"). */
  entity: string;
  /** Prefix of new ids (`gen` → `gen_01j…`). */
  idPrefix: string;
  table: T;
  /** The column holding the owning user's id, for per-user resources (creator managers). */
  owner?: SQLiteColumn;
  /** List order, most significant first; the id is appended as the tie-breaker. */
  order: { column: SQLiteColumn; direction: "asc" | "desc" }[];
  /**
   * What `?q=` matches: an indexed, normalised column searched by prefix (the normalisation applied to
   * the query), or a condition of its own (a full-text match, say), ANDed with the owner condition.
   */
  search?:
    | { column: SQLiteColumn; normalize: (q: string) => string }
    | { condition: (q: string) => SQL | undefined };
  /**
   * Orders a list may be asked for (`?sort=title`), by wire name. The chosen column leads, then the
   * default `order`, then the id.
   */
  sorts?: Record<string, SQLiteColumn>;
  /** Extra list filters: each key of `ListQuery.filters` is an equality on its column. */
  filters?: Record<string, SQLiteColumn>;
  /** Rows elsewhere that keep a row from being deleted (it can still be deactivated). */
  uses?: Use[];
  /**
   * Admin resources: every write (create, update, status, delete) records who, what, the changed
   * fields and the IP in the audit log, in the same batch as the write (docs/decisions/0701).
   */
  audit?: ResourceAudit;
  /** The field a UNIQUE violation is reported on, and what it says. */
  unique?: { field: string; message: string };
  /** The view of one row; give `loadViews` instead when a view needs other tables. */
  toView?: (row: T["$inferSelect"]) => View;
  /** The views of `rows`, in their order, built with whatever reads they need (joins, child rows). */
  loadViews?: (db: Db, rows: T["$inferSelect"][]) => Promise<View[]>;
  /** Runs before a create or an update writes (checks against other tables, e.g. a lookup is active). */
  check?: (db: Db, actor: Actor, input: Create | Update) => Promise<void>;
  /** Turns a database refusal (a trigger's RAISE, a CHECK) into the error the caller sees, or null. */
  mapError?: (error: unknown) => AppError | null;
  /**
   * Column values (drizzle property names) of a new row; the id, owner and `updatedAt` are set here.
   * Without it the resource has no create (its rows are made elsewhere, e.g. by an upload).
   */
  insertValues?: (input: Create, actor: Actor) => Record<string, unknown>;
  /** Column values a change sets; `updatedAt` is set here. */
  updateValues: (input: Update, actor: Actor) => Record<string, unknown>;
}

export interface ListQuery {
  page: number;
  perPage: number;
  status?: Status;
  q?: string;
  /** A key of the spec's `sorts`; others (and none) keep the default order. */
  sort?: string;
  direction?: "asc" | "desc";
  /** Values of the spec's `filters`, by key; undefined ones do not filter. */
  filters?: Record<string, unknown>;
}

/** The operations `resourceRoutes` exposes, free of HTTP so other services can reuse them. */
export interface ResourceService<View, Create, Update, Detail = View> {
  list(db: Db, actor: Actor, query: ListQuery): Promise<Page<View>>;
  /** One row; a resource may answer a richer detail here (an album with its tracks). */
  get(db: Db, actor: Actor, id: string): Promise<Detail>;
  create(db: Db, actor: Actor, input: Create): Promise<View>;
  update(db: Db, actor: Actor, id: string, input: Update): Promise<View>;
  setStatus(db: Db, actor: Actor, id: string, status: Status): Promise<View>;
  remove(db: Db, actor: Actor, id: string): Promise<{ id: string }>;
  /** Sets the status of every row of `ids` that has another one; how many changed. */
  setStatusMany?(db: Db, actor: Actor, ids: string[], status: Status): Promise<{ updated: number }>;
}

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
  const owned = (actor: Actor) => (spec.owner ? eq(spec.owner, actor.userId) : undefined);
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
