import type { EqualizerMode, Track } from "./types";

// The sound side of the engine: two decks (media elements) and, when Web Audio is there, one graph
//   deck element → trim gain → fade gain ─┐
//   deck element → trim gain → fade gain ─┴→ bass low-shelf 200 Hz → mid peaking 1 kHz
//                      → treble high-shelf 3.2 kHz → (limiter) → master gain → destination
// Both decks share the EQ, so the bands stay applied through a crossfade. Each deck's trim is its track's
// normalisation gain, so each track keeps its own level through a crossfade. Queue logic lives in engine.ts.

export interface Deck {
  el: HTMLMediaElement;
  /** Present while the element is routed through the graph: the fade gain and the trim gain. */
  gain?: GainNode | undefined;
  trim?: GainNode | undefined;
  /** Trim (normalisation) as a linear gain; routed decks apply it in full, others only below 1. */
  t: number;
  /** The track loaded on the deck (the player's bookkeeping). */
  track?: Track | undefined;
  /** Routed through the graph, or played directly (no Web Audio, or a source without CORS). */
  plain: boolean;
  /** Fade level 0–1, used for element volume ramps when the deck is not routed. */
  f: number;
  src?: string | undefined;
  ramp?: ReturnType<typeof setInterval> | undefined;
}

export type DeckEvent = (deck: Deck, type: string) => void;

export const MSG_UNSUPPORTED = "Equalizer not supported in this browser";
export const MSG_NO_ELEMENT = "Audio element not found";
export const MSG_CORS = "Equalizer running in visual mode only (CORS restrictions)";
export const MSG_INIT = "Error initializing equalizer";

const EVENTS =
  "timeupdate durationchange loadedmetadata play playing pause waiting ended error canplay".split(" ");
const FILTERS: [BiquadFilterType, number][] = [
  ["lowshelf", 200],
  ["peaking", 1000],
  ["highshelf", 3200],
];
const RAMP_MS = 50;

/** Equal-power gain at position p (0–1) of a fade in (`up`) or out: sin/cos of a quarter turn. */
export const equalPower = (p: number, up: boolean): number => Math.sin(((up ? p : 1 - p) * Math.PI) / 2);

const crossOrigin = (src: string): boolean => {
  const loc = globalThis.location;
  try {
    return !!loc && !src.startsWith("data:") && new URL(src, loc.href).origin !== loc.origin;
  } catch {
    return false;
  }
};

// Looked up on use, never at import time, so the module is safe to import during SSR.
const contextClass = () => {
  const g = globalThis as { AudioContext?: typeof AudioContext; webkitAudioContext?: typeof AudioContext };
  return g.AudioContext || g.webkitAudioContext;
};
const defaultContext = (): AudioContext | undefined => {
  const Ctor = contextClass();
  return Ctor && new Ctor();
};

