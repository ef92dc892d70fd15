import { outliveCancellation, SHARED_WAIT_MS } from "./request-scope";

/** How a cache joins and starts loads (see InFlight). */
export interface FlightRules<V, Tag> {
  /** What a load starting now is tagged with (what the cache notes before loading). */
  tag: () => Tag;
  /** Whether an answer of a load begun under `tag` is as good as a cache hit for this caller. */
  usable: (answer: V, tag: Tag) => boolean;
  /** Reads `keys`, answering by key (keys without an answer are left out). */
  read: (keys: string[], tag: Tag) => Promise<ReadonlyMap<string, V>>;
}

/**
 * The loads behind a per-isolate read cache that are still in flight, so concurrent misses of the same
 * keys share one read: a burst of requests arriving just after a cache entry expired (100 searches of
 * one viewer, say) would otherwise each read the same rows, one D1 round trip apiece, and queue behind
 * each other on the database (the benchmark's idle-gap burst took ~4 s instead of ~0.8 s;
 * docs/decisions/0307).
 *
 * A joined answer is only taken when the cache's own rule says a hit loaded at that moment would be
 * current (`usable`, given the tag the load began under: a viewer's epoch clock, a forget counter).
 * Anything else (no answer for that key, a failed load, one not settled within the shared wait because
 * its request was cancelled, an unusable answer) is read again by the joiner.
 *
 * @example
 * const flights = new InFlight<Row, number>();
 * const rows = await flights.load(missingKeys, { tag: () => clock, usable: (_row, began) => began === clock, read });
 */
export class InFlight<V, Tag> {
  readonly #flights = new Map<string, { value: Promise<V | undefined>; tag: Tag }>();

  /** How long a joiner trusts another request's load before loading for itself. */
  constructor(private readonly waitMs = SHARED_WAIT_MS) {}

  /**
   * Answers for `keys` (the cache's misses): keys being loaded join those loads, the rest are read at
   * once in one `read`, visible in flight to later callers until it settles; joined keys without a
   * usable answer are read once more. A failure of this caller's own read is its error.
   */
  async load(keys: readonly string[], rules: FlightRules<V, Tag>): Promise<Map<string, V>> {
    const joining = keys.filter((key) => this.#flights.has(key));
    const began = joining.map((key) => this.#flights.get(key)?.tag as Tag);
    const missing = keys.filter((key) => !this.#flights.has(key));
    // Registered before the first await, so concurrent callers already find this read in flight.
    const own = missing.length > 0 ? this.#start(missing, rules) : undefined;
    own?.catch(() => {}); // observed below, after the joins; not an unhandled rejection meanwhile
    const answers = new Map<string, V>();
    const joined = await this.#join(joining);
    const again = joining.filter((key, i) => {
      const answer = joined[i];
      if (answer === undefined || !rules.usable(answer, began[i] as Tag)) return true;
      answers.set(key, answer);
      return false;
    });
    const read = await Promise.all([own, again.length > 0 ? this.#start(again, rules) : undefined]);
    for (const part of read) for (const [key, answer] of part ?? []) answers.set(key, answer);
    return answers;
  }

  /** Starts `rules.read(keys)`, in flight for each key until it settles and kept alive past a cancellation. */
  #start(keys: string[], rules: FlightRules<V, Tag>): Promise<ReadonlyMap<string, V>> {
    const tag = rules.tag();
    const loading = rules.read(keys, tag);
    outliveCancellation(loading);
    for (const key of keys) {
      const flight = { value: loading.then((answers) => answers.get(key)), tag };
      flight.value.catch(() => {}); // a failure is the starter's error; joiners just read again
      this.#flights.set(key, flight);
      const done = () => {
        if (this.#flights.get(key) === flight) this.#flights.delete(key);
      };
      flight.value.then(done, done);
    }
    return loading;
  }

  /** The answers of the loads in flight for `keys`, undefined where none came in time (one timer). */
  async #join(keys: readonly string[]): Promise<Array<V | undefined>> {
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
}
