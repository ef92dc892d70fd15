/**
 * A small per-isolate memo for viewer-independent reads of big catalogues (id pages, search hits).
 * It stores the promise, so a burst of identical requests shares one D1 round trip instead of
 * stampeding, and it forgets failures at once. Bounded: the oldest entries go first past `MAX_ENTRIES`.
 * Only used where a few seconds of staleness is harmless and only once a catalogue is big enough for
 * it to matter (see TOTAL_CACHE_MIN and docs/decisions/0300), so small lists stay exact.
 *
 * Sharing a promise across requests has one hazard on Workers: if the request that started the load is
 * cancelled (its client went away), its I/O may be cancelled too. The load is therefore kept alive with
 * that request's `waitUntil` (lib/request-scope), which Workers honours for 30 s after a cancellation;
 * a request that finds a load still in flight waits that long at most, then loads for itself. (It once
 * gave up after 5 s: under overload, loads slower than that were re-issued every 5 s, and the extra
 * loads kept them slow, a retry storm the benchmark caught; docs/decisions/0306.)
 */
import { outliveCancellation, SHARED_WAIT_MS } from "../../lib/request-scope";
import { TtlMap } from "../../lib/ttl-map";

const MAX_ENTRIES = 1_000;

interface Entry {
  value: Promise<unknown>;
  settled: boolean;
}

const entries = new TtlMap<Entry>(MAX_ENTRIES);

/**
 * `load()`'s answer, shared under `key` for `ttlMs`.
 *
 * @example const ids = await memoize(`track:new:${offset}`, 10_000, () => selectPage(db, offset));
 */
export function memoize<T>(key: string, ttlMs: number, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const hit = entries.get(key, now);
  if (hit) {
    return hit.settled
      ? (hit.value as Promise<T>)
      : waitShared(key, hit as Entry & { value: Promise<T> }, ttlMs, load);
  }
  const value = load();
  outliveCancellation(value);
  const entry: Entry = { value, settled: false };
  entries.set(key, entry, now + ttlMs);
  value.then(
    () => {
      entry.settled = true;
    },
    () => entries.deleteIf(key, entry),
  );
  return value;
}

/** Another request's in-flight load, or this request's own one if that has not settled in time. */
function waitShared<T>(
  key: string,
  entry: Entry & { value: Promise<T> },
  ttlMs: number,
  load: () => Promise<T>,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const own = new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => {
      entries.deleteIf(key, entry);
      memoize(key, ttlMs, load).then(resolve, reject);
    }, SHARED_WAIT_MS);
  });
  return Promise.race([entry.value, own]).finally(() => clearTimeout(timer));
}
