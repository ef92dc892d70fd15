import { InFlight } from "../../lib/in-flight";
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

/** What a per-user load answers for one key: the value, whose it is, and until when it may be kept. */
export interface PerUserAnswer<V> {
  value: V;
  userId: string;
  expires: number;
}

/**
 * A bounded, expiring map of per-user entries that follows the rule above: an entry is loaded under
 * the clock noted before loading and answers only while its user has not been touched since. Loads
 * are visible while in flight (lib/in-flight): a burst of identical misses (a page's parallel calls,
 * 100 searches just after the entries expired) shares one read, taken under the same rule.
 *
 * @example
 * const flags = new PerUserCache<Flags>(50_000);
 * const byKey = await flags.load(keys, readFlags); // readFlags(missing) answers { value, userId, expires } by key
 */
export class PerUserCache<V> {
  readonly #entries: TtlMap<{ value: V; userId: string; noted: number }>;
  /** Loads in flight, tagged with the clock noted before each began. */
  readonly #flights = new InFlight<PerUserAnswer<V>, number>();

  constructor(max: number) {
    this.#entries = new TtlMap(max);
  }

  /** The live entry under `key`, or undefined. */
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

  /**
   * The values under `keys`: live entries, else the answers of loads in flight for them that began
   * since their user was last touched, else `read(missing)` (answers by key; keys without one are left
   * out), whose answers are kept under the clock noted before it ran.
   */
  async load(
    keys: readonly string[],
    read: (missing: string[]) => Promise<ReadonlyMap<string, PerUserAnswer<V>>>,
    now = Date.now(),
  ): Promise<Map<string, V>> {
    const values = new Map<string, V>();
    const missing: string[] = [];
    for (const key of keys) {
      const hit = this.get(key, now);
      if (hit === undefined) missing.push(key);
      else values.set(key, hit);
    }
    if (missing.length === 0) return values;
    const answers = await this.#flights.load(missing, {
      tag: epochClock,
      usable: (answer, noted) => isCurrent(answer.userId, noted),
      read: async (keys, noted) => {
        const loaded = await read(keys);
        for (const [key, { value, userId, expires }] of loaded) this.set(key, userId, value, noted, expires);
        return loaded;
      },
    });
    for (const [key, answer] of answers) values.set(key, answer.value);
    return values;
  }
}
