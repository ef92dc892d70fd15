/** `{ field: [before, after] }`: what one write changed. */
export type Changes = Record<string, [unknown, unknown]>;

/**
 * The fields whose values differ between `before` and `after`, each as `[before, after]` (a field only
 * on one side counts as changed, with `null` on the other). Values compare by their JSON, so dates and
 * arrays compare by content. Fields in `hidden` are recorded as changed without their values (a
 * password hash has no place in a log).
 *
 * @example
 * changedFields({ title: "Jazz", status: 1 }, { title: "Jazz", status: 0 }); // { status: [1, 0] }
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  hidden: ReadonlyArray<string> = [],
): Changes {
  const changes: Changes = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const was = before?.[key] ?? null;
    const is = after?.[key] ?? null;
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    changes[key] = hidden.includes(key) ? ["[hidden]", "[hidden]"] : [was, is];
  }
  return changes;
}
