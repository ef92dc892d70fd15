import { concat } from "./bits";
import { writeAscii } from "./wav";

/** zlib's CRC-32 (PNG chunks). */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65_521;
    b = (b + a) % 65_521;
  }
  return ((b << 16) | a) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  writeAscii(out, 4, type);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/**
 * A decodable black PNG of `width` × `height` (1-bit grayscale, stored deflate blocks): small even at
 * 3000 × 3000.
 *
 * @example sniffImage(pngFixture(500, 500))?.width // 500
 */
export function pngFixture(width: number, height: number): Uint8Array<ArrayBuffer> {
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, grayscale, deflate, adaptive filter, no interlace
  const raw = new Uint8Array(height * (1 + Math.ceil(width / 8))); // filter byte 0 + zero pixels per row
  const blocks: Uint8Array[] = [Uint8Array.from([0x78, 0x01])];
  for (let at = 0; at < raw.length || at === 0; at += 65_535) {
    const length = Math.min(65_535, raw.length - at);
    const final = at + 65_535 >= raw.length ? 1 : 0;
    blocks.push(Uint8Array.from([final, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]));
    blocks.push(raw.subarray(at, at + length));
  }
  const adler = new Uint8Array(4);
  new DataView(adler.buffer).setUint32(0, adler32(raw));
  blocks.push(adler);
  return concat([
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", concat(blocks)),
    pngChunk("IEND", new Uint8Array(0)),
  ]);
}

/**
 * A decodable mid-grey baseline JPEG of `width` × `height`: one component, Huffman tables with a single
 * code each, so every 8×8 block is two bits ("no change", "end of block").
 *
 * @example sniffImage(jpegFixture(800, 600))?.height // 600
 */
export function jpegFixture(width: number, height: number): Uint8Array<ArrayBuffer> {
  const segment = (marker: number, body: number[]) => [
    0xff,
    marker,
    (body.length + 2) >> 8,
    (body.length + 2) & 0xff,
    ...body,
  ];
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const scan = new Uint8Array(Math.ceil((blocks * 2) / 8)); // all "0" bits …
  const padBits = scan.length * 8 - blocks * 2;
  if (padBits > 0) scan[scan.length - 1] = (1 << padBits) - 1; // … padded with 1s, as the standard says
  const oneCode = (tableClass: number, symbol: number) => [tableClass, 1, ...new Array(15).fill(0), symbol];
  return concat([
    Uint8Array.from([0xff, 0xd8]),
    Uint8Array.from(segment(0xdb, [0, ...new Array(64).fill(1)])),
    Uint8Array.from(segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0])),
    Uint8Array.from(segment(0xc4, [...oneCode(0x00, 0), ...oneCode(0x10, 0)])),
    Uint8Array.from(segment(0xda, [1, 1, 0x00, 0, 63, 0])),
    scan,
    Uint8Array.from([0xff, 0xd9]),
  ]);
}

/**
 * A lossless (VP8L) WebP of `width` × `height` whose five prefix codes each hold one symbol, so its pixels
 * (transparent black) take no bits at all.
 *
 * @example sniffImage(webpFixture(1000, 1000))?.format // "webp"
 */
export function webpFixture(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bits: number[] = [];
  const put = (value: number, count: number) => {
    for (let i = 0; i < count; i += 1) bits.push((value >> i) & 1); // VP8L packs bits LSB first
  };
  put(width - 1, 14);
  put(height - 1, 14);
  put(0, 1); // alpha is not used
  put(0, 3); // version 0
  put(0, 1); // no transforms
  put(0, 1); // no colour cache
  put(0, 1); // no meta prefix codes
  for (let code = 0; code < 5; code += 1) put(0b0001, 4); // simple code, one symbol, 1-bit symbol 0
  const payload = new Uint8Array(1 + Math.ceil(bits.length / 8));
  payload[0] = 0x2f;
  bits.forEach((bit, i) => {
    payload[1 + (i >> 3)]! |= bit << (i & 7);
  });
  const padded = payload.length + (payload.length & 1);
  const out = new Uint8Array(20 + padded);
  const view = new DataView(out.buffer);
  writeAscii(out, 0, "RIFF");
  view.setUint32(4, out.length - 8, true);
  writeAscii(out, 8, "WEBPVP8L");
  view.setUint32(16, payload.length, true);
  out.set(payload, 20);
  return out;
}
