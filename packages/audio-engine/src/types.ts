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
  /** Tracks with the same `albumId` are one album for `normalize` (album gain). */
  albumId?: string | number | null;
  /** What the server measured in the audio, for loudness normalisation and beat-aligned mixing. */
  analysis?: TrackAnalysis | null;
  [extra: string]: unknown;
}

/**
 * Measured facts of a track (ITU-R BS.1770 loudness, beat grid); every field may be missing or null,
 * and the engine then falls back (unity gain, an unaligned mix).
 *
 * @example
 * const analysis: TrackAnalysis = { loudnessLufs: -9.2, truePeakDbtp: -0.3, bpm: 124, gridStable: true,
 *   firstDownbeatMs: 480, mixInMs: 480, mixOutMs: 201_600 };
 */
export interface TrackAnalysis {
  /** Integrated loudness, LUFS. */
  loudnessLufs?: number | null;
  /** True peak, dBTP. */
  truePeakDbtp?: number | null;
  /** Loudness of the track's album (its loudest track), LUFS. */
  albumLoudnessLufs?: number | null;
  bpm?: number | null;
  /** Whether the beat grid holds across the whole track (no tempo drift). */
  gridStable?: boolean | null;
  firstBeatMs?: number | null;
  firstDownbeatMs?: number | null;
  /** Where an incoming mix starts: the first downbeat after leading silence. */
  mixInMs?: number | null;
  /** Where an outgoing mix starts: the last phrase boundary before the outro. */
  mixOutMs?: number | null;
}

/**
 * Loudness normalisation. `track`: each track to the target; `album`: an album's tracks keep their
 * relative levels; `auto`: album gain when a neighbouring queue item shares the album, else track gain.
 *
 * @example
 * engine.setNormalize({ mode: "off" satisfies NormalizeMode });
 */
export type NormalizeMode = "auto" | "track" | "album" | "off";

/**
 * Options of `normalize` (see `normalizationGain`).
 *
 * @example
 * createAudioEngine({ normalize: { target: -11, limiter: true } }); // "Loud"
 */
export interface NormalizeOptions {
  /** Default `auto`. */
  mode: NormalizeMode;
  /** Target loudness, LUFS. Default −14. */
  target: number;
  /** Highest true peak a boost may reach, dBTP. Default −1. */
  ceiling: number;
  /** Largest boost, dB. Default 12. */
  maxBoost: number;
  /** Boost past the true-peak headroom (up to `maxBoost`) and hold peaks at `ceiling` with a limiter. Default false. */
  limiter: boolean;
}

/**
 * A mix as `planMix` plans it. Times are seconds.
 *
 * @example
 * const { aligned, at, rate } = planMix(outgoing, incoming, now, { length });
 */
export interface MixPlan {
  /** Beat-aligned (phrase boundary, matched rate), or the plain mix. */
  aligned: boolean;
  /** Position in the outgoing track where the mix starts. */
  at: number;
  /** Length of the crossfade. */
  duration: number;
  /** Position in the incoming track at `at`. */
  offset: number;
  /** Playback rate of the incoming track during the mix (pitch preserved). */
  rate: number;
  /** Seconds before `at` at which the incoming track starts, silent, so its phase can be corrected. */
  lead: number;
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
  /** DJ mixes align beats when both tracks allow it. */
  readonly beatMatch: boolean;
  readonly isMixing: boolean;
  /** Whether the current (or last) mix was beat-aligned. */
  readonly mixAligned: boolean;
  readonly normalize: Readonly<NormalizeOptions>;
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
 * Minimal storage interface (`localStorage` fits). Volume, repeat, shuffle, DJ mode, beat matching,
 * normalisation, equalizer and queue are saved.
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
  /** Loudness normalisation from `track.analysis` (saved settings win). Default `{ mode: "auto", target: -14 }`. */
  normalize?: Partial<NormalizeOptions>;
  /** Align DJ mixes on the beat when both tracks have a stable grid. Default true. */
  beatMatch?: boolean;
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
  /** Beat-aligned DJ mixes on or off. */
  setBeatMatch(on: boolean): void;
  /** Changes normalisation settings (merged into the current ones); applied at once to what plays. */
  setNormalize(options: Partial<NormalizeOptions>): void;
  enqueue(tracks: Track | readonly Track[]): void;
  playNext(track: Track): void;
  remove(index: number): void;
  jumpTo(index: number): void;
  clear(): void;
  readonly equalizer: EqualizerControls;
  /** Stops playback, releases elements, timers, the audio context it created and Media Session handlers. */
  destroy(): void;
}
