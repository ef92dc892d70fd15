// Display state of the player (spec §4 "Player display"), kept outside React so the keyboard shortcuts,
// the bar and pages share it. Rules live in pure functions (tested); the store only holds the value.
import { useSyncExternalStore } from "react";

export type PlayerDisplay = "bar" | "minimized" | "full";
export type PlayerPanel = "queue" | "equalizer" | null;

export interface PlayerUi {
  display: PlayerDisplay;
  panel: PlayerPanel;
  /** The mini-player flag: off hides the player until something new is played. */
  miniPlayer: boolean;
}

export const INITIAL_UI: PlayerUi = { display: "bar", panel: null, miniPlayer: true };

/** Minimizing closes the queue and the equalizer (spec §4). */
export function minimize(ui: PlayerUi): PlayerUi {
  return { ...ui, display: "minimized", panel: null };
}

export function toggleMinimized(ui: PlayerUi): PlayerUi {
  return ui.display === "minimized" ? { ...ui, display: "bar" } : minimize(ui);
}

/** Opening one panel closes the other; opening the open one closes it. Panels belong to the bar view. */
export function togglePanel(ui: PlayerUi, panel: Exclude<PlayerPanel, null>): PlayerUi {
  if (ui.panel === panel) return { ...ui, panel: null };
  return { ...ui, panel, display: "bar" };
}

let ui: PlayerUi = INITIAL_UI;
const listeners = new Set<() => void>();

export function getUi(): PlayerUi {
  return ui;
}

export function updateUi(change: (current: PlayerUi) => PlayerUi): void {
  const next = change(ui);
  if (next === ui) return;
  ui = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePlayerUi(): PlayerUi {
  return useSyncExternalStore(subscribe, getUi, () => INITIAL_UI);
}
