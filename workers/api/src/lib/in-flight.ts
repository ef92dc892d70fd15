import { outliveCancellation } from "./request-scope";

/**
 * The loads behind a per-isolate read cache that are still in flight, so concurrent misses of the same
 * keys share one read: a burst of requests arriving just after a cache entry expired (100 searches of
 * one viewer, say) would otherwise each read the same rows, one D1 round trip apiece, and queue behind
 * each other on the database (the benchmark's idle-gap burst: ~4 s instead of ~0.3 s).
 *
 * Joining is only as stale as a cache hit would be: each load carries a `tag` (what the cache notes
 * before loading: the viewer's epoch clock, a forget counter) and callers join only loads whose tag they
 * accept. A joiner that gets no answer (the load had none for that key, failed, or did not settle within
 * `waitMs` because its request was cancelled) loads the key itself.
 *
 * @example
 * const flights = new InFlight<Row, number>();
 * if (flights.tagOf(key) === clock) [row] = await flights.join([key]);
 * else row = (await flights.track([key], clock, loadRows([key]))).get(key);
 */
export class InFlight<V, Tag> {
  readonly #flights = new Map<string, { value: Promise<V | undefined>; tag: Tag }>();

  /** How long a joiner trusts another request's load (its `waitUntil` keeps it alive for 30 s). */
  constructor(private readonly waitMs = 30_000) {}

  /** The tag of the load of `key` in flight, or undefined when none is. */
  tagOf(key: string): Tag | undefined {
    return this.#flights.get(key)?.tag;
  }

  /**
   * The answers of the loads in flight for `keys`, in order: undefined where there was none, the load
   * failed or did not settle in time (one timer for the lot: timers are not free on Workers).
   */
  async join(keys: readonly string[]): Promise<Array<V | undefined>> {
    if (keys.length === 0) return [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const gaveUp = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.waitMs);
    });
    try {
      return await Promise.all(
        keys.map((key) => {
          const value = this.#flights.get(key)?.value;
          return value ? Promise.race([value.catch(() => undefined), gaveUp]) : undefined;
        }),
      );
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Registers `loading` (its answers keyed like `keys`) as the load of each of `keys` under `tag` until
   * it settles, keeps it alive past a cancellation of this request, and returns it.
   */
  track<M extends ReadonlyMap<string, V>>(
    keys: readonly string[],
    tag: Tag,
    loading: Promise<M>,
  ): Promise<M> {
    outliveCancellation(loading);
    for (const key of keys) {
      const flight = { value: loading.then((answers) => answers.get(key)), tag };
      flight.value.catch(() => {}); // a failure is the starter's error; joiners just load again
      this.#flights.set(key, flight);
      const done = () => {
        if (this.#flights.get(key) === flight) this.#flights.delete(key);
      };
      flight.value.then(done, done);
    }
    return loading;
  }
}
