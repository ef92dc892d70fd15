/**
 * A playable item. Only `id` is required; the engine reads the other documented fields and keeps every
 * extra field untouched, so your own data model can travel through the queue.
 *
 * @example
 * const track: Track = { id: 7, title: "Kuno", artist: { name: "Sauti" }, url: "/audio/kuno.mp3" };
 */
export interface Track {
  id: string | number;
  title?: string;
  artist?: string | { name?: string };
  audio_file?: { audio_url?: string };
  stream_url?: string;
  url?: string;
  cover_art_url?: string;
  album_art?: string;
  image?: string;
  /** Seconds, when known before loading (the media element's own duration wins once loaded). */
  duration?: number;
  [extra: string]: unknown;
}

/**
 * Repeat mode: `none` stops at the end of the queue, `single` replays the current track, `all` wraps.
 *
 * @example
 * engine.setRepeat("all" satisfies RepeatMode);
 */
export type RepeatMode = "none" | "single" | "all";

/**
 * A band of the 3-band equalizer: bass (low shelf 200 Hz), mid (peaking 1000 Hz), treble (high shelf 3200 Hz).
 *
 * @example
 * engine.equalizer.setBand("bass" satisfies EqualizerBand, 6);
 */
export type EqualizerBand = "bass" | "mid" | "treble";

/**
 * `off`: no audio graph yet (nothing played). `audio`: the bands shape what you hear. `visual`: the bands are
 * kept and shown but cannot act on the sound (no Web Audio, or a cross-origin source without CORS).
 *
 * @example
 * if (engine.getState().equalizer.mode === "visual") showHint(engine.getState().equalizer.message);
 */
export type EqualizerMode = "off" | "audio" | "visual";

/**
 * Equalizer part of the state snapshot. Gains are whole dB from −12 to 12.
 *
 * @example
 * const { preset, bass, mid, treble } = engine.getState().equalizer; // "Rock", 3, 0, 3
 */
export interface EqualizerState {
  /** A name from `EQUALIZER_PRESETS`, or `"Custom"` when the bands match no preset. */
  readonly preset: string;
  readonly bass: number;
  readonly mid: number;
  readonly treble: number;
  readonly mode: EqualizerMode;
  /** Why the equalizer is not acting on the sound (the product's error catalogue wording), else null. */
  readonly message: string | null;
}

/**
 * The immutable snapshot returned by `getState()`: the same object until something changes.
 *
 * @example
 * const { current, isPlaying, progress } = engine.getState();
 */
export interface EngineState {
  readonly current: Track | null;
  readonly isPlaying: boolean;
  readonly isLoading: boolean;
  /** Seconds into the current track. */
  readonly currentTime: number;
  /** Seconds; 0 while unknown. */
  readonly duration: number;
  /** 0–100. */
  readonly progress: number;
  readonly queue: readonly Track[];
  /** Index of `current` in `queue`, −1 when nothing is current. */
  readonly currentIndex: number;
  /** The tracks after the current one. */
  readonly upNext: readonly Track[];
  readonly repeat: RepeatMode;
  readonly shuffle: boolean;
  readonly djMode: boolean;
  readonly isMixing: boolean;
  /** 0–1. */
  readonly volume: number;
  readonly muted: boolean;
  /** Played tracks, newest first, no duplicates, at most `historySize`. */
  readonly history: readonly Track[];
  readonly equalizer: EqualizerState;
}

/**
 * Payloads of the events delivered by `engine.on(event, handler)`.
 *
 * @example
 * engine.on("mixstart", ({ from, to }) => console.log(`mixing ${from.title} into ${to.title}`));
 */
export interface EngineEvents {
  trackchange: Track | null;
  play: Track;
  pause: Track;
  ended: Track;
  error: { track: Track | null; error: unknown };
  queuechange: readonly Track[];
  mixstart: { from: Track; to: Track };
  mixend: Track;
}

/**
 * Minimal storage interface (`localStorage` fits). Volume, repeat, shuffle, equalizer and queue are saved.
 *
 * @example
 * createAudioEngine({ storage: window.localStorage });
 */
export interface EngineStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Options of `createAudioEngine`; all optional, defaults follow the product constants.
 *
 * @example
 * createAudioEngine({ mixDuration: 8, fetchRelated: (t) => api.related(t.id), storage: localStorage });
 */
export interface EngineOptions {
  /** Factory for the two deck elements. Default `new Audio()`. */
  createMediaElement?: () => HTMLMediaElement;
  /** Factory for the Web Audio context. Default: the browser's `AudioContext` when present. */
  createAudioContext?: () => AudioContext;
  /** URL of a track. Default `audio_file.audio_url`, then `stream_url`, then `url`. */
  resolveSrc?: (track: Track) => string | undefined;
  /** Related tracks, appended when the last track has `relatedThreshold` seconds or less left. */
  fetchRelated?: (track: Track) => Promise<Track[]>;
  storage?: EngineStorage;
  /** Seconds of a DJ crossfade. Default 5. */
  mixDuration?: number;
  /** Fraction of a track at which a DJ crossfade starts. Default 0.85. */
  fadeOutAt?: number;
  /** Seconds left on the last track when related tracks are fetched. Default 30. */
  relatedThreshold?: number;
  /** `previous()` restarts the track when more than this many seconds in. Default 3. */
  restartThreshold?: number;
  /** Milliseconds between a playback error and the skip to the next track. Default 1000. */
  errorSkipDelay?: number;
  /** History length. Default 50. */
  historySize?: number;
  /** Publish metadata and transport handlers to the Media Session API. Default true. */
  mediaSession?: boolean;
}

/**
 * Equalizer commands, available as `engine.equalizer`.
 *
 * @example
 * engine.equalizer.applyPreset("Bass Boost");
 * engine.equalizer.setBand("treble", 4); // preset becomes "Custom"
 */
export interface EqualizerControls {
  /** Sets one band; the value is rounded and clamped to −12…12 dB, non-numbers are ignored. */
  setBand(band: EqualizerBand, dB: number): void;
  /** Applies a preset from `EQUALIZER_PRESETS`; unknown names are ignored. */
  applyPreset(name: string): void;
  /** Back to Flat. */
  reset(): void;
}

/**
 * The engine returned by `createAudioEngine`.
 *
 * @example
 * const engine = createAudioEngine();
 * engine.load(tracks);
 * button.onclick = () => engine.toggle();
 */
export interface AudioEngine {
  getState(): EngineState;
  /** Calls `listener` after every state change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  on<K extends keyof EngineEvents>(event: K, handler: (payload: EngineEvents[K]) => void): () => void;
  /** Replaces the queue and cues `tracks[startIndex]` (paused); call `play()` to start. */
  load(tracks: readonly Track[], startIndex?: number): void;
  /** Resumes, or plays `track` (jumping to it when queued, else inserting it after the current one). */
  play(track?: Track): void;
  pause(): void;
  toggle(): void;
  next(): void;
  previous(): void;
  seek(seconds: number): void;
  seekToFraction(fraction: number): void;
  setVolume(volume: number): void;
  changeVolume(delta: number): void;
  toggleMute(): void;
  setRepeat(mode: RepeatMode): void;
  cycleRepeat(): void;
  toggleShuffle(): void;
  setDjMode(on: boolean): void;
  enqueue(tracks: Track | readonly Track[]): void;
  playNext(track: Track): void;
  remove(index: number): void;
  jumpTo(index: number): void;
  clear(): void;
  readonly equalizer: EqualizerControls;
  /** Stops playback, releases elements, timers, the audio context it created and Media Session handlers. */
  destroy(): void;
}
