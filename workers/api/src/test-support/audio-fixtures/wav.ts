/** Options shared by the tone-making fixtures. */
export interface ToneOptions {
  seconds: number;
  sampleRate?: number;
  channels?: number;
  /** Leading silence, so a test can find where the tone starts in the waveform. */
  silenceSeconds?: number;
  /** Peak amplitude of the tone, 0–1. */
  amplitude?: number;
}

/** Deterministic tone samples (−1..1) at frame `i`: a 440 Hz sine after the leading silence. */
export function toneAt(i: number, sampleRate: number, silenceFrames: number, amplitude: number): number {
  return i < silenceFrames ? 0 : amplitude * Math.sin((2 * Math.PI * 440 * (i - silenceFrames)) / sampleRate);
}

/**
 * A PCM WAV of a 440 Hz tone (optionally after silence): `bits` 8, 16, 24 or 32 (integer), or `float` for
 * 32-bit IEEE float.
 *
 * @example wavFixture({ seconds: 2, silenceSeconds: 1 }) // 1 s of silence, then 1 s of tone, 16-bit stereo
 */
export function wavFixture(
  options: ToneOptions & { bits?: 8 | 16 | 24 | 32; float?: boolean },
): Uint8Array<ArrayBuffer> {
  const { seconds, sampleRate = 44_100, channels = 2, bits = 16, float = false, amplitude = 0.8 } = options;
  const frames = Math.round(seconds * sampleRate);
  const silence = Math.round((options.silenceSeconds ?? 0) * sampleRate);
  const bytesPerSample = float ? 4 : bits / 8;
  const blockAlign = channels * bytesPerSample;
  const dataBytes = frames * blockAlign;
  const out = new Uint8Array(44 + dataBytes);
  const view = new DataView(out.buffer);
  writeAscii(out, 0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  writeAscii(out, 8, "WAVEfmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, float ? 3 : 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, bytesPerSample * 8, true);
  writeAscii(out, 36, "data");
  view.setUint32(40, dataBytes, true);
  let at = 44;
  for (let i = 0; i < frames; i += 1) {
    const s = toneAt(i, sampleRate, silence, amplitude);
    for (let c = 0; c < channels; c += 1) {
      if (float) view.setFloat32(at, s, true);
      else if (bits === 8) view.setUint8(at, Math.round(128 + s * 127));
      else if (bits === 16) view.setInt16(at, Math.round(s * 32_767), true);
      else if (bits === 24) {
        const v = Math.round(s * 8_388_607);
        view.setUint16(at, v & 0xffff, true);
        view.setInt8(at + 2, v >> 16);
      } else view.setInt32(at, Math.round(s * 2_147_483_647), true);
      at += bytesPerSample;
    }
  }
  return out;
}

/** A RIFF/WAVE file that sniffs as WAV but has no `fmt ` chunk, so analysis refuses it with a reason. */
export function corruptWav(): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(12 + 8 + 64);
  const view = new DataView(out.buffer);
  writeAscii(out, 0, "RIFF");
  view.setUint32(4, out.length - 8, true);
  writeAscii(out, 8, "WAVE");
  writeAscii(out, 12, "LIST");
  view.setUint32(16, 64, true);
  return out;
}

/** Writes `text` as ASCII bytes at `offset`. */
export function writeAscii(out: Uint8Array, offset: number, text: string): void {
  for (let i = 0; i < text.length; i += 1) out[offset + i] = text.charCodeAt(i);
}
