// The public face of collections (docs/decisions/0008): what other features and the app may use.
// Collections: playlists and libraries, as other features read them. Other features import this file,
// `schema.ts` (read joins) and contract files only.
export { COLLECTION_SUBJECTS } from "./collection-subjects";
export { trackRemovalStatements } from "./library.service";
export { selectNonstopViews } from "./nonstops.service";
export { selectPlaylistViews } from "./playlist-views";
export { playlistVisibleToFilter } from "./visibility";
