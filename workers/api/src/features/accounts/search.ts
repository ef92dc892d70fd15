import { and, gte, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { MAX_PAGED_ROWS } from "../../kit/pagination";
import { users } from "./schema";

/**
 * The search key of a "name or e-mail" query: trimmed and lower-cased the way SQLite's `lower()` does it
 * (ASCII letters only), so the prefix range lines up with the `lower(name)` index and the lower-cased
 * e-mails.
 *
 * @example searchKey("  Ada L") // "ada l"
 */
export function searchKey(q: string | undefined): string {
  return (q ?? "").trim().replace(/[A-Z]/g, (ch) => ch.toLowerCase());
}

/** The end of the index range of keys starting with `prefix`. */
export const prefixEnd = (prefix: string) => `${prefix}\u{10FFFF}`;

const lowerName = sql`lower(${users.name})`;

/**
 * The ids of the accounts whose e-mail or lower-cased name starts with `q` (null for an empty query), as
 * a subquery to put under `inArray(column, …)`: each an index range (the unique e-mail index,
 * `users_name_lower_idx`), never a `like '%…%'` scan. A query with `@` can only be an e-mail. The matches
 * considered are the first MAX_PAGED_ROWS of those ranges, so a one-letter query at 1M accounts sorts at
 * most that many rows (paging reaches no further anyway).
 *
 * @example const matches = accountsMatching(db, "ada"); if (matches) where.push(inArray(users.id, matches));
 */
export function accountsMatching(db: Db, q: string | undefined) {
  const key = searchKey(q);
  if (!key) return null;
  const email = and(gte(users.email, key), lt(users.email, prefixEnd(key)));
  const name = and(gte(lowerName, key), lt(lowerName, prefixEnd(key)));
  return db
    .select({ id: users.id })
    .from(users)
    .where(key.includes("@") ? email : or(email, name))
    .limit(MAX_PAGED_ROWS);
}
