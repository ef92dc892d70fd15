// Where the songwriter's pages live (spec §2 creator area, my-songs). The api calls name their endpoints
// (lib/api/endpoints), so only the web paths are here.

/** The songwriter's pages: their songs, the editor, and the bids on them. */
export const SONGS_PAGES = {
  dashboard: "/creator-promoter/my-songs/dashboard",
  manager: "/creator-promoter/my-songs/songs-manager",
  /** The manager with its "New song" editor open (the dashboard's and empty states' links). */
  newSong: "/creator-promoter/my-songs/songs-manager?new=1",
  song: (id: string) => `/creator-promoter/my-songs/songs-manager/${encodeURIComponent(id)}`,
  requests: "/creator-promoter/my-songs/buy-requests",
  request: (id: string) => `/creator-promoter/my-songs/buy-requests/${encodeURIComponent(id)}`,
} as const;

/** Every my-songs page starts with this. */
export const SONGS_PREFIX = "/creator-promoter/my-songs/";

/**
 * The song market's list and prefix, for the creator navigation only: its pages (and their own paths)
 * belong to the market's code (lib/songs/market*); the spec spells one of them "initiaited".
 */
export const SONG_MARKET_LIST = "/creator-promoter/song-market-place/list";
export const SONG_MARKET_PREFIX = "/creator-promoter/song-market-place/";
