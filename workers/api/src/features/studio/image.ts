import type { SniffedImage } from "./audio/types";

const u16be = (b: Uint8Array, o: number) => (b[o]! << 8) | b[o + 1]!;
const u32be = (b: Uint8Array, o: number) => u16be(b, o) * 0x10000 + u16be(b, o + 2);
const u16le = (b: Uint8Array, o: number) => b[o]! | (b[o + 1]! << 8);
const u24le = (b: Uint8Array, o: number) => u16le(b, o) | (b[o + 2]! << 16);
const tag = (b: Uint8Array, o: number) => String.fromCharCode(...b.subarray(o, o + 4));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * What kind of image the bytes are (JPEG, PNG or WebP) and its size in pixels, from the bytes alone, or
 * null for anything else (a renamed file, an SVG, a GIF, a header without dimensions).
 *
 * @example sniffImage(pngFixture(640, 480)) // { format: "png", contentType: "image/png", width: 640, height: 480 }
 */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const size = pngSize(bytes) ?? jpegSize(bytes) ?? webpSize(bytes);
  if (!size || size.width < 1 || size.height < 1) return null;
  return { ...size.kind, width: size.width, height: size.height };
}

type Sized = { kind: Pick<SniffedImage, "format" | "contentType">; width: number; height: number };

/** PNG: the first chunk is always IHDR, width then height. */
function pngSize(b: Uint8Array): Sized | null {
  if (b.length < 24 || PNG_SIGNATURE.some((v, i) => b[i] !== v) || tag(b, 12) !== "IHDR") return null;
  return { kind: { format: "png", contentType: "image/png" }, width: u32be(b, 16), height: u32be(b, 20) };
}

// Start-of-frame markers carry the dimensions; C4 (DHT), C8 (reserved) and CC (DAC) share the range.
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** JPEG: walks the marker segments to the first start-of-frame (SOFn), which must precede the scan. */
function jpegSize(b: Uint8Array): Sized | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan or end before any frame header
    if (isStartOfFrame(marker)) {
      if (at + 9 > b.length) return null;
      return {
        kind: { format: "jpeg", contentType: "image/jpeg" },
        width: u16be(b, at + 7),
        height: u16be(b, at + 5),
      };
    }
    at += 2 + u16be(b, at + 2);
  }
  return null;
}

/** WebP: RIFF/WEBP, then a lossy (VP8), lossless (VP8L) or extended (VP8X) first chunk. */
function webpSize(b: Uint8Array): Sized | null {
  if (b.length < 25 || tag(b, 0) !== "RIFF" || tag(b, 8) !== "WEBP") return null;
  const kind = { format: "webp", contentType: "image/webp" } as const;
  const chunk = tag(b, 12);
  if (chunk === "VP8 ") {
    // Key frame start code, then 14-bit width and height (the top two bits are a scaling hint).
    if (b.length < 30 || b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { kind, width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === "VP8L") {
    if (b[20] !== 0x2f) return null;
    const bits = u16le(b, 21) | (u16le(b, 23) << 16);
    return { kind, width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X" && b.length >= 30) return { kind, width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}
