// Names for the codes the metrics answer with: a country's ISO code, a play source's type.
import type { MetricsSource } from "../api/contract";

let regionNames: Intl.DisplayNames | null | undefined;

/** "UG" → "Uganda" (English, so server and browser render the same text); an unknown code stays as is. */
export function countryName(code: string): string {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(["en"], { type: "region" });
    } catch {
      regionNames = null;
    }
  }
  if (!regionNames || !/^[A-Z]{2}$/.test(code)) return code || "Unknown";
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

const SOURCE_KINDS: Record<string, string> = {
  playlist: "Playlist",
  album: "Album",
  search: "Search",
  artist: "Artist page",
  track: "Track page",
  direct: "Direct",
  nonstop: "Nonstop",
  chart: "Chart",
  library: "Library",
};

/** "Playlist · Road trip", "Search", or the raw type for a kind this page does not know yet. */
export function sourceLabel(source: Pick<MetricsSource, "type" | "title">): string {
  const kind = SOURCE_KINDS[source.type] ?? (source.type || "Other");
  // Search and direct plays have no subject: their title only repeats the kind.
  return source.title && source.title !== kind && source.type !== "search" && source.type !== "direct"
    ? `${kind} · ${source.title}`
    : kind;
}

/** Bytes as "1.5 GB" (powers of 1024, as the quota is set). */
export function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${units[unit]}`;
}
