/** Length of the canonical RIFF/WAVE header for PCM (RIFF + fmt + data chunk headers). */
export const WAV_HEADER_BYTES = 44;

/**
 * Encodes mono float samples (−1..1, clamped) as a 16-bit PCM WAV file: the one format every browser's
 * `<audio>` element and `decodeAudioData` accept without a codec, and trivially seekable by byte range
 * (a byte offset maps linearly to a time).
 *
 * @example encodeWav(new Float32Array(22050), 22050).byteLength // 44 + 44100
 */
export function encodeWav(samples: Float32Array, sampleRate: number): Uint8Array {
  const dataBytes = samples.length * 2;
  const out = new Uint8Array(WAV_HEADER_BYTES + dataBytes);
  const view = new DataView(out.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) out[offset + i] = text.charCodeAt(i);
  };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, "data");
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i += 1) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    view.setInt16(WAV_HEADER_BYTES + i * 2, Math.round(s < 0 ? s * 0x8000 : s * 0x7fff), true);
  }
  return out;
}

/** Duration in milliseconds of a 16-bit mono WAV of `bytes` total bytes. */
export function wavDurationMs(bytes: number, sampleRate: number): number {
  return Math.round(((bytes - WAV_HEADER_BYTES) / 2 / sampleRate) * 1000);
}
