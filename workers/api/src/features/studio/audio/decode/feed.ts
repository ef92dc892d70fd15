/**
 * Feeding a WebAssembly decoder from a ByteSource: the file is read in 1 MiB ranges and handed to the
 * decoder in 32 KiB slices, so what it returns at once (about 1.5 MB of float samples for 32 KiB of
 * 128 kbit/s MP3) stays small, and each slice's output is measured before the next is decoded.
 */

import type { PcmWindow } from "../signal";
import type { ByteSource } from "../types";

const READ_BYTES = 1024 * 1024;
const SLICE_BYTES = 32 * 1024;

/** What the @wasm-audio-decoders family returns for a chunk of input. */
export interface Decoded {
  channelData: Float32Array[];
  samplesDecoded: number;
}

/**
 * Windows of `channels` planar channels from `decode` over `source[from, to)`, then `flush` (a decoder
 * holding its last frame until it sees the end).
 */
export async function* fed(
  source: ByteSource,
  channels: number,
  decode: (bytes: Uint8Array) => Decoded | Promise<Decoded>,
  flush?: () => Decoded | Promise<Decoded>,
  from = 0,
  to = source.size,
): AsyncGenerator<PcmWindow> {
  for (let at = from; at < to; at += READ_BYTES) {
    const bytes = await source.read(at, Math.min(READ_BYTES, to - at));
    for (let slice = 0; slice < bytes.length; slice += SLICE_BYTES) {
      const window = windowOf(await decode(bytes.subarray(slice, slice + SLICE_BYTES)), channels);
      if (window) yield window;
    }
    if (bytes.length < Math.min(READ_BYTES, to - at)) break;
  }
  if (flush) {
    const window = windowOf(await flush(), channels);
    if (window) yield window;
  }
}

function windowOf(decoded: Decoded, channels: number): PcmWindow | null {
  if (decoded.samplesDecoded === 0 || decoded.channelData.length === 0) return null;
  // A decoder that always answers in stereo (mpg123) gives a mono file twice: the first channel is it.
  const planar = Array.from(
    { length: channels },
    (_, c) => decoded.channelData[Math.min(c, decoded.channelData.length - 1)]!,
  );
  return { planar, frames: decoded.samplesDecoded };
}
