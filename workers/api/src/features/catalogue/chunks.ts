/**
 * D1 allows at most 100 bound parameters per statement, so IN lists are split. 80 leaves room for the
 * few other parameters (viewer id, visibility literals) a query binds next to the ids.
 */
export const IN_CHUNK = 80;

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
