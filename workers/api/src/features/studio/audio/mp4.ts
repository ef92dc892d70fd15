import { ascii, MAX_READ, u16be, u32be, u64be, WindowReader } from "./bytes";
import { AAC_RATES } from "./frame-headers";
import { type Box, boxAt, children, descend, trackHandler } from "./mp4-boxes";
import { Envelope, relativeLevels } from "./peaks";
import type { FormatReading } from "./reading";
import { type ByteSource, UnreadableAudio } from "./types";

/** Finds `moov` among the top-level boxes, one small ranged read per box header (it may follow `mdat`). */
async function findMoov(source: ByteSource): Promise<Box> {
  const reader = new WindowReader(source, 64 * 1024);
  let moov: Box | undefined;
  for (let offset = 0; offset + 8 <= source.size; ) {
    const box = boxAt(await reader.bytes(offset, 16), offset, source.size, offset);
    if (!box) break;
    if (box.end > source.size) {
      throw new UnreadableAudio("The M4A file is cut short: a part of it ends beyond the end of the file.");
    }
    if (box.type === "moov") moov = box;
    if (box.type === "moof") {
      throw new UnreadableAudio(
        "The M4A file is fragmented (streaming-style); export it as a regular M4A file.",
      );
    }
    offset = box.end;
  }
  if (!moov) throw new UnreadableAudio("The M4A file has no index (moov box); it may be incomplete.");
  if (moov.end - moov.start > MAX_READ)
    throw new UnreadableAudio("The M4A file's index is too large to read.");
  return moov;
}

/** An ISO 14496-1 descriptor's tag, content start and length (lengths are 7 bits a byte, up to 4 bytes). */
function descriptor(b: Uint8Array, at: number): { tag: number; content: number; length: number } {
  let length = 0;
  let p = at + 1;
  for (let i = 0; i < 4; i += 1, p += 1) {
    length = length * 128 + (b[p]! & 0x7f);
    if ((b[p]! & 0x80) === 0) break;
  }
  return { tag: b[at]!, content: p + 1, length };
}

interface AudioConfig {
  objectType: number;
  sampleRate?: number;
  channels?: number;
}

/** The esds box's object type and AudioSpecificConfig (rate and channel layout as the decoder sees them). */
function readEsds(b: Uint8Array, esds: Box, base: number): AudioConfig | undefined {
  const es = descriptor(b, esds.content - base + 4);
  if (es.tag !== 3) return undefined;
  const flags = b[es.content + 2]!;
  let at = es.content + 3;
  if (flags & 0x80) at += 2; // depends on an ES id
  if (flags & 0x40) at += 1 + b[at]!; // URL
  if (flags & 0x20) at += 2; // OCR stream
  const config = descriptor(b, at);
  if (config.tag !== 4) return undefined;
  const objectType = b[config.content]!;
  const specific = descriptor(b, config.content + 13);
  if (specific.tag !== 5 || specific.length < 2) return { objectType };
  const asc = u16be(b, specific.content);
  const rateIndex = (asc >> 7) & 0xf;
  // Index 15 means an explicit 24-bit rate follows; the sample entry's rate is used instead.
  return { objectType, sampleRate: AAC_RATES[rateIndex], channels: (asc >> 3) & 0xf || undefined };
}

/** MPEG-4 object types of AAC (main/LC/SSR in MPEG-4 and MPEG-2 flavours). */
const AAC_OBJECT_TYPES = new Set([0x40, 0x66, 0x67, 0x68]);

/**
 * Facts from the audio track's `mdhd` (duration ÷ timescale) and `stsd` sample entry (mp4a/esds for rate
 * and channels), and an envelope of coded bits per sample from `stsz` sizes over `stts` durations. The
 * top-level boxes are walked with ranged reads, so a `moov` after the media is found without reading it.
 *
 * @example (await analyseMp4(bufferSource(m4aFixture({ seconds: 3, moovAtEnd: true })), 1000)).codec // "aac"
 */
