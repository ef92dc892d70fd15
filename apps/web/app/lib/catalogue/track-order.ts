/** Parses the reorder field (a JSON array of track ids); anything else is null. */
export function parseTrackIds(raw: string): string[] | null {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every((v) => typeof v === "string") ? value : null;
  } catch {
    return null;
  }
}

/**
 * `tracks` in the order of `ids`. Null when `ids` is not exactly the same set (a track was added or removed
 * meanwhile), so a stale wanted order is dropped rather than shown with holes.
 */
export function applyOrder<T extends { id: string }>(
  tracks: readonly T[],
  ids: readonly string[],
): T[] | null {
  if (ids.length !== tracks.length) return null;
  const byId = new Map(tracks.map((t) => [t.id, t]));
  const ordered: T[] = [];
  for (const id of ids) {
    const track = byId.get(id);
    if (!track) return null;
    byId.delete(id);
    ordered.push(track);
  }
  return ordered;
}
