import { TtlMap } from "../../lib/ttl-map";

/**
 * Totals of big lists, cached briefly. `count(*)` over the covering index is exact but grows with the
 * catalogue (about 100k index entries per request at 100k tracks), while the page itself is an index
 * seek; so large totals are reused for a minute. Small totals (under TOTAL_CACHE_MIN) are always counted,
 * which keeps freshly changed small lists — and the tests — exact. See docs/decisions/0300.
 */
export const TOTAL_CACHE_MIN = 2_000;
export const TOTAL_TTL_S = 60;

/** One entry per list (and filter); bounded like every other per-isolate cache. */
const memory = new TtlMap<number>(1_000);
const cacheUrl = (key: string) => `https://totals.ngoma.internal/${encodeURIComponent(key)}`;

/** The total for `key`: isolate memory, then the colo cache (caches.default), then `count()`. */
export async function cachedTotal(
  key: string,
  count: () => Promise<number>,
  now = Date.now(),
): Promise<number> {
  const hit = memory.get(key, now);
  if (hit !== undefined) return hit;
  const cache = typeof caches === "undefined" ? undefined : (caches as unknown as { default: Cache }).default;
  const cached = await cache?.match(cacheUrl(key));
  if (cached) {
    const value = Number(await cached.text());
    memory.set(key, value, now + TOTAL_TTL_S * 1000);
    return value;
  }
  const value = await count();
  if (value >= TOTAL_CACHE_MIN) {
    memory.set(key, value, now + TOTAL_TTL_S * 1000);
    await cache?.put(
      cacheUrl(key),
      new Response(String(value), { headers: { "cache-control": `max-age=${TOTAL_TTL_S}` } }),
    );
  }
  return value;
}