export async function analyseMp4(source: ByteSource, points: number): Promise<FormatReading> {
  const moov = await findMoov(source);
  const b = await source.read(moov.start, moov.end - moov.start);
  const base = moov.start;
  const trak = children(b, moov.content, moov.end, base).find(
    (box) => box.type === "trak" && trackHandler(b, box, base) === "soun",
  );
  if (!trak) throw new UnreadableAudio("The M4A file has no audio track.");
  const mdhd = descend(b, trak, ["mdia", "mdhd"], base);
  const stbl = descend(b, trak, ["mdia", "minf", "stbl"], base);
  const stsd = stbl && descend(b, stbl, ["stsd"], base);
  const stts = stbl && descend(b, stbl, ["stts"], base);
  const stsz = stbl && descend(b, stbl, ["stsz"], base);
  if (!mdhd || !stsd || !stts || !stsz)
    throw new UnreadableAudio("The M4A file's audio track is incomplete.");

  const h = mdhd.content - base;
  const v1 = b[h] === 1;
  const timescale = u32be(b, h + (v1 ? 20 : 12));
  const duration = v1 ? u64be(b, h + 24) : u32be(b, h + 16);
  if (timescale === 0) throw new UnreadableAudio("The M4A file's audio track has no timescale.");

  const entry = boxAt(b, stsd.content + 8, stsd.end, base);
  if (!entry) throw new UnreadableAudio("The M4A file's audio track does not describe its codec.");
  const e = entry.start - base;
  const version = u16be(b, e + 16);
  const entryChannels = u16be(b, e + 24);
  const entryRate = u32be(b, e + 32) >>> 16;
  const childrenStart = entry.start + 36 + (version === 1 ? 16 : version === 2 ? 36 : 0);
  const esds =
    entry.type === "mp4a"
      ? children(b, childrenStart, entry.end, base).find((x) => x.type === "esds")
      : undefined;
  const config = esds && readEsds(b, esds, base);
  if (entry.type !== "mp4a" || (config && !AAC_OBJECT_TYPES.has(config.objectType))) {
    const name = config ? `object type 0x${config.objectType.toString(16)}` : ascii(b, e + 4, 4).trim();
    throw new UnreadableAudio(`The M4A file holds ${name} audio; Ngoma reads AAC in M4A. Export it as AAC.`);
  }

  // Sample durations (stts: runs of count × delta) and sizes (stsz: one size for all, or one per sample).
  const runs = u32be(b, stts.content - base + 4);
  const fixedSize = u32be(b, stsz.content - base + 4);
  const sampleCount = u32be(b, stsz.content - base + 8);
  let ticks = 0;
  for (let r = 0; r < runs; r += 1)
    ticks += u32be(b, stts.content - base + 8 + r * 8) * u32be(b, stts.content - base + 12 + r * 8);
  const total = duration || ticks;
  if (sampleCount === 0 || total === 0) throw new UnreadableAudio("The M4A file has no audio data.");
  const envelope = new Envelope(points, ticks || total);
  let sample = 0;
  let time = 0;
  for (let r = 0; r < runs && sample < sampleCount; r += 1) {
    const count = u32be(b, stts.content - base + 8 + r * 8);
    const delta = u32be(b, stts.content - base + 12 + r * 8);
    for (let i = 0; i < count && sample < sampleCount; i += 1, sample += 1, time += delta) {
      const size = fixedSize || u32be(b, stsz.content - base + 12 + sample * 4);
      if (delta > 0) envelope.add(time, time + delta, (size * 8) / delta);
    }
  }
  return {
    codec: "aac",
    seconds: total / timescale,
    sampleRate: config?.sampleRate ?? entryRate,
    channels: config?.channels ?? entryChannels,
    peaks: relativeLevels(envelope.means()),
  };
}
