#!/usr/bin/env node
// What measuring an upload's decoded signal costs (issue 38, docs/decisions/0610): CPU time and peak
// memory of the media queue consumer's analysis of a 5-minute track, per decoded format, against the
// consumer's CPU limit (`[limits] cpu_ms` in workers/api/wrangler.toml, which this run checks).
//
// The track is synthesised (stereo, 44.1 kHz: a 128 BPM metronome over a pad and noise, so every meter
// and the beat tracker have work), then encoded: WAV (16-bit PCM), MP3 (320 kbit/s, lamejs), FLAC
// (verbatim frames, the worst case for size; the decoder's work per sample is alike) and Ogg Opus
// (128 kbit/s, libopus through opusscript; Opus is always 48 kHz, so its samples are resampled linearly). Each is analysed by
// the worker's own code (`measureSignal` over the same decoder feeds, loaded through tsx) under Node's
// V8, the engine workerd runs, from an in-memory ByteSource: what R2's ranged reads add is I/O wait, not
// CPU. The decoders run the same WebAssembly binaries the worker imports (src/features/studio/audio/
// decode/*.wasm), compiled here because Node, unlike a Worker, may compile at run time.
//
// Figures per format: CPU ms (process user + system over the analysis, the best of --runs), CPU per minute
// of audio, and peak memory: the largest JS heap + array buffers sampled after every decoded window, minus
// what was held before (the encoded file itself, which the worker never holds: it reads windows from R2).
// The worst accepted upload is extrapolated from the worst format's per-minute cost over the longest
// file that is decoded (200 MB of 128 kbit/s MP3 is 3.6 hours, but analysis stops at two hours,
// MAX_ANALYSED_SECONDS), and must fit the limit with a margin of 1.5 (workerd on Cloudflare's machines is
// not this machine).
//   node bench/audio-analysis.mjs [--seconds 300] [--runs 2] [--formats wav,mp3,flac] [--no-fail]
import { readFileSync } from "node:fs";
import path from "node:path";
import { option as opt } from "./load/stacks.mjs";

const API = path.resolve(import.meta.dirname, "../workers/api");
const seconds = Number(opt("--seconds", "300"));
const runs = Number(opt("--runs", "2"));
const formats = opt("--formats", "wav,mp3,flac,opus").split(",");
const noFail = process.argv.includes("--no-fail");
const RATE = 44_100;
const MAX_UPLOAD_BYTES = 209_715_200;

const { tsImport } = await import("tsx/esm/api");
const load = (file) => tsImport(path.join(API, file), import.meta.url);
const { measureSignal } = await load("src/features/studio/audio/signal.ts");
const { wavPcm } = await load("src/features/studio/audio/decode/wav.ts");
const { fed } = await load("src/features/studio/audio/decode/feed.ts");
const { bufferSource } = await load("src/features/studio/audio/bytes.ts");
const { clickTrack, sine, seeded, wavBytes } = await load("src/test-support/signals.ts");
const { MAX_ANALYSED_SECONDS } = await load("src/features/studio/audio/signal.ts");
const { MPEGDecoder } = await import("mpg123-decoder");
const { OpusDecoder } = await import("opus-decoder");
const { opusStream } = await load("src/features/studio/audio/decode/opus-stream.ts");
const { default: OpusScript } = await import("opusscript");
const { FLACDecoder } = await import("@wasm-audio-decoders/flac");

