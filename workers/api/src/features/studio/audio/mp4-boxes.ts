import { ascii, u32be, u64be } from "./bytes";

/** One ISO-BMFF box: where it starts, its 4-character type, and where its content starts and ends. */
export interface Box {
  type: string;
  start: number;
  /** First byte after the header. */
  content: number;
  end: number;
}

/**
 * The box header at `offset` in `bytes`, whose last byte is `limit` (the parent's end). Null when the header
 * does not fit; `end` may lie beyond `limit` and callers decide what a box cut short means.
 *
 * @example boxAt(file, 0, file.length)?.type // "ftyp"
 */
export function boxAt(bytes: Uint8Array, offset: number, limit: number, base = 0): Box | null {
  const at = offset - base;
  if (offset + 8 > limit || at + 8 > bytes.length) return null;
  let size = u32be(bytes, at);
  let header = 8;
  if (size === 1) {
    if (offset + 16 > limit || at + 16 > bytes.length) return null;
    size = u64be(bytes, at + 8); // 64-bit "largesize" for boxes over 4 GiB
    header = 16;
  } else if (size === 0) {
    size = limit - offset; // "to the end of the file"
  }
  if (size < header) return null;
  return { type: ascii(bytes, at + 4, 4), start: offset, content: offset + header, end: offset + size };
}

/**
 * The children of the box (or byte range) `[from, to)` held in `bytes`, which starts at file offset `base`.
 * Stops at the first child that does not fit, so a damaged box never loops.
 *
 * @example children(moov, moovBox.content, moovBox.end, moovBox.start).map((b) => b.type) // ["mvhd", "trak"]
 */
export function children(bytes: Uint8Array, from: number, to: number, base = 0): Box[] {
  const boxes: Box[] = [];
  let offset = from;
  while (offset < to) {
    const box = boxAt(bytes, offset, to, base);
    if (!box || box.end > to) break;
    boxes.push(box);
    offset = box.end;
  }
  return boxes;
}

/** The first descendant reached by following `path` (box types), or undefined. */
export function descend(bytes: Uint8Array, parent: Box, path: string[], base = 0): Box | undefined {
  let current: Box | undefined = parent;
  for (const type of path) {
    if (!current) return undefined;
    current = children(bytes, current.content, current.end, base).find((b) => b.type === type);
  }
  return current;
}

/** The handler of a `trak` box (`soun` for audio, `vide` for video), or undefined. */
export function trackHandler(bytes: Uint8Array, trak: Box, base = 0): string | undefined {
  const hdlr = descend(bytes, trak, ["mdia", "hdlr"], base);
  return hdlr ? ascii(bytes, hdlr.content - base + 8, 4) : undefined;
}
