import type { ByteSource } from "./types";

/**
 * The largest single read any analyser makes: a Worker has 128 MB, so a 200 MB upload is only ever held
 * one window at a time.
 */
export const MAX_READ = 8 * 1024 * 1024;

/**
 * A ByteSource over bytes already in memory (tests, small files). Reads copy, as an R2 body would, so a
 * caller cannot change the file through what it was given.
 *
 * @example const facts = (await analyseAudio(bufferSource(bytes), sniffAudio(bytes)!)).facts;
 */
export function bufferSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    read: async (offset, length) => bytes.slice(offset, Math.min(bytes.length, offset + length)),
  };
}

/** `length` ASCII characters at `offset` (what a box, chunk or magic number is named). */
export function ascii(bytes: Uint8Array, offset: number, length: number): string {
  let out = "";
  for (let i = offset; i < offset + length && i < bytes.length; i += 1) out += String.fromCharCode(bytes[i]!);
  return out;
}

export const u16be = (b: Uint8Array, o: number) => ((b[o]! << 8) | b[o + 1]!) >>> 0;
export const u24be = (b: Uint8Array, o: number) => ((b[o]! << 16) | (b[o + 1]! << 8) | b[o + 2]!) >>> 0;
export const u32be = (b: Uint8Array, o: number) =>
  ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0;
export const u16le = (b: Uint8Array, o: number) => (b[o]! | (b[o + 1]! << 8)) >>> 0;
export const u32le = (b: Uint8Array, o: number) =>
  (b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16) | (b[o + 3]! << 24)) >>> 0;
/** 64-bit integers as numbers: exact below 2^53, far beyond any file or sample count Ngoma accepts. */
export const u64be = (b: Uint8Array, o: number) => u32be(b, o) * 2 ** 32 + u32be(b, o + 4);
export const u64le = (b: Uint8Array, o: number) => u32le(b, o + 4) * 2 ** 32 + u32le(b, o);

/** `count` bits (≤ 32) starting `bit` bits into `bytes`, most significant first (MPEG and FLAC order). */
export function bitsAt(bytes: Uint8Array, bit: number, count: number): number {
  let value = 0;
  for (let i = 0; i < count; i += 1) {
    const at = bit + i;
    value = value * 2 + ((bytes[at >> 3]! >> (7 - (at & 7))) & 1);
  }
  return value;
}

/** Where a leading ID3v2 tag ends (0 when there is none): MP3, ADTS and even FLAC files may carry one. */
export function id3v2End(head: Uint8Array, offset = 0): number {
  if (ascii(head, offset, 3) !== "ID3" || head.length < offset + 10) return offset;
  const sizeBytes = head.subarray(offset + 6, offset + 10);
  // The tag size is "syncsafe": 7 bits a byte, so a stray 0xFF never looks like a frame sync.
  if (sizeBytes.some((b) => b > 0x7f)) return offset;
  const size = (sizeBytes[0]! << 21) | (sizeBytes[1]! << 14) | (sizeBytes[2]! << 7) | sizeBytes[3]!;
  const footer = (head[offset + 5]! & 0x10) !== 0 ? 10 : 0;
  return offset + 10 + size + footer;
}

/**
 * Reads a ByteSource through one cached window, so walking millions of small frame headers costs one
 * ranged read per window instead of one per frame. A returned view is valid until the next `load`.
 */
export class WindowReader {
  private start = 0;
  private buffer: Uint8Array = new Uint8Array(0);

  constructor(
    readonly source: ByteSource,
    private readonly window = MAX_READ,
  ) {}

  get size(): number {
    return this.source.size;
  }

  /** The bytes at `offset` if the window already holds all `length` of them (or up to EOF), else null. */
  cached(offset: number, length: number): Uint8Array | null {
    const end = Math.min(offset + length, this.size);
    if (offset < this.start || end > this.start + this.buffer.length) return null;
    return this.buffer.subarray(offset - this.start, end - this.start);
  }

  /** Up to `length` bytes at `offset` (fewer only at EOF), reading a new window when needed. */
  async bytes(offset: number, length: number): Promise<Uint8Array> {
    return this.cached(offset, length) ?? this.load(offset, length);
  }

  /** Moves the window to start at `offset`. */
  async load(offset: number, length: number): Promise<Uint8Array> {
    if (length > MAX_READ) throw new RangeError(`A read of ${length} bytes is larger than one window`);
    if (offset >= this.size) return new Uint8Array(0);
    const want = Math.min(Math.max(length, this.window), MAX_READ, this.size - offset);
    this.buffer = await this.source.read(offset, want);
    this.start = offset;
    return this.buffer.subarray(0, Math.min(length, this.buffer.length));
  }
}