/** The consumer's CPU limit from wrangler.toml's [limits]. */
function cpuLimitMs() {
  const toml = readFileSync(path.join(API, "wrangler.toml"), "utf8");
  const match = /^\[limits\][^[]*?cpu_ms\s*=\s*(\d+)/m.exec(toml);
  return match ? Number(match[1]) : 30_000;
}

function track() {
  const { samples } = clickTrack({
    rate: RATE,
    seconds,
    bpm: 128,
    firstBeat: 0.4,
    downbeatIndex: 0,
    noiseDb: -40,
  });
  const pad = sine(RATE, 220, -18, seconds);
  const random = seeded(5);
  const left = samples.map((v, i) => v + pad[i] + (random() - 0.5) * 0.002);
  const right = samples.map((v, i) => v + 0.8 * pad[i]);
  return [left, right];
}

async function withModule(Decoder, file, inner) {
  const module = await WebAssembly.compile(
    readFileSync(path.join(API, "src/features/studio/audio/decode", file)),
  );
  if (inner) inner.module = module;
  else Decoder.module = module;
}

function stream(format, bytes) {
  const source = bufferSource(bytes);
  if (format === "wav") return wavPcm(source);
  if (format === "opus") return opusStream(source, 2, OpusDecoder);
  if (format === "mp3") {
    const windows = (async function* () {
      const decoder = new MPEGDecoder({ enableGapless: true });
      await decoder.ready;
      try {
        yield* fed(source, 2, (b) => decoder.decode(b));
      } finally {
        decoder.free();
      }
    })();
    return { sampleRate: RATE, channels: 2, windows };
  }
  const windows = (async function* () {
    const decoder = new FLACDecoder();
    await decoder.ready;
    try {
      yield* fed(
        source,
        2,
        (b) => decoder.decode(b),
        () => decoder.flush(),
      );
    } finally {
      decoder.free();
    }
  })();
  return { sampleRate: RATE, channels: 2, windows };
}

const held = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

async function measure(format, bytes) {
  let best = Number.POSITIVE_INFINITY;
  let peak = 0;
  let reading;
  for (let run = 0; run < runs; run += 1) {
    globalThis.gc?.();
    const before = held();
    let top = before;
    const pcm = await stream(format, bytes);
    const sampled = {
      ...pcm,
      windows: (async function* () {
        for await (const w of pcm.windows) {
          yield w;
          top = Math.max(top, held());
        }
      })(),
    };
    const start = process.cpuUsage();
    reading = await measureSignal(sampled, RATE * seconds, 1000);
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
    peak = Math.max(peak, top - before);
  }
  return { cpuMs: best, peakMb: peak / 1e6, reading };
}

const [left, right] = track();
const { mp3Bytes } = await load("src/test-support/mp3-encode.ts");
const { flacFixture } = await load("src/test-support/audio-fixtures/flac.ts");
// The longest file decoded: 200 MB of 128 kbit/s MP3 is 3.6 hours, but analysis stops at MAX_ANALYSED_SECONDS.
const LONGEST_MINUTES = Math.min((MAX_UPLOAD_BYTES * 8) / 128_000, MAX_ANALYSED_SECONDS) / 60;
await withModule(MPEGDecoder, "mpg123.wasm");
const { _FLACDecoder } = await import(
  path.join(API, "../../node_modules/@wasm-audio-decoders/flac/src/FLACDecoder.js")
);
await withModule(null, "flac.wasm", _FLACDecoder);
await withModule(OpusDecoder, "opus.wasm");
const encoders = {
  wav: () => wavBytes(RATE, [left, right]),
  mp3: () => mp3Bytes(RATE, [left, right], 320),
  opus: () => opusBytes(left, right),
  flac: () =>
    flacFixture({ seconds, sampleRate: RATE, channels: 2, sampleAt: (i, c) => (c === 0 ? left : right)[i] }),
};
/** Ogg Opus (128 kbit/s, 20 ms frames) of the track resampled to 48 kHz, through the test fixtures' page writer. */
async function opusFile(l, r) {
  const { oggPage } = await load("src/test-support/audio-fixtures/ogg.ts");
  const frames = Math.floor((l.length * 48_000) / RATE);
  const at = (ch, i) => {
    const x = (i * RATE) / 48_000;
    const n = Math.floor(x);
    return ch[n] + ((ch[n + 1] ?? ch[n]) - ch[n]) * (x - n);
  };
  const encoder = new OpusScript(48_000, 2, OpusScript.Application.AUDIO);
  encoder.setBitrate(128_000);
  const packets = [];
  for (let first = 0; first < frames; first += 960) {
    const pcm = Buffer.alloc(960 * 4);
    for (let i = 0; i < 960 && first + i < frames; i += 1) {
      pcm.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(at(l, first + i) * 32767))), i * 4);
      pcm.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(at(r, first + i) * 32767))), i * 4 + 2);
    }
    packets.push(new Uint8Array(encoder.encode(pcm, 960)));
  }
  encoder.delete();
  const head = new Uint8Array(19);
  head.set(new TextEncoder().encode("OpusHead"));
  head[8] = 1;
  head[9] = 2;
  new DataView(head.buffer).setUint16(10, 312, true);
  new DataView(head.buffer).setUint32(12, 48_000, true);
  const tags = new TextEncoder().encode("OpusTags\0\0\0\0\0\0\0\0");
  const pages = [
    oggPage({ flags: 2, granule: 0, sequence: 0, packets: [head] }),
    oggPage({ flags: 0, granule: 0, sequence: 1, packets: [tags] }),
  ];
  for (let i = 0; i < packets.length; i += 25) {
    const group = packets.slice(i, i + 25);
    pages.push(
      oggPage({ flags: 0, granule: (i + group.length) * 960, sequence: pages.length, packets: group }),
    );
  }
  return Buffer.concat(pages);
}
const opusBytes = await (async () => {
  const file = formats.includes("opus") ? await opusFile(left, right) : null;
  return () => file;
})();
const limit = cpuLimitMs();
const minutes = seconds / 60;
console.log(`audio analysis of a ${minutes}-minute stereo 44.1 kHz track; consumer CPU limit ${limit} ms`);
console.log("format  file MB   CPU ms  CPU ms/min  peak MB   LUFS    dBTP   BPM     grid");
let worstPerMinute = 0;
for (const format of formats) {
  const bytes = encoders[format]();
  const { cpuMs, peakMb, reading } = await measure(format, bytes);
  worstPerMinute = Math.max(worstPerMinute, cpuMs / minutes);
  console.log(
    [
      format.padEnd(6),
      (bytes.length / 1e6).toFixed(1).padStart(8),
      cpuMs.toFixed(0).padStart(8),
      (cpuMs / minutes).toFixed(0).padStart(11),
      peakMb.toFixed(1).padStart(9),
      String(reading.loudnessLufs).padStart(7),
      String(reading.truePeakDbtp).padStart(7),
      String(reading.bpm).padStart(7),
      String(reading.gridStable).padStart(6),
    ].join(" "),
  );
}
const worst = worstPerMinute * LONGEST_MINUTES;
console.log(
  `longest decoded upload: ${LONGEST_MINUTES.toFixed(0)} minutes ≈ ${(worst / 1000).toFixed(0)} s of CPU at the worst format's rate; × 1.5 margin = ${((1.5 * worst) / 1000).toFixed(0)} s`,
);
const fits = 1.5 * worst <= limit;
console.log(fits ? "within the limit" : `OVER the limit of ${limit} ms`);
if (!fits && !noFail) process.exit(1);
