import type { ViewContext } from "../catalogue";
import { LISTED, selectAlbumViews, selectArtistViews, selectTrackViews } from "../catalogue";
import { COLLECTION_SUBJECTS, selectNonstopViews, selectPlaylistViews } from "../collections";
import { PLAY_WINDOWS, rankedViews, windowPlays } from "../engagement";

/** How many of each kind the home page's trending overview shows. */
const TRENDING_PREVIEW = 10;
/** The chart's length; it ranks the last 30 days' plays (contract "Listening"). */
const TOP_SIZE = 100;

/** The top few tracks, albums, artists, playlists and non-stops of the week, in one data round trip. */
export async function trendingOverview(ctx: ViewContext) {
  const window = { days: PLAY_WINDOWS.week, offset: 0, limit: TRENDING_PREVIEW };
  // Every kind's head and tail statements are issued together.
  const [tracks, albums, artists, playlists, nonstops] = await Promise.all([
    rankedViews(ctx, LISTED.track, selectTrackViews, window),
    rankedViews(ctx, LISTED.album, selectAlbumViews, window),
    rankedViews(ctx, LISTED.artist, selectArtistViews, window),
    rankedViews(ctx, COLLECTION_SUBJECTS.playlist, selectPlaylistViews, window),
    rankedViews(ctx, COLLECTION_SUBJECTS.nonstop, selectNonstopViews, window),
  ]);
  return { tracks, albums, artists, playlists, nonstops };
}

/**
 * The top 100 tracks by counted plays over 30 days (then all-time plays), each with its rank and its
 * plays in the window. The chart and the window's play counts are issued together.
 */
export async function topChart(ctx: ViewContext) {
  const window = { days: PLAY_WINDOWS.month, limit: TOP_SIZE };
  const [views, plays] = await Promise.all([
    rankedViews(ctx, LISTED.track, selectTrackViews, { ...window, offset: 0 }),
    windowPlays(ctx.db, LISTED.track, window),
  ]);
  return views.map((view, i) => ({ ...view, rank: i + 1, plays: plays.get(view.id) ?? 0 }));
}
