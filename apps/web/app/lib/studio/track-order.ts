// The album's track order as the page edits it: a list of track ids, moved by drag or by the keyboard
// (move up/down), with tracks added from the creator's ready tracks or removed. Pure, so every move is
// tested without a DOM; the page posts the final list as `track_ids` (membership and order at once).

/** The list with the item at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const last = items.length - 1;
  const a = Math.min(Math.max(from, 0), last);
  const b = Math.min(Math.max(to, 0), last);
  if (items.length === 0 || a === b) return [...items];
  const next = [...items];
  const [moved] = next.splice(a, 1);
  next.splice(b, 0, moved as T);
  return next;
}

/** One place up (-1) or down (+1); a move past either end leaves the list as it is. */
export function moveBy<T>(items: readonly T[], id: T, delta: -1 | 1): T[] {
  const from = items.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= items.length) return [...items];
  return moveItem(items, from, to);
}

/** Adds a track at the end, once. */
export function addTrack(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? [...ids] : [...ids, id];
}

export function removeTrack(ids: readonly string[], id: string): string[] {
  return ids.filter((x) => x !== id);
}

/** Whether the edited order differs from the saved one (the Save button is enabled only then). */
export function orderChanged(saved: readonly string[], edited: readonly string[]): boolean {
  return saved.length !== edited.length || saved.some((id, i) => edited[i] !== id);
}

/**
 * Tracks that can be added: ready (a track still uploading or processing has nothing to play), not in
 * this album's edited list, and not in another album (a track belongs to one album at most).
 */
export function addableTracks<T extends { id: string; processing: string; album: { id: string } | null }>(
  tracks: readonly T[],
  albumId: string,
  edited: readonly string[],
): T[] {
  return tracks.filter(
    (t) => t.processing === "ready" && !edited.includes(t.id) && (t.album === null || t.album.id === albumId),
  );
}

/** What a screen reader hears after a keyboard move: "Moved Intro to position 2 of 5." */
export function moveAnnouncement(title: string, index: number, total: number): string {
  return `Moved ${title} to position ${index + 1} of ${total}.`;
}
