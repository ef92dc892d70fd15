import type { SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Db } from "./db";

const dialect = new SQLiteAsyncDialect();

/** Anything that renders to one SQL statement: a raw `sql` fragment or a drizzle query builder. */
export type Statement = SQL | { toSQL(): { sql: string; params: unknown[] } };

/**
 * Runs statements as one D1 batch (one round trip, one transaction: all apply or none do).
 * drizzle's own `db.batch` cannot take raw `sql` statements with parameters (its raw wrapper has no
 * prepared statement to bind), and the counting writes need raw SQL (`INSERT … SELECT … WHERE EXISTS
 * … ON CONFLICT`, counters set from subqueries), so statements are bound straight on the D1 client.
 * Results are D1's: `results` rows keyed by SQL column names.
 */
export function d1Batch(db: Db, statements: Statement[]): Promise<D1Result<Record<string, unknown>>[]> {
  const prepared = statements.map((s) => {
    const query = "toSQL" in s ? s.toSQL() : dialect.sqlToQuery(s);
    return db.$client.prepare(query.sql).bind(...query.params);
  });
  return db.$client.batch(prepared);
}
