import { describe, expect, it } from "vitest";
import { AudioChunkCache, alignedSpan, type ObjectFacts } from "./audio-chunks";

const CHUNK = 8;
const facts = (etag: string, size: number): ObjectFacts => ({
  etag,
  httpEtag: `"${etag}"`,
  size,
  contentType: "audio/wav",
});
/** Bytes whose value is their offset in the object (mod 256), plus `shift` to tell versions apart. */
const bytesAt = (offset: number, length: number, shift = 0) =>
  Uint8Array.from({ length }, (_, i) => (offset + i + shift) % 256);
const cacheOf = (capacityBytes = 1024) =>
  new AudioChunkCache({ chunkBytes: CHUNK, capacityBytes, factsTtlMs: 1_000 });

describe("alignedSpan", () => {
  it("widens a span to whole chunks and stops at the object's end", () => {
    expect(alignedSpan(0, 8, 100, CHUNK)).toEqual({ start: 0, length: 8 });
    expect(alignedSpan(3, 2, 100, CHUNK)).toEqual({ start: 0, length: 8 });
    expect(alignedSpan(7, 2, 100, CHUNK)).toEqual({ start: 0, length: 16 });
    expect(alignedSpan(90, 10, 100, CHUNK)).toEqual({ start: 88, length: 12 });
  });
});

describe("AudioChunkCache", () => {
  it("answers any span inside the chunks it holds, across chunk borders, and nothing else", () => {
    const cache = cacheOf();
    cache.store("a", facts("v1", 100), 8, bytesAt(8, 24), 0);
    expect(cache.read("a", 8, 8, 0)?.bytes).toEqual(bytesAt(8, 8));
    expect(cache.read("a", 10, 3, 0)?.bytes).toEqual(bytesAt(10, 3));
    expect(cache.read("a", 13, 15, 0)?.bytes).toEqual(bytesAt(13, 15));
    expect(cache.read("a", 8, 24, 0)?.bytes).toEqual(bytesAt(8, 24));
    expect(cache.read("a", 4, 8, 0)).toBeNull(); // needs chunk 0
    expect(cache.read("a", 30, 4, 0)).toBeNull(); // needs chunk 4
    expect(cache.read("b", 8, 8, 0)).toBeNull();
    expect(cache.read("a", 8, 0, 0)).toBeNull();
    expect(cache.read("a", 96, 8, 0)).toBeNull(); // past the end
  });

  it("keeps a short last chunk only when it ends the object", () => {
    const cache = cacheOf();
    cache.store("a", facts("v1", 100), 88, bytesAt(88, 12), 0);
    expect(cache.read("a", 95, 5, 0)?.bytes).toEqual(bytesAt(95, 5));
    cache.store("b", facts("v1", 100), 0, bytesAt(0, 12), 0); // a read cut short mid-object
    expect(cache.read("b", 0, 8, 0)?.bytes).toEqual(bytesAt(0, 8));
    expect(cache.read("b", 8, 2, 0)).toBeNull();
    expect(() => cache.store("c", facts("v1", 100), 3, bytesAt(3, 8), 0)).toThrow(RangeError);
  });

  it("never serves one version's bytes as another's, and forgets the version after its TTL", () => {
    const cache = cacheOf();
    cache.store("a", facts("v1", 100), 0, bytesAt(0, 16), 0);
    cache.store("a", facts("v2", 100), 16, bytesAt(16, 8, 1), 10);
    expect(cache.read("a", 0, 8, 10)).toBeNull(); // v1's chunk is no longer the current version's
    expect(cache.read("a", 16, 8, 10)?.bytes).toEqual(bytesAt(16, 8, 1));
    expect(cache.read("a", 16, 8, 10)?.facts.etag).toBe("v2");
    expect(cache.facts("a", 1_009)?.etag).toBe("v2");
    expect(cache.read("a", 16, 8, 1_010)).toBeNull();
    expect(cache.facts("a", 1_010)).toBeNull();
  });

  it("stays within its byte budget, dropping the least recently used chunks first", () => {
    const cache = cacheOf(3 * CHUNK);
    cache.store("a", facts("v1", 100), 0, bytesAt(0, 24), 0); // chunks 0, 1, 2
    expect(cache.size).toBe(24);
    cache.read("a", 0, 4, 0); // chunk 0 is now the most recently used
    cache.store("a", facts("v1", 100), 24, bytesAt(24, 8), 0); // chunk 3 pushes out chunk 1
    expect(cache.size).toBe(24);
    expect(cache.read("a", 0, 8, 0)).not.toBeNull();
    expect(cache.read("a", 8, 8, 0)).toBeNull();
    expect(cache.read("a", 16, 16, 0)?.bytes).toEqual(bytesAt(16, 16));
    cache.store("a", facts("v1", 100), 24, bytesAt(24, 8), 0); // the same chunk again is not counted twice
    expect(cache.size).toBe(24);
  });
});
