// The embedded fallback for a missing sound file (spec §8): a short two-tone beep synthesised as a WAV
// data URI, so it needs no network and no file.

function writeString(view: DataView, offset: number, text: string): void {
  for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
}

/** 8-bit mono PCM WAV of `tones` (Hz, seconds each) at 8 kHz with a short fade to avoid clicks. */
export function beepWav(
  tones: [number, number][] = [
    [880, 0.09],
    [660, 0.12],
  ],
  rate = 8000,
): Uint8Array {
  const samples: number[] = [];
  for (const [freq, seconds] of tones) {
    const count = Math.round(seconds * rate);
    for (let i = 0; i < count; i++) {
      const fade = Math.min(1, i / 80, (count - i) / 80);
      samples.push(128 + Math.round(90 * fade * Math.sin((2 * Math.PI * freq * i) / rate)));
    }
  }
  const buffer = new ArrayBuffer(44 + samples.length);
  const view = new DataView(buffer);
  writeString(view, 0, "RIFF");
  view.setUint32(4, 36 + samples.length, true);
  writeString(view, 8, "WAVE");
  writeString(view, 12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  writeString(view, 36, "data");
  view.setUint32(40, samples.length, true);
  for (let i = 0; i < samples.length; i++) view.setUint8(44 + i, samples[i]!);
  return new Uint8Array(buffer);
}

export function beepDataUri(): string {
  let binary = "";
  for (const byte of beepWav()) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
}
