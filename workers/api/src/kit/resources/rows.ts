import { getTableColumns } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

/** Columns an audit record leaves out: the id is the record's `entity_id`, and the times are its own. */
const UNAUDITED_COLUMNS = new Set(["id", "created_at", "updated_at"]);

/**
 * A row as drizzle's `select()` gives it (property names, dates, booleans) built from a raw D1 result
 * row keyed by SQL column names, for the rows a `d1Batch` statement returns.
 *
 * @example rowFromDriver(genres, { id: "gen_1", normalized_title: "jazz", updated_at: 1700000000000, … })
 */
export function rowFromDriver(table: SQLiteTable, raw: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}

/**
 * What an audit record shows of a row: its columns by SQL name (the names the admin console and the
 * database share), without the id and the timestamps; dates as ISO strings.
 *
 * @example auditSnapshot(genres, { id: "gen_1", title: "Jazz", status: 1, updatedAt }) // { title: "Jazz", status: 1 }
 */
export function auditSnapshot(table: SQLiteTable, row: Record<string, unknown>): Record<string, unknown> {
  const snapshot: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (UNAUDITED_COLUMNS.has(column.name) || !(key in row)) continue;
    const value = row[key];
    snapshot[column.name] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return snapshot;
}
