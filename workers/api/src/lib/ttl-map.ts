/**
 * A bounded per-isolate map whose entries expire: the one store behind this worker's short-lived read
 * caches (sessions, reaction flags, shared rows, list totals, stream signatures, stream access rows,
 * hot audio versions). Past `max` entries the oldest written goes first, so memory stays flat whatever
 * the traffic.
 *
 * @example
 * const rows = new TtlMap<Row>(20_000);
 * rows.set(id, row, Date.now() + 10_000);
 * rows.get(id); // the row until it expires, then undefined
 */
export class TtlMap<V> {
  readonly #entries = new Map<string, { value: V; expires: number }>();

  constructor(private readonly max: number) {}

  /** The live value under `key`, or undefined (an expired entry is dropped on the way). */
  get(key: string, now = Date.now()): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores `value` until `expires` (epoch ms; `Infinity` for "until evicted"), as the newest entry. */
  set(key: string, value: V, expires: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expires });
    while (this.#entries.size > this.max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Deletes `key` only while it still holds `value` (a newer write under the same key survives). */
  deleteIf(key: string, value: V): void {
    if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
