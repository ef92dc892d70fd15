import type { EngineEvents, EngineState } from "./types";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
export type Patch = Partial<Mutable<EngineState>>;
type Handler = (payload: never) => void;

/**
 * Immutable snapshots plus typed events. `set` makes a new frozen snapshot only when a field really
 * changes, so `getState()` returns the same object between changes, as `useSyncExternalStore` needs.
 */
export const createStore = (initial: EngineState) => {
  let state = initial;
  const listeners = new Set<() => void>();
  const handlers = new Map<string, Set<Handler>>();
  return {
    get: () => state,
    set(patch: Patch): void {
      const next = { ...state, ...patch };
      if (patch.queue || patch.currentIndex !== undefined) {
        const up = next.queue.slice(next.currentIndex + 1);
        const same = up.length === state.upNext.length && up.every((t, i) => t === state.upNext[i]);
        next.upNext = same ? state.upNext : Object.freeze(up);
      }
      const d = next.duration;
      next.progress = d > 0 && Number.isFinite(d) ? Math.min(100, (next.currentTime / d) * 100) : 0;
      let changed = false;
      for (const k in next)
        changed ||= !Object.is(next[k as keyof EngineState], state[k as keyof EngineState]);
      if (!changed) return;
      state = Object.freeze(next);
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    on<K extends keyof EngineEvents>(event: K, handler: (payload: EngineEvents[K]) => void): () => void {
      const set = handlers.get(event) ?? new Set();
      handlers.set(event, set.add(handler as Handler));
      return () => void set.delete(handler as Handler);
    },
    emit<K extends keyof EngineEvents>(event: K, payload: EngineEvents[K]): void {
      for (const handler of [...(handlers.get(event) ?? [])])
        (handler as (p: EngineEvents[K]) => void)(payload);
    },
    clear(): void {
      listeners.clear();
      handlers.clear();
    },
  };
};
