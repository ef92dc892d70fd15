// What a managed resource is (its spec) and what its service offers, apart from the factory that builds
// one (./service.ts), so the factory's parts (conditions, writes) and the features read the same types.
import type { SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { AuditActor } from "../audit/statement";
import type { Db } from "../db";
import type { AppError } from "../errors";
import type { Page } from "../pagination";
import type { Status } from "./rules";

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

/** How a resource's admin writes are recorded in the audit log (kit/audit). */
export interface ResourceAudit {
  /** The log's entity name (`genre`, `user_type`). */
  entity: string;
  /** Columns (SQL names) logged as changed without their values. */
  hidden?: ReadonlyArray<string>;
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
  /** The rows this resource is at all (e.g. tracks uploaded as music): others are 404 to every call. */
  scope?: SQL;
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
