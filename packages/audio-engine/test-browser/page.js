// Test page: the built ESM bundle driven in real Chromium. The AudioContext is injected through the
// public `createAudioContext` option and observed from outside: every AudioNode.connect is recorded, and
// analysers are hung off each deck gain and the master gain (extra outputs do not change what is heard).
import { createAudioEngine } from "/dist/index.js";

const edges = [];
const connect = AudioNode.prototype.connect;
AudioNode.prototype.connect = function (destination, ...rest) {
  edges.push([this, destination]);
  return connect.call(this, destination, ...rest);
};

let ctx;
const decks = [];
const createAudioContext = () => {
  ctx = new AudioContext();
  const createSource = ctx.createMediaElementSource.bind(ctx);
  ctx.createMediaElementSource = (el) => {
    const source = createSource(el);
    decks.push({ el, source });
    return source;
  };
  return ctx;
};

const engine = createAudioEngine({
  createAudioContext,
  mixDuration: 1.5,
  fadeOutAt: 0.5,
  mediaSession: true,
});
const log = [];
for (const type of ["trackchange", "play", "pause", "ended", "error", "mixstart", "mixend"]) {
  engine.on(type, (payload) => log.push({ type, id: payload?.id ?? payload?.to?.id, t: performance.now() }));
}

const probes = new Set();
const isProbe = (node) => probes.has(node);
let master;
let masterAnalyser;
let recording = null;

const analyserOn = (node) => {
  const a = ctx.createAnalyser();
  a.fftSize = 2048;
  probes.add(a);
  node.connect(a);
  return a;
};
const rms = (analyser) => {
  const data = new Float32Array(analyser.fftSize);
  analyser.getFloatTimeDomainData(data);
  return Math.sqrt(data.reduce((s, v) => s + v * v, 0) / data.length);
};
const describe = (node) =>
  node === ctx.destination
    ? "destination"
    : node instanceof BiquadFilterNode
      ? `${node.type}@${node.frequency.value}`
      : node.constructor.name.replace(/Node$/, "");

/** Attaches probes once the graph exists (after the first play). */
const probe = () => {
  master = edges.find(([, to]) => to === ctx.destination)?.[0];
  if (!masterAnalyser) {
    masterAnalyser = analyserOn(master);
    // Block-level recorder of the output: 256-sample RMS blocks, to find silence between tracks.
    const tap = ctx.createScriptProcessor(256, 1, 1);
    const mute = ctx.createGain();
    mute.gain.value = 0;
    probes.add(tap);
    probes.add(mute);
    master.connect(tap);
    tap.connect(mute).connect(ctx.destination);
    tap.onaudioprocess = (e) => {
      if (!recording) return;
      const d = e.inputBuffer.getChannelData(0);
      recording.push(Math.sqrt(d.reduce((s, v) => s + v * v, 0) / d.length));
    };
  }
  for (const deck of decks) {
    // source → trim gain (normalisation) → fade gain.
    deck.trim ??= edges.find(([from]) => from === deck.source)[1];
    deck.gain ??= edges.find(([from]) => from === deck.trim)[1];
    deck.analyser ??= analyserOn(deck.gain);
  }
};

const elementLog = [];
const watch = (el) => {
  for (const type of ["ended", "playing"]) {
    el.addEventListener(type, () => elementLog.push({ type, t: performance.now() }));
  }
};

window.t = {
  engine,
  log,
  elementLog,
  ctxState: () => ctx?.state,
  probe() {
    probe();
    for (const d of decks) {
      if (d.watched) continue;
      d.watched = true;
      watch(d.el);
    }
  },
  levels() {
    return {
      master: rms(masterAnalyser),
      decks: decks.map((d) => ({
        src: d.el.src.split("/").pop(),
        paused: d.el.paused,
        gain: d.gain.gain.value,
        rms: rms(d.analyser),
      })),
    };
  },
  /** Average master RMS over `ms`. */
  async masterLevel(ms = 250) {
    let sum = 0;
    let n = 0;
    const end = performance.now() + ms;
    while (performance.now() < end) {
      sum += rms(masterAnalyser);
      n++;
      await new Promise((r) => setTimeout(r, 20));
    }
    return sum / n;
  },
  /** The node path from each deck's media source to the destination, ignoring test probes. */
  paths() {
    return decks.map((d) => {
      const path = [];
      let node = d.source;
      while (node && path.length < 10) {
        path.push(describe(node));
        const next = edges.filter(([from, to]) => from === node && !isProbe(to)).map(([, to]) => to);
        node = next[0];
      }
      return path;
    });
  },
  /** True when every deck gain feeds the same first filter (one EQ shared by both decks). */
  sharedFilters() {
    const firsts = decks.map((d) => edges.find(([from, to]) => from === d.gain && !isProbe(to))?.[1]);
    return firsts.length === 2 && firsts.every((f) => f instanceof BiquadFilterNode && f === firsts[0]);
  },
  /** Gains of the EQ filters, bass to treble. */
  filterGains: () =>
    [...new Set(edges.flat().filter((n) => n instanceof BiquadFilterNode))]
      .sort((a, b) => a.frequency.value - b.frequency.value)
      .map((f) => f.gain.value),
  startRecording() {
    recording = [];
  },
  stopRecording() {
    const blocks = recording;
    recording = null;
    return { blocks, blockSeconds: 256 / ctx.sampleRate };
  },
};
window.ready = true;
