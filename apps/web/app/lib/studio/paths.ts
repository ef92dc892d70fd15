// Where the creator studio lives: the web pages (spec §2). The api calls name their endpoints
// (lib/api/endpoints), so a moved endpoint fails the typecheck where it is called.

/** The creator area's pages. */
export const STUDIO_PAGES = {
  dashboard: "/creator-promoter",
  musicDashboard: "/creator-promoter/music/dashboard",
  musicManager: "/creator-promoter/music/music-manager",
  albumsManager: "/creator-promoter/music/albums-manager",
  album: (id: string) => `/creator-promoter/music/music-albums/${encodeURIComponent(id)}`,
  track: (id: string) => `/creator-promoter/music/music-tracks/${encodeURIComponent(id)}`,
} as const;