export const createMixer = (
  createElement: () => HTMLMediaElement,
  createContext: (() => AudioContext | undefined) | undefined,
  onEvent: DeckEvent,
) => {
  let ctx: AudioContext | undefined;
  let input: AudioNode | undefined;
  let master: GainNode | undefined;
  let filters: BiquadFilterNode[] = [];
  let tried = false;
  let failure: string | null = null;
  let level = 1;
  let bands = [0, 0, 0];
  let limiter: DynamicsCompressorNode | undefined;
  let limit: number | null = null;
  // Sources that failed to load in CORS mode: they play unrouted, so the EQ is visual for them.
  const noCors = new Set<string>();
  const webAudio = () => failure === null && !!(createContext || contextClass());

  const newElement = (deck: Deck) => {
    const el = createElement();
    el.preload = "auto";
    for (const type of EVENTS) el.addEventListener(type, () => deck.el === el && onEvent(deck, type));
    return el;
  };
  const makeDeck = (f: number): Deck => {
    const deck = { plain: !webAudio(), f, t: 1 } as Deck;
    deck.el = newElement(deck);
    return deck;
  };
  const decks = [makeDeck(1), makeDeck(0)] as [Deck, Deck];

  const setParam = (param: AudioParam, value: number) => {
    param.cancelScheduledValues(0);
    param.setValueAtTime(value, ctx!.currentTime);
  };
  const route = (deck: Deck) => {
    if (!ctx || deck.plain || deck.gain) return;
    const gain = ctx.createGain();
    const trim = ctx.createGain();
    gain.gain.value = deck.f;
    trim.gain.value = deck.t;
    ctx.createMediaElementSource(deck.el).connect(trim).connect(gain).connect(input!);
    deck.gain = gain;
    deck.trim = trim;
    deck.el.volume = 1;
  };
  // Without the graph an element cannot go above 1: normalisation only attenuates.
  const applyDeckVolume = (deck: Deck) => {
    if (!deck.gain) deck.el.volume = Math.min(1, Math.max(0, level * deck.f * Math.min(1, deck.t)));
  };
  // EQ → limiter → master while the limiter is on (threshold in dBFS), else EQ → master.
  const chainLimiter = () => {
    const last = filters[2];
    if (!ctx || !last) return;
    last.disconnect();
    if (limit === null) return void last.connect(master!);
    if (!limiter) {
      limiter = ctx.createDynamicsCompressor();
      limiter.knee.value = 0;
      limiter.ratio.value = 20;
      limiter.connect(master!);
    }
    limiter.threshold.value = limit;
    last.connect(limiter);
  };
  const stopRamp = (deck: Deck) => {
    clearInterval(deck.ramp);
    deck.ramp = undefined;
  };

  return {
    decks,
    /** Builds the graph on first use (call it from a user gesture so the context may start). */
    ensureGraph(): void {
      if (!tried) {
        tried = true;
        try {
          ctx = (createContext || defaultContext)();
          if (!ctx) failure = MSG_UNSUPPORTED;
          else {
            filters = FILTERS.map(([type, hz], i) => {
              const f = ctx!.createBiquadFilter();
              f.type = type;
              f.frequency.value = hz;
              f.gain.value = bands[i]!;
              return f;
            });
            master = ctx.createGain();
            master.gain.value = level;
            filters[0]!.connect(filters[1]!).connect(filters[2]!);
            master.connect(ctx.destination);
            chainLimiter();
            input = filters[0];
            for (const deck of decks) route(deck);
          }
        } catch (error) {
          ctx = undefined;
          failure = MSG_INIT;
          console.warn(MSG_INIT, error);
        }
      }
      if (ctx?.state === "suspended") ctx.resume().catch(() => {});
    },
    /** Loads `src` on `deck`, swapping in an unrouted element when the source cannot go through the graph. */
    setSrc(deck: Deck, src: string): void {
      const plain = !webAudio() || noCors.has(src);
      if (plain !== deck.plain) {
        // Detach first: events of the old element (its pause) must not reach the engine.
        const old = deck.el;
        deck.el = newElement(deck);
        old.pause();
        old.removeAttribute("src");
        // An element cannot leave the graph, but its gain can: drop the old path so it can be collected.
        deck.gain?.disconnect();
        deck.plain = plain;
        deck.gain = deck.trim = undefined;
        route(deck);
      }
      if (!plain && crossOrigin(src)) deck.el.crossOrigin = "anonymous";
      else deck.el.removeAttribute("crossorigin");
      deck.src = src;
      deck.el.src = src;
      applyDeckVolume(deck);
    },
    /** After a load error: when CORS may be the cause, reloads the source unrouted and returns true. */
    retryWithoutCors(deck: Deck): boolean {
      const src = deck.src;
      if (!src || deck.plain || !deck.el.crossOrigin) return false;
      noCors.add(src);
      this.setSrc(deck, src);
      return true;
    },
    /**
     * Equal-power fade of a deck to 0 or 1 over `seconds`, starting in `delay` seconds, on the audio clock
     * (element volume steps without it).
     */
    fade(deck: Deck, to: 0 | 1, seconds: number, delay = 0): void {
      stopRamp(deck);
      const from = deck.f;
      deck.f = to;
      const gain = deck.gain?.gain;
      if (seconds <= 0 || from === to) {
        if (gain) setParam(gain, to);
        applyDeckVolume(deck);
      } else if (gain) {
        const curve = new Float32Array(64).map((_, i) => equalPower(i / 63, to === 1));
        gain.cancelScheduledValues(0);
        gain.setValueCurveAtTime(curve, ctx!.currentTime + delay, seconds);
      } else {
        const steps = Math.max(1, Math.round((seconds * 1000) / RAMP_MS));
        // Negative steps wait out the delay at the starting level.
        let k = -Math.round((delay * 1000) / RAMP_MS);
        deck.f = from;
        deck.ramp = setInterval(() => {
          if (++k > 0) deck.f = equalPower(k / steps, to === 1);
          applyDeckVolume(deck);
          if (k >= steps) stopRamp(deck);
        }, RAMP_MS);
      }
    },
    /** Sets a deck's trim (linear gain). */
    setTrim(deck: Deck, value: number): void {
      deck.t = value;
      if (deck.trim) setParam(deck.trim.gain, value);
      applyDeckVolume(deck);
    },
    /** The limiter at `threshold` dBFS, or none (null). */
    setLimiter(threshold: number | null): void {
      limit = threshold;
      chainLimiter();
    },
    setLevel(value: number): void {
      level = value;
      if (master) setParam(master.gain, value);
      for (const deck of decks) applyDeckVolume(deck);
    },
    setBands(values: number[]): void {
      bands = values;
      for (const [i, f] of filters.entries()) setParam(f.gain, values[i]!);
    },
    /** Equalizer mode and message for the deck now heard. */
    eqStatus(deck: Deck): [EqualizerMode, string | null] {
      if (!tried) return ["off", null];
      if (!ctx) return ["visual", failure];
      return deck.plain ? ["visual", MSG_CORS] : ["audio", null];
    },
    destroy(): void {
      for (const deck of decks) {
        stopRamp(deck);
        deck.el.pause();
        deck.el.removeAttribute("src");
        deck.el = {} as HTMLMediaElement;
      }
      ctx?.close().catch(() => {});
    },
  };
};

export type Mixer = ReturnType<typeof createMixer>;
