// Where the song market lives (spec §7 `song-market-place`, issue #35): the songs for sale, a song's page
// with the bid form, the buyer's deals by state (the spec's own spelling "initiaited" kept in the URL) and
// one deal's page with its full lyrics and contract.

const BASE = "/creator-promoter/song-market-place";

export const SONG_MARKET_PAGES = {
  list: `${BASE}/list`,
  bids: `${BASE}/initiaited-song-deals`,
  approved: `${BASE}/approved-deals`,
  completed: `${BASE}/completed-deals`,
  song: (id: string) => `${BASE}/${encodeURIComponent(id)}`,
  deal: (id: string) => `${BASE}/deals/${encodeURIComponent(id)}`,
} as const;

/** Whether a path is one of the song market's pages (the creator navigation can mark its section). */
export function isSongMarketPath(path: string): boolean {
  return path === BASE || path.startsWith(`${BASE}/`);
}
