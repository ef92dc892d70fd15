import { ascii, u16le, u32le, WindowReader } from "./bytes";
import { Envelope, relativeLevels } from "./peaks";
import type { FormatReading } from "./reading";
import { oggCodec } from "./sniff";
import { type ByteSource, UnreadableAudio } from "./types";

/** One Ogg page header. */
interface Page {
  /** -1 when no packet ends on the page. */
  granule: number;
  serial: number;
  headerLength: number;
  bodyLength: number;
}

/** The largest page: 27-byte header, 255 lacing values, 255 × 255 body bytes. */
const MAX_PAGE = 27 + 255 + 255 * 255;

/** The page header at `at` in `b`, or null when it is not one or does not fit. */
function parsePage(b: Uint8Array, at: number): Page | null {
  if (at + 27 > b.length || ascii(b, at, 4) !== "OggS" || b[at + 4] !== 0) return null;
  const segments = b[at + 26]!;
  if (at + 27 + segments > b.length) return null;
  let bodyLength = 0;
  for (let i = 0; i < segments; i += 1) bodyLength += b[at + 27 + i]!;
  const low = u32le(b, at + 6);
  const high = u32le(b, at + 10);
  const granule = low === 0xffffffff && high === 0xffffffff ? -1 : high * 2 ** 32 + low;
  return { granule, serial: u32le(b, at + 14), headerLength: 27 + segments, bodyLength };
}

/** The granule position of the stream's last page that ends a packet, read from the file's tail. */
async function lastGranule(source: ByteSource, serial: number): Promise<number> {
  const start = Math.max(0, source.size - MAX_PAGE);
  const tail = await source.read(start, source.size - start);
  for (let at = tail.length - 27; at >= 0; at -= 1) {
    if (tail[at] !== 0x4f) continue; // "O"
    const page = parsePage(tail, at);
    if (page && page.serial === serial && page.granule > 0) return page.granule;
  }
  return -1;
}

/**
 * Facts from the identification header and the last page's granule position (Opus: minus pre-skip, at
 * 48 kHz; Vorbis: at the header's rate), and an envelope of coded bits per sample from every page's
 * body size over the span its granule positions give.
 *
 * @example (await analyseOgg(bufferSource(oggOpusFixture({ seconds: 3 })), 1000)).codec // "opus"
 */
export async function analyseOgg(source: ByteSource, points: number): Promise<FormatReading> {
  const reader = new WindowReader(source);
  const head = await reader.bytes(0, 27 + 255 + 64);
  const codec = oggCodec(head);
  const first = parsePage(head, 0);
  if (!codec || !first) throw new UnreadableAudio("The Ogg file holds neither Opus nor Vorbis audio.");
  const id = head.subarray(first.headerLength);
  const opus = codec === "opus";
  const channels = opus ? id[9]! : id[11]!;
  const sampleRate = opus ? 48_000 : u32le(id, 12);
  // Opus decoders discard `pre-skip` samples at the start; the granule clock includes them.
  const offset = opus ? u16le(id, 10) : 0;
  if (channels < 1 || sampleRate < 1000) throw new UnreadableAudio("The Ogg file's audio header is damaged.");

  const end = await lastGranule(source, first.serial);
  if (end < 0) throw new UnreadableAudio("The Ogg file has no audio pages.");
  const total = end - offset;
  const envelope = new Envelope(points, Math.max(1, total));
  let previous = 0;
  let pendingBits = 0;
  for (let at = 0; at < source.size; ) {
    const window = reader.cached(at, 27 + 255) ?? (await reader.load(at, MAX_PAGE));
    const page = parsePage(window, 0);
    if (!page) break; // damage or trailing junk: the pages read so far stand
    if (page.serial === first.serial) {
      pendingBits += page.bodyLength * 8;
      // Header pages (granule 0) carry no audio; a page no packet ends on (-1) pays into the next one.
      if (page.granule === 0) pendingBits = 0;
      else if (page.granule > previous) {
        envelope.add(previous - offset, page.granule - offset, pendingBits / (page.granule - previous));
        previous = page.granule;
        pendingBits = 0;
      }
    }
    at += page.headerLength + page.bodyLength;
  }
  return {
    codec,
    seconds: total / sampleRate,
    sampleRate,
    channels,
    peaks: relativeLevels(envelope.means()),
  };
}
