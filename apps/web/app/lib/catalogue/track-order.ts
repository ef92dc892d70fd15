/** Parses the reorder field (a JSON array of track ids); anything else is null. */
export function parseTrackIds(raw: string): string[] | null {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every((v) => typeof v === "string") ? value : null;
  } catch {
    return null;
  }
}
