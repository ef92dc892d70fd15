/**
 * A small per-isolate memo for viewer-independent reads of big catalogues (id pages, search hits).
 * It stores the promise, so a burst of identical requests shares one D1 round trip instead of
 * stampeding, and it forgets failures at once. Bounded: the oldest entries go first past `MAX_ENTRIES`.
 * Only used where a few seconds of staleness is harmless and only once a catalogue is big enough for
 * it to matter (see TOTAL_CACHE_MIN and docs/decisions/0300), so small lists stay exact.
 */
const MAX_ENTRIES = 1_000;
const entries = new Map<string, { value: Promise<unknown>; expires: number }>();

export function memoize<T>(key: string, ttlMs: number, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  entries.delete(key);
  entries.set(key, { value, expires: now + ttlMs });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
  return value;
}
