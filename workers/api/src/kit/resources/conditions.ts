import { and, count, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../db";
import type { ResourceSpec, ResourceTable, Use } from "./spec";

/** How many rows of each use point at `id`, each count stopping at 1,000 rows (it only words a 409). */
export async function useCounts(db: Db, uses: Use[], id: string): Promise<[string, number][]> {
  const counts = await Promise.all(
    uses.map(async (use) => {
      const capped = db
        .select({ one: sql`1` })
        .from(use.table)
        .where(eq(use.column, id))
        .limit(1_000)
        .as("u");
      const [row] = await db.select({ n: count() }).from(capped);
      return [use.label, row?.n ?? 0] as [string, number];
    }),
  );
  return counts;
}

/** One equality per filter the query gives a value for. */
export function filterConditions(
  filters: Record<string, SQLiteColumn> | undefined,
  values: Record<string, unknown> | undefined,
): (SQL | undefined)[] {
  if (!filters || !values) return [];
  return Object.entries(filters).map(([key, column]) =>
    values[key] === undefined ? undefined : eq(column, values[key]),
  );
}

/** `column` starts with the normalised query, as an index range rather than a LIKE; or the spec's own condition. */
export function searchCondition(
  search: ResourceSpec<ResourceTable, unknown, unknown, unknown>["search"],
  q?: string,
): SQL | undefined {
  if (!search || !q) return undefined;
  if ("condition" in search) return search.condition(q);
  const prefix = search.normalize(q);
  if (!prefix) return undefined;
  return and(gte(search.column, prefix), lt(search.column, `${prefix}\u{10FFFF}`));
}
