// Where the beat market lives (spec §2 `beat-market-place`: list and {id}). "My licences" is a view of the
// list page (`?view=licences`), since the spec names no page of its own for it.

const BASE = "/creator-promoter/beat-market-place";

export const MARKET_PAGES = {
  list: `${BASE}/list`,
  licences: `${BASE}/list?view=licences`,
  beat: (id: string) => `${BASE}/${encodeURIComponent(id)}`,
} as const;

/** Whether a path is one of the market's pages (the creator navigation marks its section). */
export function isMarketPath(path: string): boolean {
  return path === BASE || path.startsWith(`${BASE}/`);
}
