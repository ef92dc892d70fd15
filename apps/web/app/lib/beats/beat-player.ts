// The beat player's settings (spec §3: autoPlay, on by default; shuffle; repeat), kept per browser. Pure
// but for the storage it is handed: the market's preview buttons read them when a preview starts.

export interface BeatPlayerSettings {
  /** Play on through the page's other previews after the one chosen. */
  autoPlay: boolean;
  shuffle: boolean;
  repeat: boolean;
}

export const BEAT_PLAYER_DEFAULTS: BeatPlayerSettings = { autoPlay: true, shuffle: false, repeat: false };
const KEY = "ngoma.beat-player";

/** The stored settings, each missing or malformed one at its default. */
export function readBeatPlayer(storage: Pick<Storage, "getItem"> | undefined): BeatPlayerSettings {
  try {
    const stored = JSON.parse(storage?.getItem(KEY) ?? "{}") as Partial<
      Record<keyof BeatPlayerSettings, unknown>
    >;
    const flag = (k: keyof BeatPlayerSettings) =>
      typeof stored[k] === "boolean" ? (stored[k] as boolean) : BEAT_PLAYER_DEFAULTS[k];
    return { autoPlay: flag("autoPlay"), shuffle: flag("shuffle"), repeat: flag("repeat") };
  } catch {
    return { ...BEAT_PLAYER_DEFAULTS };
  }
}

export function writeBeatPlayer(
  storage: Pick<Storage, "setItem"> | undefined,
  settings: BeatPlayerSettings,
): void {
  try {
    storage?.setItem(KEY, JSON.stringify(settings));
  } catch {
    // No storage (private mode): the settings last for the page.
  }
}

/**
 * What to queue when the preview at `start` of `beats` is chosen: with autoPlay, every playable preview of
 * the page from it on (then the ones before it, so none is skipped); without, that one alone.
 *
 * @example previewQueue(["a", "b", "c"], 1, { autoPlay: true, shuffle: false, repeat: false }) // ["b", "c", "a"]
 */
export function previewQueue<T>(beats: readonly T[], start: number, settings: BeatPlayerSettings): T[] {
  const chosen = beats[start];
  if (chosen === undefined) return [];
  if (!settings.autoPlay) return [chosen];
  return [...beats.slice(start), ...beats.slice(0, start)];
}
