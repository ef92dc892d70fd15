import { bindMediaSession } from "./media-session";
import { createMixer, type Deck, type Mixer, MSG_NO_ELEMENT } from "./mixer";
import { readSaved, writeSaved } from "./persist";
import { BANDS, clampBand, EQUALIZER_PRESETS, presetFor } from "./presets";
import {
  defaultSrc,
  freshTracks,
  nextIndex,
  pushHistory,
  REPEAT_MODES,
  sameTrack,
  shuffleKeepingFirst,
  without,
} from "./queue";
import { createStore, type Patch } from "./store";
import type { AudioEngine, EngineOptions, EngineState, EqualizerBand, RepeatMode, Track } from "./types";

const INITIAL: EngineState = {
  current: null,
  isPlaying: false,
  isLoading: false,
  currentTime: 0,
  duration: 0,
  progress: 0,
  queue: [],
  currentIndex: -1,
  upNext: [],
  repeat: "none",
  shuffle: false,
  djMode: false,
  isMixing: false,
  volume: 1,
  muted: false,
  history: [],
  equalizer: { preset: "Flat", bass: 0, mid: 0, treble: 0, mode: "off", message: null },
};

const known = (d: number): boolean => d > 0 && Number.isFinite(d);

/**
 * Creates a headless player: queue, two-deck gapless playback, equal-power DJ crossfade on the
 * AudioContext clock, a 3-band equalizer shared by both decks, Media Session and optional persistence.
 * Nothing is created until needed: media elements on the first `load`/`play`, the AudioContext on the
 * first `play` (call it from a user gesture so browsers let it start).
 *
 * @example
 * const engine = createAudioEngine({ storage: localStorage, fetchRelated: (t) => api.related(t.id) });
 * engine.subscribe(() => render(engine.getState()));
 * engine.load([{ id: 1, title: "Intro", url: "/audio/intro.mp3" }]);
 * playButton.onclick = () => engine.toggle();
 */
