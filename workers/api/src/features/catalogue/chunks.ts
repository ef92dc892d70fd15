import type { SQL } from "drizzle-orm";
import type { SelectViews } from "./row-query";
import { inOrder, type ViewContext } from "./view-context";

/**
 * D1 allows at most 100 bound parameters per statement, so IN lists are split. 80 leaves room for the
 * few other parameters (viewer id, visibility literals) a query binds next to the ids.
 */
const IN_CHUNK = 80;

/** Splits `items` into arrays of at most `size` (none for an empty input). */
export function chunked<T>(items: readonly T[], size = IN_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Distinct non-null values, first-seen order. */
export function distinct<T>(values: ReadonlyArray<T | null | undefined>): T[] {
  return [...new Set(values.filter((v): v is T => v !== null && v !== undefined))];
}

/**
 * The views of `ids` in the order given, keeping only those `visible(part)` lets through: one
 * `select` statement per chunk of ids, issued together.
 *
 * @example viewsByIds(ctx, ids, selectTrackViews, (part) => and(inArray(tracks.id, part), trackVisibleTo(v)))
 */
export async function viewsByIds<V extends { id: string }>(
  ctx: ViewContext,
  ids: readonly string[],
  select: SelectViews<V>,
  visible: (part: string[]) => SQL | undefined,
): Promise<V[]> {
  const unique = distinct(ids);
  if (unique.length === 0) return [];
  const parts = await Promise.all(chunked(unique).map((part) => select(ctx, { where: visible(part) })));
  return inOrder(ids, parts.flat());
}
