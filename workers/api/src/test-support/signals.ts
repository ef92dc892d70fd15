/**
 * Synthesised test signals as Float32 samples (−1…1): sines at a level in dBFS, silence, seeded noise and
 * click tracks with a known tempo, first beat and downbeat. Deterministic, so a test that fails fails the
 * same way every time.
 */

/** A sine whose peak is `dbfs` (so −20 dBFS is an amplitude of 0.1), starting at `phase` radians. */
export function sine(rate: number, hz: number, dbfs: number, seconds: number, phase = 0): Float32Array {
  const amplitude = 10 ** (dbfs / 20);
  const out = new Float32Array(Math.round(rate * seconds));
  for (let i = 0; i < out.length; i += 1)
    out[i] = amplitude * Math.sin((2 * Math.PI * hz * i) / rate + phase);
  return out;
}

/** Digital silence. */
export function silence(rate: number, seconds: number): Float32Array {
  return new Float32Array(Math.round(rate * seconds));
}

/** Segments one after the other. */
export function concat(...parts: Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A small deterministic generator (mulberry32), uniform in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface ClickTrack {
  rate: number;
  seconds: number;
  /** Beats per minute at the start. */
  bpm: number;
  /** With `endBpm`, the tempo glides linearly from `bpm` to `endBpm` over the track. */
  endBpm?: number;
  /** When the first click sounds, in seconds. */
  firstBeat: number;
  /** Which beat (0-based) carries the first accent; every fourth beat after it is accented too. */
  downbeatIndex?: number;
  /** Stop clicking after this many seconds (the rest is silence). */
  clicksUntil?: number;
  /** White noise under the clicks at this level in dBFS (RMS), or none. */
  noiseDb?: number;
}

/**
 * A metronome: a 20 ms decaying 1 kHz click on every beat, accented (+6 dB, and a low thump) on the
 * downbeat of each 4/4 bar. Returns the samples and the exact beat times in seconds.
 */
export function clickTrack(spec: ClickTrack): { samples: Float32Array; beats: number[] } {
  const { rate, seconds, bpm, firstBeat } = spec;
  const end = spec.endBpm ?? bpm;
  const out = new Float32Array(Math.round(rate * seconds));
  const random = seeded(7);
  if (spec.noiseDb !== undefined) {
    const rms = 10 ** (spec.noiseDb / 20);
    // Uniform noise in ±a has an RMS of a/√3.
    // Faded in from −60 dB over a second: noise switched on at full level at sample 0 is itself an onset,
    // and one that can land on the grid (a track that opens on a kick must keep that beat, so file starts
    // are not ignored).
    for (let i = 0; i < out.length; i += 1) {
      const fade = 10 ** (-3 * Math.max(0, 1 - i / rate));
      out[i] = (random() * 2 - 1) * rms * Math.sqrt(3) * fade;
    }
  }
  const beats: number[] = [];
  const stop = Math.min(seconds - 0.05, spec.clicksUntil ?? seconds);
  let t = firstBeat;
  for (let beat = 0; t < stop; beat += 1) {
    beats.push(t);
    const accented = (beat - (spec.downbeatIndex ?? 0)) % 4 === 0 && beat >= (spec.downbeatIndex ?? 0);
    const gain = accented ? 0.5 : 0.25;
    const start = Math.round(t * rate);
    const length = Math.round(0.02 * rate);
    for (let i = 0; i < length && start + i < out.length; i += 1) {
      const decay = Math.exp(-i / (0.004 * rate));
      let v = gain * decay * Math.sin((2 * Math.PI * 1000 * i) / rate);
      if (accented) v += 0.3 * decay * Math.sin((2 * Math.PI * 80 * i) / rate);
      out[start + i]! += v;
    }
    // The tempo at this point of the glide sets the gap to the next beat.
    const tempo = bpm + ((end - bpm) * t) / seconds;
    t += 60 / tempo;
  }
  return { samples: out, beats };
}

/** 16-bit PCM WAV bytes of planar channels. */
export function wavBytes(rate: number, channels: readonly Float32Array[]): Uint8Array {
  const frames = channels[0]!.length;
  const dataBytes = frames * channels.length * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const text = (at: number, s: string) => {
    for (let i = 0; i < s.length; i += 1) bytes[at + i] = s.charCodeAt(i);
  };
  text(0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  text(8, "WAVE");
  text(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels.length, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * channels.length * 2, true);
  view.setUint16(32, channels.length * 2, true);
  view.setUint16(34, 16, true);
  text(36, "data");
  view.setUint32(40, dataBytes, true);
  let at = 44;
  for (let f = 0; f < frames; f += 1) {
    for (const channel of channels) {
      view.setInt16(at, Math.max(-32768, Math.min(32767, Math.round(channel[f]! * 32767))), true);
      at += 2;
    }
  }
  return bytes;
}
