// Where the creator studio lives: the web pages (spec §2) and the api endpoints (spec §7 Creator) the
// pages call, in one place so a moved endpoint is a one-line change.

/** The creator area's pages. */
export const STUDIO_PAGES = {
  dashboard: "/creator-promoter",
  musicDashboard: "/creator-promoter/music/dashboard",
  musicManager: "/creator-promoter/music/music-manager",
  albumsManager: "/creator-promoter/music/albums-manager",
  album: (id: string) => `/creator-promoter/music/music-albums/${encodeURIComponent(id)}`,
  track: (id: string) => `/creator-promoter/music/music-tracks/${encodeURIComponent(id)}`,
} as const;

const ALBUMS = "/creator/music-albums";
const TRACKS = "/creator/music-tracks";
const id = (value: string) => encodeURIComponent(value);

/** The api paths (under /api/v1) of the creator's albums, tracks and metrics. */
export const STUDIO_API = {
  albums: ALBUMS,
  createAlbum: `${ALBUMS}/create`,
  album: (albumId: string) => `${ALBUMS}/${id(albumId)}`,
  updateAlbum: (albumId: string) => `${ALBUMS}/update/${id(albumId)}`,
  albumStatus: (albumId: string) => `${ALBUMS}/status/${id(albumId)}`,
  deleteAlbum: (albumId: string) => `${ALBUMS}/delete/${id(albumId)}`,
  albumTracks: (albumId: string) => `${ALBUMS}/tracks/${id(albumId)}`,
  albumCover: (albumId: string) => `${ALBUMS}/cover/${id(albumId)}`,
  albumMetrics: (albumId: string) => `${ALBUMS}/metrics/${id(albumId)}`,
  creatorStats: (userId: string) => `${ALBUMS}/creator-stats/${id(userId)}`,
  tracks: TRACKS,
  track: (trackId: string) => `${TRACKS}/${id(trackId)}`,
  updateTrack: (trackId: string) => `${TRACKS}/update/${id(trackId)}`,
  trackStatus: (trackId: string) => `${TRACKS}/status/${id(trackId)}`,
  deleteTrack: (trackId: string) => `${TRACKS}/delete/${id(trackId)}`,
  trackCover: (trackId: string) => `${TRACKS}/cover/${id(trackId)}`,
  trackMetrics: (trackId: string) => `${TRACKS}/metrics/${id(trackId)}`,
  catalogueMetrics: `${TRACKS}/metrics`,
  /** The active genres, moods and origins the forms offer. */
  lookups: "/creator/music-lookups",
} as const;
