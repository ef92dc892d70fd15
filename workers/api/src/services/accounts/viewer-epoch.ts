import { TtlMap } from "../../lib/ttl-map";

/**
 * Per-isolate "this user changed something" marks. A cache of per-user reads (resolved sessions,
 * reaction flags, a viewer's own search hits) notes `epochClock()` BEFORE it loads and reuses the entry
 * only while `isCurrent(user, noted)`: a user's own writes are seen at once by the isolate that handled
 * them (even a write that lands while the read is in flight), and other isolates catch up within their
 * caches' TTLs (docs/decisions/0303). Touched after every unsafe request a signed-in user makes and
 * whenever sessions are revoked.
 *
 * Marks come from one increasing clock, so forgetting every mark (to stay bounded) can never make an
 * older entry look current: users without a mark read `floor`, which is newer than any entry.
 */
const MAX_USERS = 50_000;
const marks = new Map<string, number>();
let counter = 0;
let floor = 0;

/**
 * The clock now: note it before loading something per-user that will be cached.
 *
 * @example const noted = epochClock(); const rows = await load(); cache.set(key, { rows, noted });
 */
export function epochClock(): number {
  return counter;
}

/**
 * The user's current mark: part of a cache key, it moves to a fresh key whenever the user is touched.
 *
 * @example memoize(`own:${userId}:${viewerMark(userId)}`, ttl, load)
 */
export function viewerMark(userId: string): number {
  return marks.get(userId) ?? floor;
}

/**
 * Whether an entry of `userId` loaded after `noted = epochClock()` is still current in this isolate.
 *
 * @example if (hit && isCurrent(userId, hit.noted)) return hit.rows;
 */
export function isCurrent(userId: string, noted: number): boolean {
  return viewerMark(userId) <= noted;
}

/**
 * Voids every per-user cache entry of `userId` in this isolate.
 *
 * @example touchViewer(auth.user.id); // after a write the user made
 */
export function touchViewer(userId: string): void {
  if (marks.size >= MAX_USERS && !marks.has(userId)) {
    marks.clear();
    floor = ++counter;
  }
  marks.set(userId, ++counter);
}

/**
 * A bounded, expiring map of one user's entries that follows the rule above: `set` takes the clock
 * noted before loading, and `get` answers only while that user has not been touched since.
 *
 * @example
 * const flags = new PerUserCache<Flags>(50_000);
 * const noted = epochClock(); const loaded = await load();
 * flags.set(key, userId, loaded, noted, Date.now() + 10_000);
 * flags.get(key); // loaded, until it expires or userId is touched
 */
export class PerUserCache<V> {
  readonly #entries: TtlMap<{ value: V; userId: string; noted: number }>;

  constructor(max: number) {
    this.#entries = new TtlMap(max);
  }

  get(key: string, now = Date.now()): V | undefined {
    const hit = this.#entries.get(key, now);
    if (!hit) return undefined;
    if (isCurrent(hit.userId, hit.noted)) return hit.value;
    this.#entries.delete(key);
    return undefined;
  }

  set(key: string, userId: string, value: V, noted: number, expires: number): void {
    this.#entries.set(key, { value, userId, noted }, expires);
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }
}
