// The player as pages and the bar see it, without the audio engine: the engine (./engine.ts and
// @ngoma/audio-engine) is a chunk of its own, loaded on the first command or on intent (a pointer over or
// focus on a play control), so a page that is only browsed never fetches it. Until then the state is the one
// the engine will restore from localStorage (queue, current track, volume, repeat, shuffle, equalizer),
// handed in by the player's own chunk (`restoreSavedState`), so a restored queue shows with the bar, and a
// first visit's load carries only the few bytes that tell whether there is a track to restore.
// This is the only module that knows the engine is lazy.
// Types only from the main entry: a value imported from it would put the whole engine in this module's chunk.
import type { AudioEngine, EngineEvents, EngineState, EngineStorage } from "@ngoma/audio-engine";
import { hasSavedTrack, INITIAL_STATE } from "@ngoma/audio-engine/initial-state";

type LoadEngine = () => Promise<AudioEngine>;

let engine: AudioEngine | undefined;
let loading: Promise<AudioEngine> | undefined;
let saved: EngineState | undefined;
let readSaved: ((storage: EngineStorage | undefined) => EngineState) | undefined;
let trackWaiting: boolean | undefined;
const importEngine: LoadEngine = () => import("./engine").then((m) => m.getEngine());
let load = importEngine;
let unsubscribeEngine: (() => void) | undefined;
const listeners = new Set<() => void>();
/** `on()` handlers registered before the engine exists, bound to it when it arrives. */
const waiting = new Set<{ bind: (engine: AudioEngine) => void }>();

const SERVER_STATE = INITIAL_STATE;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined; // Storage blocked (privacy settings): nothing restored.
  }
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/**
 * Makes `created` the engine behind the facade: the state follows it from then on and handlers
 * registered with `on()` are bound to it.
 */
function attachEngine(created: AudioEngine): void {
  if (engine === created) return;
  unsubscribeEngine?.();
  engine = created;
  unsubscribeEngine = created.subscribe(notify);
  for (const entry of [...waiting]) entry.bind(created);
  waiting.clear();
  notify();
}

/**
 * The tab's engine, loading its chunk the first time; concurrent callers share one load, and a failed
 * load is tried again by the next caller.
 *
 * @example
 * const engine = await loadEngine();
 */
export function loadEngine(): Promise<AudioEngine> {
  if (engine) return Promise.resolve(engine);
  if (loading) return loading;
  loading = load().then(
    (made) => {
      attachEngine(made);
      return made;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  notify(); // engineRequested() changed: the player's own chunk can load alongside the engine
  return loading;
}

/** Whether the engine is loaded or on its way (a play is coming), so the player UI is about to be needed. */
export function engineRequested(): boolean {
  return !!engine || !!loading;
}

/**
 * Starts loading the engine without waiting (pointerenter, pointerdown, focus of a play control), so the
 * click that follows finds it and starts audio inside the click, as autoplay policies want.
 *
 * @example
 * <button onPointerEnter={prefetchEngine} onFocus={prefetchEngine} onClick={play}>Play</button>
 */
export function prefetchEngine(): void {
  if (!engine) loadEngine().catch(() => undefined);
}

/** The engine if it is loaded; commands that must not load it (pause on sign-out) use this. */
export function loadedEngine(): AudioEngine | undefined {
  return engine;
}

/**
 * Runs `command` on the engine: at once when it is loaded (still inside the user's click), else once it is.
 * A chunk that cannot be fetched drops the command; the next one asks for the chunk again.
 */
export function withEngine(command: (engine: AudioEngine) => void): void {
  if (engine) command(engine);
  else loadEngine().then(command, () => undefined);
}

/** The player state: the engine's once loaded, before that the state it will restore (once read). */
export function getPlayerState(): EngineState {
  if (engine) return engine.getState();
  if (!readSaved || typeof window === "undefined") return SERVER_STATE;
  saved ??= readSaved(storage());
  return saved;
}

/**
 * Whether storage holds a track the engine would restore: the player's chunk is then needed at once.
 * Read once per page load; after that the state itself says.
 */
export function savedTrackWaiting(): boolean {
  if (typeof window === "undefined") return false;
  trackWaiting ??= hasSavedTrack(storage());
  return trackWaiting;
}

/**
 * Shows the state the engine will restore before it is loaded (read on first ask); the player's chunk
 * hands in `readSavedState` (@ngoma/audio-engine/saved-state), so that code is fetched only with the player.
 *
 * @example
 * restoreSavedState(readSavedState);
 */
export function restoreSavedState(read: (storage: EngineStorage | undefined) => EngineState): void {
  if (readSaved) return;
  readSaved = read;
  if (!engine) notify();
}

/** What the server renders and hydration starts from: nothing loaded. */
export function getServerPlayerState(): EngineState {
  return SERVER_STATE;
}

export function subscribePlayer(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function on<K extends keyof EngineEvents>(event: K, handler: (payload: EngineEvents[K]) => void): () => void {
  if (engine) return engine.on(event, handler);
  let off: (() => void) | undefined;
  const entry = {
    bind: (arrived: AudioEngine) => {
      off = arrived.on(event, handler);
    },
  };
  waiting.add(entry);
  return () => {
    waiting.delete(entry);
    off?.();
  };
}

/** The commands that load the engine (once) and then run with the same arguments. */
const COMMANDS = [
  "load",
  "play",
  "toggle",
  "next",
  "previous",
  "seek",
  "seekToFraction",
  "setVolume",
  "changeVolume",
  "toggleMute",
  "setRepeat",
  "cycleRepeat",
  "toggleShuffle",
  "setDjMode",
  "setBeatMatch",
  "setNormalize",
  "enqueue",
  "playNext",
  "remove",
  "jumpTo",
  "clear",
] as const satisfies readonly (keyof AudioEngine)[];
type Command = (typeof COMMANDS)[number];

// One forwarder for every command (a list of names is smaller in the first-load bundle than a closure each).
const forward = <T>(names: readonly string[], of: (e: AudioEngine) => object): T =>
  Object.fromEntries(
    names.map((name) => [
      name,
      (...args: unknown[]) =>
        withEngine((e) => (of(e) as Record<string, (...a: unknown[]) => void>)[name]!(...args)),
    ]),
  ) as T;

/**
 * The engine's interface, usable before the engine is loaded: `getState`/`subscribe` follow the facade,
 * `on` binds when the engine arrives, and every command loads the engine (once) and then runs.
 *
 * @example
 * player.toggle(); // plays the restored track, loading the engine first if needed
 */
export const player: AudioEngine = {
  ...forward<Pick<AudioEngine, Command>>(COMMANDS, (e) => e),
  getState: getPlayerState,
  subscribe: subscribePlayer,
  on,
  pause: () => engine?.pause(),
  equalizer: forward<AudioEngine["equalizer"]>(["setBand", "applyPreset", "reset"], (e) => e.equalizer),
  destroy: () => engine?.destroy(),
};

/** Tests: forget the engine and the restored state, and load engines with `loader`. */
export function resetFacadeForTests(loader?: LoadEngine): void {
  unsubscribeEngine?.();
  unsubscribeEngine = undefined;
  engine = undefined;
  loading = undefined;
  saved = undefined;
  readSaved = undefined;
  trackWaiting = undefined;
  waiting.clear();
  load = loader ?? importEngine;
}
