import type { SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteSelect } from "drizzle-orm/sqlite-core";
import type { ViewContext } from "./view-context";

/**
 * What a view statement reads: a filter (visibility included) and, for a page, its order and window.
 * `offset` may be SQL (an expression SQLite evaluates, e.g. a page offset minus a counted head), so a
 * page that depends on another count still needs no extra round trip.
 */
export interface RowQuery {
  where: SQL | undefined;
  orderBy?: Array<SQL | SQLiteColumn>;
  limit?: number;
  offset?: number | SQL;
  /** One more inner join (e.g. a search's hits with their score), `on` relating it to the row. */
  join?: { source: SQL; on: SQL };
}

/**
 * Applies `q`'s extra join, order and window to a dynamic select (`.$dynamic()`); drizzle renders a
 * dynamic select from its parts, so the join lands in the FROM clause wherever it is added.
 *
 * @example windowed(db.select().from(tracks).where(q.where).$dynamic(), q)
 */
export function windowed<T extends SQLiteSelect>(query: T, q: RowQuery): T {
  let out = query;
  if (q.join) out = out.innerJoin(q.join.source, q.join.on) as unknown as T;
  if (q.orderBy?.length) out = out.orderBy(...q.orderBy) as T;
  if (q.limit !== undefined) out = out.limit(q.limit) as T;
  // drizzle types OFFSET as a number but renders whatever it is given as SQL, expressions included.
  if (q.offset !== undefined && q.offset !== 0) out = out.offset(q.offset as number) as T;
  return out;
}

/** A view loader: the views of the rows `q` selects, in the statement's order (e.g. `selectTrackViews`). */
export type SelectViews<V> = (ctx: ViewContext, q: RowQuery) => Promise<V[]>;
