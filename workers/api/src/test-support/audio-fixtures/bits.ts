/** Writes fields most-significant bit first (MPEG, FLAC and ISO-BMFF order) into a growing byte list. */
export class BitWriter {
  private readonly bytes: number[] = [];
  private bit = 0;

  /** Appends the low `count` bits of `value` (count ≤ 53). */
  put(value: number, count: number): this {
    if (this.bit === 0 && count % 8 === 0 && count <= 32) {
      // Byte-aligned whole bytes (most fixture fields): no per-bit loop.
      for (let shift = count - 8; shift >= 0; shift -= 8)
        this.bytes.push(Math.floor(value / 2 ** shift) & 0xff);
      return this;
    }
    for (let i = count - 1; i >= 0; i -= 1) {
      if (this.bit === 0) this.bytes.push(0);
      const one = Math.floor(value / 2 ** i) % 2;
      this.bytes[this.bytes.length - 1]! |= one << (7 - this.bit);
      this.bit = (this.bit + 1) % 8;
    }
    return this;
  }

  /** Pads with zero bits to the next byte boundary. */
  align(): this {
    this.bit = 0;
    return this;
  }

  get length(): number {
    return this.bytes.length;
  }

  toBytes(): Uint8Array<ArrayBuffer> {
    return Uint8Array.from(this.bytes);
  }
}

/** One byte array of all `parts`. */
export function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Big-endian unsigned integer of `bytes` bytes. */
export function be(value: number, bytes: number): Uint8Array {
  return new BitWriter().put(value, bytes * 8).toBytes();
}

/** Whether sample frame `i` of a fixture is in its leading silence. */
export const silentAt = (i: number, sampleRate: number, silenceSeconds = 0) =>
  i < silenceSeconds * sampleRate;
