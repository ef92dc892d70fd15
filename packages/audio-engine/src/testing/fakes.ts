// Test doubles for the two browser objects the engine needs. They mimic the parts of HTMLMediaElement and
// AudioContext the engine uses, record what was done to them, and let a test drive time and media events.
import { createAudioEngine } from "../engine";
import type { EngineOptions, Track } from "../types";

type Listener = () => void;

export class FakeMediaElement {
  static durations = new Map<string, number>();
  preload = "";
  crossOrigin: string | null = null;
  volume = 1;
  playbackRate = 1;
  preservesPitch?: boolean;
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  ended = false;
  error: { code: number } | null = null;
  /** What the next play() does: resolve, or reject as a browser blocking autoplay would. */
  playOutcome: "ok" | "NotAllowedError" = "ok";
  srcHistory: string[] = [];
  private _src = "";
  private listeners = new Map<string, Listener[]>();

  get src(): string {
    return this._src;
  }
  set src(value: string) {
    // Like a browser: a new source resets the position and state, then metadata arrives.
    this._src = value;
    this.srcHistory.push(value);
    this.currentTime = 0;
    this.paused = true;
    this.ended = false;
    this.error = null;
    this.duration = FakeMediaElement.durations.get(value) ?? Number.NaN;
    if (!Number.isNaN(this.duration)) this.emit("durationchange");
  }
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeAttribute(name: string): void {
    if (name === "src") this._src = "";
    if (name === "crossorigin") this.crossOrigin = null;
  }
  play(): Promise<void> {
    if (this.playOutcome !== "ok") {
      const error = new Error("play() refused");
      error.name = this.playOutcome;
      return Promise.reject(error);
    }
    if (this.paused) {
      this.paused = false;
      this.ended = false;
      this.emit("play");
      this.emit("playing");
    }
    return Promise.resolve();
  }
  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.emit("pause");
  }
  emit(type: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  // Test drivers
  /** Moves playback to `seconds` and fires timeupdate. */
  at(seconds: number): void {
    this.currentTime = seconds;
    this.emit("timeupdate");
  }
  /** Plays to the end: like a browser, pause fires before ended. */
  finish(): void {
    this.currentTime = this.duration;
    this.paused = true;
    this.ended = true;
    this.emit("pause");
    this.emit("ended");
  }
  fail(code = 4): void {
    this.error = { code };
    this.emit("error");
  }
}

type Automation = ["cancel", number] | ["set", number, number] | ["curve", Float32Array, number, number];

export class FakeParam {
  events: Automation[] = [];
  constructor(public value: number) {}
  cancelScheduledValues(t: number): void {
    this.events.push(["cancel", t]);
  }
  setValueAtTime(v: number, t: number): void {
    this.value = v;
    this.events.push(["set", v, t]);
  }
  setValueCurveAtTime(curve: Float32Array, t: number, d: number): void {
    this.events.push(["curve", curve, t, d]);
    this.value = curve[curve.length - 1]!;
  }
  /** The last curve scheduled, if any. */
  lastCurve(): { curve: Float32Array; start: number; duration: number } | undefined {
    const e = this.events.filter((x) => x[0] === "curve").pop() as
      | ["curve", Float32Array, number, number]
      | undefined;
    return e && { curve: e[1], start: e[2], duration: e[3] };
  }
}

export class FakeNode {
  outputs: FakeNode[] = [];
  constructor(public kind: string) {}
  connect<T extends FakeNode>(node: T): T {
    this.outputs.push(node);
    return node;
  }
  disconnect(): void {
    this.outputs = [];
  }
}
export class FakeGain extends FakeNode {
  gain = new FakeParam(1);
}
export class FakeFilter extends FakeNode {
  type = "lowpass";
  frequency = new FakeParam(350);
  gain = new FakeParam(0);
}
export class FakeCompressor extends FakeNode {
  threshold = new FakeParam(-24);
  knee = new FakeParam(30);
  ratio = new FakeParam(12);
  attack = new FakeParam(0.003);
  release = new FakeParam(0.25);
}
export class FakeSource extends FakeNode {
  constructor(public mediaElement: FakeMediaElement) {
    super("source");
  }
}

export class FakeAudioContext {
  currentTime = 12.5;
  state = "suspended";
  destination = new FakeNode("destination");
  sources: FakeSource[] = [];
  gains: FakeGain[] = [];
  filters: FakeFilter[] = [];
  compressors: FakeCompressor[] = [];
  createGain(): FakeGain {
    const g = new FakeGain("gain");
    this.gains.push(g);
    return g;
  }
  createBiquadFilter(): FakeFilter {
    const f = new FakeFilter("filter");
    this.filters.push(f);
    return f;
  }
  createDynamicsCompressor(): FakeCompressor {
    const c = new FakeCompressor("compressor");
    this.compressors.push(c);
    return c;
  }
  createMediaElementSource(el: FakeMediaElement): FakeSource {
    // Browsers allow one source node per element, ever.
    if (this.sources.some((s) => s.mediaElement === el)) throw new Error("InvalidStateError");
    const s = new FakeSource(el);
    this.sources.push(s);
    return s;
  }
  resume(): Promise<void> {
    this.state = "running";
    return Promise.resolve();
  }
  close(): Promise<void> {
    this.state = "closed";
    return Promise.resolve();
  }
  /** The trim gain node fed by this element, when routed. */
  deckTrim(el: FakeMediaElement): FakeGain | undefined {
    return this.sources.find((s) => s.mediaElement === el)?.outputs[0] as FakeGain | undefined;
  }
  /** The fade gain node of this element's deck, when routed. */
  deckGain(el: FakeMediaElement): FakeGain | undefined {
    return this.deckTrim(el)?.outputs[0] as FakeGain | undefined;
  }
}

export const track = (n: number, extra: Partial<Track> = {}): Track => ({
  id: n,
  title: `Track ${n}`,
  url: `/audio/${n}.mp3`,
  ...extra,
});
export const tracks = (n: number): Track[] => Array.from({ length: n }, (_, i) => track(i + 1));

/**
 * An engine on fakes. `webAudio: false` leaves out the AudioContext factory (and there is no global one
 * under Node), like a browser without Web Audio.
 */
export const setup = (options: EngineOptions & { webAudio?: boolean; duration?: number } = {}) => {
  const elements: FakeMediaElement[] = [];
  const ctx = new FakeAudioContext();
  const { webAudio = true, duration = 200, ...engineOptions } = options;
  for (let i = 1; i <= 20; i++) FakeMediaElement.durations.set(`/audio/${i}.mp3`, duration);
  const engine = createAudioEngine({
    createMediaElement: () => {
      const el = new FakeMediaElement();
      elements.push(el);
      return el as unknown as HTMLMediaElement;
    },
    ...(webAudio ? { createAudioContext: () => ctx as unknown as AudioContext } : {}),
    mediaSession: false,
    ...engineOptions,
  });
  /** The element now playing (or cued) the current track. */
  const current = (): FakeMediaElement => {
    const src = engine.getState().current?.url;
    const own = elements.filter((e) => e.src === src);
    return own.find((e) => !e.paused) ?? own[own.length - 1]!;
  };
  return { engine, elements, ctx, current };
};
