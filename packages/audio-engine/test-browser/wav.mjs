// Writes test audio instead of downloading any: a 16-bit mono PCM WAV holding one sine tone.

/**
 * @param {number} hz tone frequency
 * @param {number} seconds length
 * @param {number} [sampleRate]
 * @param {number} [amplitude] peak, 0–1
 * @returns {Buffer}
 */
export function toneWav(hz, seconds, sampleRate = 44100, amplitude = 0.5) {
  return pcmWav(seconds, sampleRate, (t) => Math.sin(2 * Math.PI * hz * t) * amplitude);
}

/**
 * A click track: 20 ms bursts of an `hz` tone (sharp attack, fast decay) on every beat from `first`
 * seconds at `bpm`, silence elsewhere.
 *
 * @param {{ hz: number, bpm: number, first: number, seconds: number }} options
 * @returns {Buffer}
 */
export function clickWav({ hz, bpm, first, seconds }, sampleRate = 44100) {
  const beat = 60 / bpm;
  return pcmWav(seconds, sampleRate, (t) => {
    const since = t < first ? -1 : (t - first) % beat;
    return since >= 0 && since < 0.02
      ? Math.sin(2 * Math.PI * hz * since) * 0.5 * Math.exp(-since / 0.006)
      : 0;
  });
}

/** A 16-bit mono PCM WAV of `seconds`, sample values from `at(t)` in −1…1. */
function pcmWav(seconds, sampleRate, at) {
  const samples = Math.round(seconds * sampleRate);
  const buf = Buffer.alloc(44 + samples * 2);
  buf.write("RIFF", 0);
  buf.writeUInt32LE(36 + samples * 2, 4);
  buf.write("WAVEfmt ", 8);
  buf.writeUInt32LE(16, 16); // fmt chunk size
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(sampleRate, 24);
  buf.writeUInt32LE(sampleRate * 2, 28); // byte rate
  buf.writeUInt16LE(2, 32); // block align
  buf.writeUInt16LE(16, 34); // bits per sample
  buf.write("data", 36);
  buf.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    buf.writeInt16LE(Math.round(at(i / sampleRate) * 32767), 44 + i * 2);
  }
  return buf;
}
