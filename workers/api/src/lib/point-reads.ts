import { outliveCancellation, SHARED_WAIT_MS } from "./request-scope";

/**
 * Coalesces concurrent point reads ("row X", "row Y", …) made by different requests of one isolate into
 * one batched read, one batch in flight at a time: a request that arrives while a batch is out joins the
 * next one, which starts as soon as the first settles. A D1 database runs its queries one at a time (it
 * is a single Durable Object, and locally one SQLite behind an HTTP hop), so under load N point reads
 * become ~1 round trip instead of N queued ones; an idle isolate still reads at once. Every read starts
 * after its request arrived, so it is as fresh as an uncoalesced one. See docs/decisions/0304.
 *
 * Workers hazards, handled here:
 * - a batch's I/O belongs to the request that started it; the next batch is therefore started by a
 *   waiting request, from its own context, never from the previous batch's continuation (whose request
 *   may have answered and be gone);
 * - if that request is cancelled its batch's I/O could be cancelled with it: the batch is kept alive with
 *   that request's `waitUntil` (lib/request-scope, honoured for 30 s), and a waiter gives up only after
 *   `waitMs` (30 s), then reads its own key alone and the stuck batch stops blocking the next one. Giving
 *   up sooner re-issued reads exactly when the database was slowest (docs/decisions/0306).
 *
 * @example
 * const detail = new PointReads<string, Row>({ keyOf: (id) => id, maxBatch: 40, loadMany: selectRowsById });
 * const row = await detail.load("trk_1"); // undefined when loadMany had no answer for it
 */
export class PointReads<K, V> {
  readonly #keyOf: (key: K) => string;
  readonly #loadMany: (keys: K[]) => Promise<Map<string, V>>;
  readonly #maxBatch: number;
  readonly #waitMs: number;
  /** Keys waiting for the next batch, oldest first. */
  readonly #queue = new Map<string, Pending<K, V>>();
  /** Settles (never rejects) when the batch in flight has; undefined when none is. */
  #running: Promise<void> | undefined;

  constructor(options: {
    /** The identity of a key: equal keys asked together are read once. */
    keyOf: (key: K) => string;
    /** Reads many keys in one round trip; answers by `keyOf(key)`, leaving out keys that have none. */
    loadMany: (keys: K[]) => Promise<Map<string, V>>;
    /** At most this many keys per batch (D1 binds at most 100 parameters per statement). */
    maxBatch: number;
    /** How long a waiter trusts another request's batch before reading alone. */
    waitMs?: number;
  }) {
    this.#keyOf = options.keyOf;
    this.#loadMany = options.loadMany;
    this.#maxBatch = options.maxBatch;
    this.#waitMs = options.waitMs ?? SHARED_WAIT_MS;
  }

  /** `key`'s value, read in the next batch (at once when none is in flight). */
  async load(key: K): Promise<V | undefined> {
    const id = this.#keyOf(key);
    let pending = this.#queue.get(id);
    if (!pending) {
      pending = deferred(key);
      this.#queue.set(id, pending);
    }
    // One timer per read, not per wait: timers are not free on Workers, and this runs per request.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const gaveUp = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), this.#waitMs);
    });
    const settles = (promise: Promise<unknown>) => Promise.race([promise.then(settled, settled), gaveUp]);
    try {
      while (this.#queue.get(id) === pending) {
        const running = this.#running;
        if (!running) {
          this.#start(); // takes the oldest keys: loop again in case this one was not among them
          continue;
        }
        if (!(await settles(running))) {
          // Its request is gone: do not let it block every later read, and read this key alone.
          if (this.#running === running) this.#running = undefined;
          return (await this.#loadMany([key])).get(id);
        }
      }
      if (await settles(pending.promise)) return await pending.promise;
    } finally {
      clearTimeout(timer);
    }
    return (await this.#loadMany([key])).get(id);
  }

  /** Takes the oldest queued keys into a batch, from the calling request's own context. */
  #start(): void {
    const batch: Array<[string, Pending<K, V>]> = [];
    for (const entry of this.#queue) {
      if (batch.length === this.#maxBatch) break;
      batch.push(entry);
    }
    for (const [id] of batch) this.#queue.delete(id);
    const read = this.#loadMany(batch.map(([, p]) => p.key)).then(
      (values) => {
        for (const [id, p] of batch) p.resolve(values.get(id));
      },
      (error: unknown) => {
        for (const [, p] of batch) p.reject(error);
      },
    );
    outliveCancellation(read);
    const running = read.then(() => {
      if (this.#running === running) this.#running = undefined;
    });
    this.#running = running;
  }
}

interface Pending<K, V> {
  key: K;
  promise: Promise<V | undefined>;
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

function deferred<K, V>(key: K): Pending<K, V> {
  let resolve!: (value: V | undefined) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<V | undefined>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A waiter that gave up leaves its promise unobserved; its rejection is already someone else's error.
  promise.catch(() => {});
  return { key, promise, resolve, reject };
}

const settled = () => true;
