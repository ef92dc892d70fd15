/**
 * The packets of an Ogg stream's first logical bitstream, in order, read from a ByteSource in 1 MiB
 * ranges: pages are parsed as they arrive and packets reassembled across pages (a lacing value below 255
 * ends a packet). Page CRCs are not checked: a damaged page decodes to noise the decoder reports, and the
 * header reader (ogg.ts) has already refused files whose structure is broken.
 */
import { u32le } from "../bytes";
import type { ByteSource } from "../types";

const READ_BYTES = 1024 * 1024;

export async function* oggPackets(source: ByteSource): AsyncGenerator<Uint8Array> {
  let buffer = new Uint8Array(0);
  let offset = 0;
  let serial: number | null = null;
  let partial: Uint8Array[] = [];
  for (;;) {
    // Parse every whole page in the buffer.
    let at = 0;
    for (;;) {
      if (at + 27 > buffer.length) break;
      if (
        buffer[at] !== 0x4f ||
        buffer[at + 1] !== 0x67 ||
        buffer[at + 2] !== 0x67 ||
        buffer[at + 3] !== 0x53
      ) {
        return; // lost sync: the rest is damaged or trailing junk
      }
      const segments = buffer[at + 26]!;
      if (at + 27 + segments > buffer.length) break;
      let body = 0;
      for (let i = 0; i < segments; i += 1) body += buffer[at + 27 + i]!;
      const end = at + 27 + segments + body;
      if (end > buffer.length) break;
      const pageSerial = u32le(buffer, at + 14);
      serial ??= pageSerial;
      if (pageSerial === serial) {
        let from = at + 27 + segments;
        for (let i = 0; i < segments; i += 1) {
          const lacing = buffer[at + 27 + i]!;
          partial.push(buffer.slice(from, from + lacing));
          from += lacing;
          if (lacing < 255) {
            yield joined(partial);
            partial = [];
          }
        }
      }
      at = end;
    }
    buffer = buffer.slice(at);
    if (offset >= source.size) return;
    const next = await source.read(offset, Math.min(READ_BYTES, source.size - offset));
    if (next.length === 0) return;
    offset += next.length;
    const grown = new Uint8Array(buffer.length + next.length);
    grown.set(buffer);
    grown.set(next, buffer.length);
    buffer = grown;
  }
}

function joined(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
