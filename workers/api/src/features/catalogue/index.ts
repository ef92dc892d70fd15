// The public face of catalogue (docs/decisions/0008): what other features and the app may use. The
// catalogue: track, album and artist views, visibility rules and the read helpers other features list with.
// Other features import this file, `schema.ts` (read joins) and contract files only.
export { selectAlbumViews } from "./album-views";
export { selectArtistViews } from "./artist-views";
export { chunked, distinct } from "./chunks";
export { LISTED } from "./ranked-lists";
export { reactionSetter } from "./reactions.service";
export { viewContextOf } from "./route-context";
export { type RowQuery, type SelectViews, windowed } from "./row-query";
export {
  type AudioFormat,
  type CreditRole,
  type FileFormat,
  PROCESSING_STATES,
  type ProcessingState,
  type TrackPurpose,
} from "./studio-values";
export { listedTotal } from "./totals";
export { selectTrackViews, type TrackView } from "./track-views";
export { inOrder, iso, lookupRef, type ViewContext, viewer } from "./view-context";
export {
  listedAlbumFilter,
  listedArtistFilter,
  listedTrack,
  listedTrackFilter,
  trackVisibleTo,
  type Viewer,
} from "./visibility";
