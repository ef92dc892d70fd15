import { WindowReader } from "./bytes";
import { firstFrameAfterTags, parseAdtsHeader, sameAdtsStream } from "./frame-headers";
import { FrameValues, relativeLevels } from "./peaks";
import type { FormatReading } from "./reading";
import type { ByteSource } from "./types";

/** The longest ADTS frame (13-bit length). */
const MAX_FRAME = 8191;

/**
 * Facts of a raw AAC (ADTS) stream, read by walking every frame header (1024 samples per raw data block;
 * ADTS has no index or total), and an envelope of coded bits per frame.
 *
 * @example (await analyseAdts(bufferSource(adtsFixture({ seconds: 3 })), 1000)).codec // "aac"
 */
export async function analyseAdts(source: ByteSource, points: number): Promise<FormatReading> {
  const reader = new WindowReader(source);
  const { at: firstAt, header: first } = await firstFrameAfterTags(
    reader,
    MAX_FRAME,
    parseAdtsHeader,
    sameAdtsStream,
    "AAC",
  );

  const bits = new FrameValues();
  let samples = 0;
  for (let at = firstAt; at + 7 <= source.size; ) {
    const b = reader.cached(at, 9) ?? (await reader.load(at, 9));
    const h = parseAdtsHeader(b, 0);
    if (!h || !sameAdtsStream(first, h) || at + h.length > source.size) break; // trailing tag, or cut short
    // Multi-block frames are rare; counting each frame as one slot of its own duration keeps one value a frame.
    bits.push((h.length * 8) / h.samples);
    samples += h.samples;
    at += h.length;
  }
  return {
    codec: "aac",
    seconds: samples / first.sampleRate,
    sampleRate: first.sampleRate,
    channels: first.channels,
    peaks: relativeLevels(bits.envelope(points)),
  };
}
