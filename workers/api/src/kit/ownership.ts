import { and, eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Caller } from "./auth";
import type { Db } from "./db";
import { notFound } from "./errors";

/** A table whose rows belong to one account (through `userId`, or another column named by `ownerColumn`). */
export type OwnedTable = SQLiteTable & { id: SQLiteColumn; userId?: SQLiteColumn };

/**
 * Loads a row by id only if the caller owns it. It is the one way
 * handlers fetch id-bearing resources: the owner condition is part of the query, so there is no
 * separate check to forget. Someone else's row looks exactly like a missing one (404), which also
 * avoids confirming that an id exists. Tables whose owner column is not `userId` (playlists:
 * `ownerUserId`) name it with `ownerColumn`.
 */
export async function loadOwned<T extends OwnedTable>(
  db: Db,
  table: T,
  id: string,
  auth: Caller,
  { what = "Resource", ownerColumn }: { what?: string; ownerColumn?: SQLiteColumn } = {},
): Promise<T["$inferSelect"]> {
  const column = ownerColumn ?? table.userId;
  if (!column) throw new Error("loadOwned needs a table with userId or an ownerColumn.");
  const rows = await db
    .select()
    .from(table as SQLiteTable)
    .where(and(eq(table.id, id), eq(column, auth.user.id)))
    .limit(1);
  const row = rows[0];
  if (!row) throw notFound(what);
  return row as T["$inferSelect"];
}
