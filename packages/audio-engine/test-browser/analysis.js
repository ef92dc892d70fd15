// Test page for normalisation and the beat-aligned mix: the built ESM bundle in real Chromium, observed at
// the master. The AudioContext is injected; the master gain (the node feeding the destination) gets a
// recorder: the signal through two band-pass filters (1 kHz and 3 kHz, the two click tracks' tones) into
// a 2-channel ScriptProcessor that stores every sample with its audio-clock time.
import { createAudioEngine } from "/dist/index.js";

const edges = [];
const connect = AudioNode.prototype.connect;
AudioNode.prototype.connect = function (destination, ...rest) {
  edges.push([this, destination]);
  return connect.call(this, destination, ...rest);
};

let ctx;
const engine = createAudioEngine({
  createAudioContext: () => (ctx = new AudioContext()),
  // ?pitch=free: decks resample instead of time-stretching (WSOLA) when their rate changes.
  createMediaElement: () =>
    Object.assign(new Audio(), { preservesPitch: !location.search.includes("pitch=free") }),
  mixDuration: 4,
  fadeOutAt: 0.5,
  mediaSession: false,
});

let recorder;
const chunks = [[], []];
let recording = false;
const attach = () => {
  if (recorder) return;
  const master = edges.find(([, to]) => to === ctx.destination)[0];
  const merger = ctx.createChannelMerger(2);
  for (const [i, hz] of [1000, 3000].entries()) {
    const band = ctx.createBiquadFilter();
    band.type = "bandpass";
    band.frequency.value = hz;
    band.Q.value = 4;
    master.connect(band);
    band.connect(merger, 0, i);
  }
  const wide = ctx.createAnalyser();
  wide.fftSize = 2048;
  master.connect(wide);
  recorder = ctx.createScriptProcessor(1024, 2, 2);
  recorder.wide = wide;
  const mute = ctx.createGain();
  mute.gain.value = 0;
  merger.connect(recorder).connect(mute).connect(ctx.destination);
  recorder.onaudioprocess = (e) => {
    if (!recording) return;
    for (const c of [0, 1]) chunks[c].push(new Float32Array(e.inputBuffer.getChannelData(c)));
  };
};

/** Onset times (s, from the start of the recording) of one band: envelope over 30 % of its peak, 150 ms apart. */
const onsets = (channel) => {
  const data = chunks[channel].flatMap((c) => Array.from(c));
  const peak = data.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  const out = [];
  let last = -1;
  for (let i = 0; i < data.length; i++) {
    if (Math.abs(data[i]) > peak * 0.3 && (last < 0 || i - last > ctx.sampleRate * 0.15)) {
      out.push(i / ctx.sampleRate);
      last = i;
    }
  }
  return { times: out, peak };
};

window.t = {
  engine,
  attach,
  /** Average master RMS over `ms`. */
  async masterRms(ms = 400) {
    const data = new Float32Array(recorder.wide.fftSize);
    let sum = 0;
    let n = 0;
    const end = performance.now() + ms;
    while (performance.now() < end) {
      recorder.wide.getFloatTimeDomainData(data);
      sum += data.reduce((s, v) => s + v * v, 0) / data.length;
      n++;
      await new Promise((r) => setTimeout(r, 25));
    }
    return Math.sqrt(sum / n);
  },
  record() {
    chunks[0] = [];
    chunks[1] = [];
    recording = true;
  },
  stop() {
    recording = false;
    return { a: onsets(0), b: onsets(1) };
  },
};
window.ready = true;