export function createAudioEngine(options: EngineOptions = {}): AudioEngine {
  const o = {
    mixDuration: 5,
    fadeOutAt: 0.85,
    relatedThreshold: 30,
    restartThreshold: 3,
    errorSkipDelay: 1000,
    historySize: 50,
    mediaSession: true,
    ...options,
  };
  const resolveSrc = o.resolveSrc || defaultSrc;
  const store = createStore(INITIAL);
  const S = store.get;
  const set = (patch: Patch) => store.set(patch);
  let mixer: Mixer | undefined;
  let noElement = false;
  let active: Deck | undefined;
  let mixingFrom: Deck | undefined;
  let mixTimer: ReturnType<typeof setTimeout> | undefined;
  let skipTimer: ReturnType<typeof setTimeout> | undefined;
  let original: Track[] = [];
  let previousVolume = 1;
  let destroyed = false;
  const relatedAsked = new Set<Track["id"]>();
  const session = o.mediaSession
    ? bindMediaSession({
        play: () => play(),
        pause: () => pause(),
        previous: () => previous(),
        next: () => next(),
        seek: (t) => seek(t),
      })
    : undefined;

  const idle = (m: Mixer): Deck => (m.decks[0] === active ? m.decks[1] : m.decks[0]);

  const getMixer = (): Mixer | undefined => {
    if (!mixer && !noElement && !destroyed) {
      try {
        mixer = createMixer(o.createMediaElement || (() => new Audio()), o.createAudioContext, onDeckEvent);
        active = mixer.decks[0];
        mixer.setLevel(S().volume);
        const { bass, mid, treble } = S().equalizer;
        mixer.setBands([bass, mid, treble]);
      } catch {
        noElement = true;
        setEq({ mode: "visual", message: MSG_NO_ELEMENT });
      }
    }
    return mixer;
  };

  const setEq = (patch: Partial<EngineState["equalizer"]>) =>
    set({ equalizer: { ...S().equalizer, ...patch } });
  const syncEq = () => {
    if (!mixer || !active) return;
    const [mode, message] = mixer.eqStatus(active);
    const eq = S().equalizer;
    if (eq.mode !== mode || eq.message !== message) setEq({ mode, message });
  };

  const setQueue = (queue: readonly Track[], currentIndex: number) => {
    set({ queue: Object.freeze([...queue]), currentIndex });
    store.emit("queuechange", S().queue);
    preloadNext();
  };

  const setPlaying = (playing: boolean) => {
    const s = S();
    if (!s.current) return;
    // History records every track that starts playing, also when one follows another without a pause.
    if (playing && !sameTrack(s.history[0], s.current)) {
      set({ history: pushHistory(s.history, s.current, o.historySize) });
    }
    if (s.isPlaying === playing) return;
    set({ isPlaying: playing, isLoading: playing && s.isLoading });
    store.emit(playing ? "play" : "pause", s.current);
  };

  // Gapless: the track that would follow is loaded on the idle deck while the current one plays.
  const preloadNext = () => {
    const s = S();
    // Skipped mid-operation (queue and current briefly disagree) and during a mix (the idle deck is busy).
    if (!mixer || mixingFrom || !s.current || s.queue[s.currentIndex] !== s.current) return;
    const next = s.queue[nextIndex(s.currentIndex, s.queue.length, s.repeat)];
    const src = next && resolveSrc(next);
    const deck = idle(mixer);
    if (src && deck.src !== src) mixer.setSrc(deck, src);
  };

  const finishMix = () => {
    const from = mixingFrom;
    if (!from || !mixer || !active) return;
    clearTimeout(mixTimer);
    mixingFrom = undefined;
    from.el.pause();
    mixer.fade(from, 0, 0);
    mixer.fade(active, 1, 0);
    set({ isMixing: false });
    store.emit("mixend", S().current!);
    preloadNext();
  };

  /** Makes queue[index] current on the idle deck; `mix` > 0 crossfades over that many seconds. */
  const startTrack = (index: number, autoplay: boolean, mix = 0) => {
    const track = S().queue[index];
    if (!track) return;
    clearTimeout(skipTimer);
    if (!mix) finishMix();
    const m = getMixer();
    const d = track.duration ?? 0;
    set({
      current: track,
      currentIndex: index,
      currentTime: 0,
      duration: known(d) ? d : 0,
      isLoading: autoplay,
    });
    store.emit("trackchange", track);
    if (!m || !active) return;
    const from = active;
    const to = idle(m);
    const src = resolveSrc(track);
    if (!src) return fail(new Error("No source for track"), autoplay);
    // Reuse the preloaded element unless it failed; a reused one may sit at an old position.
    if (to.src !== src || to.el.error) m.setSrc(to, src);
    else if (to.el.currentTime) to.el.currentTime = 0;
    active = to;
    if (known(to.el.duration)) set({ duration: to.el.duration });
    if (mix) {
      mixingFrom = from;
      m.fade(from, 0, mix);
      m.fade(to, 1, mix);
      mixTimer = setTimeout(finishMix, mix * 1000);
    } else {
      from.el.pause();
      m.fade(from, 0, 0);
      m.fade(to, 1, 0);
    }
    syncEq();
    if (autoplay) playActive();
    else setPlaying(false);
    preloadNext();
  };

  const playActive = () => {
    const s = S();
    const m = getMixer();
    const deck = active;
    if (!m || !deck || !s.current) return;
    const src = resolveSrc(s.current);
    if (!src || deck.src !== src) return startTrack(s.currentIndex, true);
    if (deck.el.error) m.setSrc(deck, src);
    m.ensureGraph();
    syncEq();
    setPlaying(true);
    deck.el.play()?.catch((error: unknown) => {
      // Autoplay refused: show paused. Media errors arrive as the element's `error` event instead.
      if ((error as Error)?.name === "NotAllowedError" && deck === active) setPlaying(false);
    });
  };

  const fail = (error: unknown, wasPlaying: boolean) => {
    finishMix();
    active?.el.pause();
    setPlaying(false);
    set({ isLoading: false });
    store.emit("error", { track: S().current, error });
    if (!wasPlaying) return;
    skipTimer = setTimeout(() => {
      const s = S();
      const i = nextIndex(s.currentIndex, s.queue.length, s.repeat);
      if (i >= 0 && i !== s.currentIndex) startTrack(i, true);
    }, o.errorSkipDelay);
  };

  const startMix = (seconds: number) => {
    const s = S();
    const i = nextIndex(s.currentIndex, s.queue.length, s.repeat);
    const to = s.queue[i];
    if (!to || !s.current) return false;
    set({ isMixing: true });
    store.emit("mixstart", { from: s.current, to });
    startTrack(i, true, Math.max(0.01, Math.min(o.mixDuration, seconds)));
    return true;
  };

  const onTime = (el: HTMLMediaElement) => {
    const d = known(el.duration) ? el.duration : S().duration;
    set({ currentTime: el.currentTime, duration: d });
    const s = S();
    const left = d - s.currentTime;
    const last = s.current && s.currentIndex === s.queue.length - 1;
    if (
      o.fetchRelated &&
      last &&
      known(d) &&
      left <= o.relatedThreshold &&
      !relatedAsked.has(s.current!.id)
    ) {
      const track = s.current!;
      relatedAsked.add(track.id);
      o.fetchRelated(track).then(
        (found) => {
          const fresh = destroyed || !Array.isArray(found) ? [] : freshTracks(found, S().queue);
          if (fresh.length) append(fresh);
        },
        () => {},
      );
    }
    if (
      s.djMode &&
      s.isPlaying &&
      !mixingFrom &&
      s.repeat !== "single" &&
      known(d) &&
      s.currentTime >= d * o.fadeOutAt
    ) {
      startMix(left);
    }
  };

  const onEnded = () => {
    const s = S();
    store.emit("ended", s.current!);
    if (s.repeat === "single") {
      active!.el.currentTime = 0;
      return playActive();
    }
    if (s.djMode && !mixingFrom && startMix(o.mixDuration)) return;
    const i = nextIndex(s.currentIndex, s.queue.length, s.repeat);
    if (i >= 0) startTrack(i, true);
    else setPlaying(false);
  };

  function onDeckEvent(deck: Deck, type: string) {
    // Events of the idle deck (preloading) and of the outgoing deck of a mix are not the listener's business.
    if (deck !== active || destroyed) return;
    const el = deck.el;
    if (type === "timeupdate") onTime(el);
    else if (type === "durationchange" || type === "loadedmetadata")
      known(el.duration) && set({ duration: el.duration });
    else if (type === "playing" || type === "canplay") set({ isLoading: false });
    else if (type === "waiting") set({ isLoading: S().isPlaying });
    else if (type === "play") setPlaying(true);
    else if (type === "pause") !el.ended && setPlaying(false);
    else if (type === "ended") onEnded();
    else if (type === "error") {
      if (mixer?.retryWithoutCors(deck)) {
        syncEq();
        if (S().isPlaying) deck.el.play()?.catch(() => {});
      } else fail(el.error, S().isPlaying);
    }
  }

  const stop = (queue: readonly Track[]) => {
    finishMix();
    clearTimeout(skipTimer);
    active?.el.pause();
    setPlaying(false);
    set({ current: null, currentTime: 0, duration: 0, isLoading: false });
    setQueue(queue, -1);
    store.emit("trackchange", null);
  };

  const append = (tracks: readonly Track[]) => {
    if (S().shuffle) original = [...original, ...tracks];
    setQueue([...S().queue, ...tracks], S().currentIndex);
  };

  const play = (track?: Track) => {
    const s = S();
    if (track && !sameTrack(track, s.current)) {
      const i = s.queue.findIndex((t) => sameTrack(t, track));
      if (i >= 0) return startTrack(i, true);
      playNext(track);
      return startTrack(s.currentIndex + 1, true);
    }
    if (s.current) playActive();
    else if (s.queue.length) startTrack(0, true);
  };

  const pause = () => {
    finishMix();
    active?.el.pause();
    setPlaying(false);
  };

  const next = () => {
    const s = S();
    const i = nextIndex(s.currentIndex, s.queue.length, s.repeat);
    if (i >= 0) startTrack(i, true);
  };

  const previous = () => {
    const s = S();
    if (s.currentTime > o.restartThreshold || (s.currentIndex <= 0 && s.repeat !== "all")) {
      if (active && s.current) active.el.currentTime = 0;
      return set({ currentTime: 0 });
    }
    startTrack(s.currentIndex > 0 ? s.currentIndex - 1 : s.queue.length - 1, true);
  };

  const seek = (seconds: number) => {
    const d = S().duration;
    if (typeof seconds !== "number" || !(seconds >= 0) || !known(d) || !active) return;
    const t = Math.min(seconds, d);
    active.el.currentTime = t;
    set({ currentTime: t });
  };

  const setVolume = (volume: number) => {
    if (typeof volume !== "number" || Number.isNaN(volume)) return;
    const v = Math.max(0, Math.min(1, volume));
    set({ volume: v, muted: false });
    mixer?.setLevel(v);
  };

  const setBands = (bass: number, mid: number, treble: number) => {
    setEq({ bass, mid, treble, preset: presetFor(bass, mid, treble) });
    mixer?.setBands([bass, mid, treble]);
  };

  const playNext = (track: Track) => {
    const s = S();
    if (s.shuffle) {
      const at = s.current ? original.indexOf(s.current) + 1 : original.length;
      original = [...original.slice(0, at), track, ...original.slice(at)];
    }
    const at = s.currentIndex + 1;
    setQueue([...s.queue.slice(0, at), track, ...s.queue.slice(at)], s.currentIndex);
  };

  // Restore saved settings through the same validation as the commands.
  const saved = readSaved(o.storage);
  if (saved.volume !== undefined) setVolume(saved.volume);
  if (saved.repeat) setRepeat(saved.repeat);
  if (Array.isArray(saved.eq))
    setBands(...(saved.eq.map((v) => clampBand(v) || 0) as [number, number, number]));
  if (Array.isArray(saved.queue)) {
    const queue = saved.queue.filter((t) => t && t.id !== undefined);
    const index = Number.isInteger(saved.index) && queue[saved.index!] ? saved.index! : -1;
    // Share object identity with the queue so reference lookups (shuffle off, remove) keep working.
    original =
      saved.shuffle && Array.isArray(saved.original)
        ? saved.original.map((t) => queue.find((q) => sameTrack(q, t)) ?? t)
        : [...queue];
    set({ shuffle: !!saved.shuffle, current: queue[index] ?? null });
    setQueue(queue, index);
  }
  let persisted: unknown[] = [];
  store.subscribe(() => {
    const s = S();
    session?.update(s);
    const keys = [s.volume, s.repeat, s.shuffle, s.equalizer, s.queue, s.currentIndex];
    if (o.storage && keys.some((v, i) => v !== persisted[i])) {
      persisted = keys;
      writeSaved(o.storage, s, s.muted ? previousVolume : s.volume, original);
    }
  });

  function setRepeat(mode: RepeatMode) {
    if (!REPEAT_MODES.includes(mode)) return;
    set({ repeat: mode });
    preloadNext();
  }

  return {
    getState: S,
    subscribe: store.subscribe,
    on: store.on,
    load(tracks, startIndex = 0) {
      const list = [...tracks];
      let index = Number.isInteger(startIndex) && list[startIndex] ? startIndex : 0;
      original = list;
      const queue = S().shuffle ? shuffleKeepingFirst(list, index) : list;
      if (S().shuffle) index = 0;
      if (!queue.length) return stop([]);
      set({ queue: Object.freeze(queue), currentIndex: -1 });
      store.emit("queuechange", S().queue);
      startTrack(index, false);
    },
    play,
    pause,
    toggle: () => (S().isPlaying ? pause() : play()),
    next,
    previous,
    seek,
    seekToFraction: (f) => typeof f === "number" && f >= 0 && seek(Math.min(f, 1) * S().duration),
    setVolume,
    changeVolume: (delta) => setVolume(Math.round((S().volume + delta) * 100) / 100),
    toggleMute() {
      if (S().muted) return setVolume(previousVolume);
      if (S().volume > 0) previousVolume = S().volume;
      set({ volume: 0, muted: true });
      mixer?.setLevel(0);
    },
    setRepeat,
    cycleRepeat: () => setRepeat(REPEAT_MODES[(REPEAT_MODES.indexOf(S().repeat) + 1) % 3]!),
    toggleShuffle() {
      const s = S();
      if (s.shuffle) {
        const i = s.current ? original.indexOf(s.current) : -1;
        set({ shuffle: false });
        setQueue(original, i);
      } else {
        original = [...s.queue];
        set({ shuffle: true });
        setQueue(shuffleKeepingFirst(s.queue, s.currentIndex), s.current ? 0 : -1);
      }
    },
    setDjMode: (on) => set({ djMode: !!on }),
    enqueue: (tracks) => append(Array.isArray(tracks) ? tracks : [tracks as Track]),
    playNext,
    remove(index) {
      const s = S();
      const removed = s.queue[index];
      if (!Number.isInteger(index) || !removed) return;
      const queue = without(s.queue, removed);
      if (s.shuffle) original = without(original, removed);
      if (index !== s.currentIndex) return setQueue(queue, s.currentIndex - (index < s.currentIndex ? 1 : 0));
      if (!queue[index]) return stop(queue);
      setQueue(queue, index);
      startTrack(index, s.isPlaying);
    },
    jumpTo: (index) => Number.isInteger(index) && S().queue[index] && startTrack(index, true),
    clear() {
      original = [];
      stop([]);
    },
    equalizer: {
      setBand(band: EqualizerBand, dB: number) {
        const v = clampBand(dB);
        const i = BANDS.indexOf(band);
        if (Number.isNaN(v) || i < 0) return;
        const eq = S().equalizer;
        const values = [eq.bass, eq.mid, eq.treble] as [number, number, number];
        values[i] = v;
        setBands(...values);
      },
      applyPreset(name: string) {
        const p = Object.hasOwn(EQUALIZER_PRESETS, name) && EQUALIZER_PRESETS[name];
        if (p) setBands(...p);
      },
      reset: () => setBands(0, 0, 0),
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      clearTimeout(mixTimer);
      clearTimeout(skipTimer);
      mixer?.destroy();
      mixer = active = mixingFrom = undefined;
      session?.destroy();
      store.clear();
    },
  };
}
