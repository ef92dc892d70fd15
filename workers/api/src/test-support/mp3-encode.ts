/**
 * Real MP3 files for decoder tests, encoded in the test with lamejs (a pure-JavaScript LAME port, a dev
 * dependency): nothing is downloaded and no binary fixture is committed.
 */
import { Mp3Encoder } from "@breezystack/lamejs";

function int16(samples: Float32Array): Int16Array {
  return Int16Array.from(samples, (v) => Math.max(-32768, Math.min(32767, Math.round(v * 32767))));
}

/** CBR MP3 bytes of one or two planar channels. */
export function mp3Bytes(rate: number, channels: readonly Float32Array[], kbps = 192): Uint8Array {
  const encoder = new Mp3Encoder(channels.length, rate, kbps);
  const left = int16(channels[0]!);
  const right = channels[1] ? int16(channels[1]) : undefined;
  const parts: Uint8Array[] = [];
  const block = 1152 * 16;
  for (let at = 0; at < left.length; at += block) {
    parts.push(encoder.encodeBuffer(left.subarray(at, at + block), right?.subarray(at, at + block)));
  }
  parts.push(encoder.flush());
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
