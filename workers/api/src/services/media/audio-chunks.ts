import { TtlMap } from "../../lib/ttl-map";

/**
 * Hot audio bytes, per isolate: recently streamed parts of R2 objects, kept in aligned chunks so the
 * many overlapping range requests an `<audio>` element makes for a playing track are answered from
 * memory instead of one R2 read each (docs/decisions/0305).
 *
 * Exactness rests on two things. Chunks are filed under the object's etag, so bytes of one version can
 * never be served as another's. And an object's current etag is only trusted for `factsTtlMs` after R2
 * last reported it: audio objects are written once per key (a new upload gets a new key), so in
 * practice the etag never changes; if an object were overwritten in place anyway, an isolate that had
 * it would go on serving the old version for at most that long.
 */

/** What a response needs to know about the object, as R2 reported it. */
export interface ObjectFacts {
  etag: string;
  httpEtag: string;
  size: number;
  contentType: string | undefined;
}

export interface AudioChunkOptions {
  /** Chunk size in bytes; reads are widened to whole chunks. */
  chunkBytes: number;
  /** Bytes held at most; the least recently used chunks go first. */
  capacityBytes: number;
  /** How long R2's word on an object's current version is trusted. */
  factsTtlMs: number;
}

/** The byte span to read from R2 so that `[start, start + length)` is covered by whole chunks. */
export function alignedSpan(start: number, length: number, size: number, chunkBytes: number) {
  const from = Math.floor(start / chunkBytes) * chunkBytes;
  const to = Math.min(size, Math.ceil((start + length) / chunkBytes) * chunkBytes);
  return { start: from, length: to - from };
}

/**
 * A byte-bounded LRU of audio chunks plus each object's current facts.
 *
 * @example
 * const cache = new AudioChunkCache({ chunkBytes: 131072, capacityBytes: 16 << 20, factsTtlMs: 30_000 });
 * cache.store("audio/a.wav", facts, 0, bytes, Date.now());
 * cache.read("audio/a.wav", 100, 5000, Date.now()); // { facts, bytes } or null
 */
export class AudioChunkCache {
  readonly #facts: TtlMap<ObjectFacts>;
  /** `${key}\n${etag}\n${index}` → bytes; Map order is recency (re-inserted on use). */
  readonly #chunks = new Map<string, Uint8Array>();
  #bytes = 0;

  constructor(readonly options: AudioChunkOptions) {
    // Facts outlive their chunks; a few per chunk the cache can hold is plenty.
    this.#facts = new TtlMap(4 * Math.ceil(options.capacityBytes / options.chunkBytes));
  }

  /** Bytes currently held. */
  get size(): number {
    return this.#bytes;
  }

  /** The object's facts, if R2 reported them less than `factsTtlMs` ago. */
  facts(key: string, nowMs: number): ObjectFacts | null {
    return this.#facts.get(key, nowMs) ?? null;
  }

  /** `[start, start + length)` of the object's current version, or null unless every chunk is held. */
  read(key: string, start: number, length: number, nowMs: number) {
    const facts = this.facts(key, nowMs);
    if (!facts || length <= 0 || start + length > facts.size) return null;
    const { chunkBytes } = this.options;
    const first = Math.floor(start / chunkBytes);
    const last = Math.floor((start + length - 1) / chunkBytes);
    const parts: Uint8Array[] = [];
    for (let index = first; index <= last; index += 1) {
      const id = chunkId(key, facts.etag, index);
      const chunk = this.#chunks.get(id);
      if (!chunk) return null;
      this.#chunks.delete(id);
      this.#chunks.set(id, chunk);
      parts.push(chunk);
    }
    const offset = start - first * chunkBytes;
    const [only] = parts;
    if (parts.length === 1 && only) return { facts, bytes: only.subarray(offset, offset + length) };
    const bytes = new Uint8Array(length);
    let at = first * chunkBytes; // where the current part starts in the object
    for (const part of parts) {
      const from = Math.max(start, at);
      const to = Math.min(start + length, at + part.length);
      bytes.set(part.subarray(from - at, to - at), from - start);
      at += chunkBytes;
    }
    return { facts, bytes };
  }

  /**
   * Files `bytes`, read from `offset` (a chunk boundary) of the version `facts` describes, and makes
   * that version the object's current one. Only whole chunks are kept, and a short last chunk only
   * when it is the object's end.
   */
  store(key: string, facts: ObjectFacts, offset: number, bytes: Uint8Array, nowMs: number): void {
    const { chunkBytes, capacityBytes, factsTtlMs } = this.options;
    if (offset % chunkBytes !== 0) throw new RangeError(`offset ${offset} is not a chunk boundary`);
    this.#facts.set(key, facts, nowMs + factsTtlMs);
    for (let at = 0; at < bytes.length; at += chunkBytes) {
      const chunk = bytes.subarray(at, at + chunkBytes);
      if (chunk.length < chunkBytes && offset + at + chunk.length !== facts.size) break;
      const id = chunkId(key, facts.etag, (offset + at) / chunkBytes);
      const old = this.#chunks.get(id);
      if (old) {
        this.#chunks.delete(id);
        this.#bytes -= old.length;
      }
      this.#chunks.set(id, chunk);
      this.#bytes += chunk.length;
    }
    for (const [id, chunk] of this.#chunks) {
      if (this.#bytes <= capacityBytes) break;
      this.#chunks.delete(id);
      this.#bytes -= chunk.length;
    }
  }
}

const chunkId = (key: string, etag: string, index: number) => `${key}\n${etag}\n${index}`;
