import { bindMediaSession } from "./media-session";
import { readSaved } from "./persist";
import { writeSaved } from "./persist-write";
import { createPlayer, known, type Settings } from "./player";
import { BANDS, clampBand, EQUALIZER_PRESETS, presetFor } from "./presets";
import { defaultSrc, nextIndex, REPEAT_MODES, sameTrack, shuffleKeepingFirst, without } from "./queue";
import { mergeNormalize } from "./settings";
import { INITIAL_STATE } from "./state";
import { createStore, type Patch } from "./store";
import type { AudioEngine, EngineOptions, EngineState, EqualizerBand, RepeatMode, Track } from "./types";

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
  const o: Settings = {
    mixDuration: 5,
    fadeOutAt: 0.85,
    relatedThreshold: 30,
    restartThreshold: 3,
    errorSkipDelay: 1000,
    historySize: 50,
    mediaSession: true,
    ...options,
    resolveSrc: options.resolveSrc || defaultSrc,
  };
  const store = createStore({
    ...INITIAL_STATE,
    beatMatch: options.beatMatch !== false,
    normalize: mergeNormalize(INITIAL_STATE.normalize, options.normalize),
  });
  const S = store.get;
  const set = (patch: Patch) => store.set(patch);
  let original: Track[] = [];
  let previousVolume = 1;
  let destroyed = false;
  const session = o.mediaSession
    ? bindMediaSession({
        play: () => play(),
        pause: () => pause(),
        previous: () => previous(),
        next: () => next(),
        seek: (t) => seek(t),
      })
    : undefined;

  const player = createPlayer(o, store, (tracks) => append(tracks));
  const setEq = (patch: Partial<EngineState["equalizer"]>) =>
    set({ equalizer: { ...S().equalizer, ...patch } });
  const { startTrack, setQueue, stop, pause } = player;

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
    if (s.current) player.playActive();
    else if (s.queue.length) startTrack(0, true);
  };

  const next = () => {
    const s = S();
    const i = nextIndex(s.currentIndex, s.queue.length, s.repeat);
    if (i >= 0) startTrack(i, true);
  };

  const previous = () => {
    const s = S();
    if (s.currentTime > o.restartThreshold || (s.currentIndex <= 0 && s.repeat !== "all")) {
      return player.seekTo(0);
    }
    startTrack(s.currentIndex > 0 ? s.currentIndex - 1 : s.queue.length - 1, true);
  };

  const seek = (seconds: number) => {
    const d = S().duration;
    if (typeof seconds !== "number" || !(seconds >= 0) || !known(d) || !player.hasDeck()) return;
    player.seekTo(Math.min(seconds, d));
  };

  const setVolume = (volume: number) => {
    if (typeof volume !== "number" || Number.isNaN(volume)) return;
    const v = Math.max(0, Math.min(1, volume));
    set({ volume: v, muted: false });
    player.setLevel(v);
  };

  const setBands = (bass: number, mid: number, treble: number) => {
    setEq({ bass, mid, treble, preset: presetFor(bass, mid, treble) });
    player.setBands([bass, mid, treble]);
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
  set({
    djMode: !!saved.dj,
    beatMatch: saved.beat ?? S().beatMatch,
    normalize: mergeNormalize(S().normalize, saved.norm),
  });
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
    const keys = [
      s.volume,
      s.repeat,
      s.shuffle,
      s.equalizer,
      s.queue,
      s.currentIndex,
      s.djMode,
      s.beatMatch,
      s.normalize,
    ];
    if (o.storage && keys.some((v, i) => v !== persisted[i])) {
      persisted = keys;
      writeSaved(o.storage, s, s.muted ? previousVolume : s.volume, original);
    }
  });

  function setRepeat(mode: RepeatMode) {
    if (!REPEAT_MODES.includes(mode)) return;
    set({ repeat: mode });
    player.preloadNext();
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
      player.setLevel(0);
    },
    setRepeat,
    cycleRepeat: () => setRepeat(REPEAT_MODES[(REPEAT_MODES.indexOf(S().repeat) + 1) % 3]!),
    toggleShuffle() {
      const s = S();
      if (s.shuffle) {
        const i = s.current ? original.indexOf(s.current) : -1;
        // A track missing from the unshuffled order (never expected) would leave current unindexed: append it.
        if (s.current && i < 0) original = [...original, s.current];
        set({ shuffle: false });
        setQueue(original, i);
      } else {
        original = [...s.queue];
        set({ shuffle: true });
        setQueue(shuffleKeepingFirst(s.queue, s.currentIndex), s.current ? 0 : -1);
      }
    },
    setDjMode: (on) => set({ djMode: !!on }),
    setBeatMatch: (on) => set({ beatMatch: !!on }),
    setNormalize(patch) {
      set({ normalize: mergeNormalize(S().normalize, patch) });
      player.retrim();
    },
    enqueue: (tracks) => append(Array.isArray(tracks) ? tracks : [tracks as Track]),
    playNext,
    remove(index) {
      const s = S();
      const removed = s.queue[index];
      if (!Number.isInteger(index) || !removed) return;
      const queue = s.queue.filter((_, i) => i !== index);
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
      player.destroy();
      session?.destroy();
      store.clear();
    },
  };
}
