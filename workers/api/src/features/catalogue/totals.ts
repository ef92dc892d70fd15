import { and, eq } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { ANY, type ListedTotalSubject, listedTotals } from "./schema";

/** The filters a listed total can be asked for: tracks by genre and/or mood; everything else whole. */
export interface TotalFilter {
  genre?: string;
  mood?: string;
}

/**
 * The statement reading the exact number of listed rows of a list: ONE primary-key read of
 * `listed_totals`, which SQLite triggers keep in step with every change (migration
 * 0004_listed_totals_triggers, docs/decisions/0308). The same cost at 100 or 1M tracks.
 *
 * @example const [row] = await listedTotalQuery(db, "track", { genre: "gen_…" }); // [{ n: 1234 }]
 */
export function listedTotalQuery(db: Db, subject: ListedTotalSubject, filter: TotalFilter = {}) {
  // `*` is the key for "any"; a filter value spelled `*` names no real genre or mood, so it counts none.
  const key = (value: string | undefined) => (value === undefined ? ANY : value === ANY ? "\u0000" : value);
  return db
    .select({ n: listedTotals.n })
    .from(listedTotals)
    .where(
      and(
        eq(listedTotals.subject, subject),
        eq(listedTotals.genre, key(filter.genre)),
        eq(listedTotals.mood, key(filter.mood)),
      ),
    )
    .limit(1);
}

/** The number `listedTotalQuery` reads (0 when the list has never had a row). */
export async function listedTotal(
  db: Db,
  subject: ListedTotalSubject,
  filter: TotalFilter = {},
): Promise<number> {
  const [row] = await listedTotalQuery(db, subject, filter);
  return row?.n ?? 0;
}
