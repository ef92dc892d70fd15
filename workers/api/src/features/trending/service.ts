import { selectAlbumViews } from "../catalogue/album-views";
import { selectArtistViews } from "../catalogue/artist-views";
import { LISTED, TRENDING_DAYS } from "../catalogue/ranked-lists";
import { selectTrackViews } from "../catalogue/track-views";
import type { ViewContext } from "../catalogue/view-context";
import { COLLECTION_SUBJECTS } from "../collections/collection-subjects";
import { selectNonstopViews } from "../collections/nonstops.service";
import { selectPlaylistViews } from "../collections/playlist-views";
import { playWindow, rankedViews, windowPlayCounts } from "../engagement/play-rankings";

/** How many of each kind the home page's trending overview shows. */
const TRENDING_PREVIEW = 10;
/** Trending looks at the last week (TRENDING_DAYS); the top 100 at the last 30 days (contract "Listening"). */
const TOP_DAYS = 30;
const TOP_SIZE = 100;

/** The top few tracks, albums, artists, playlists and non-stops of the week, in one data round trip. */
export async function trendingOverview(ctx: ViewContext) {
  const window = { days: TRENDING_DAYS, offset: 0, limit: TRENDING_PREVIEW };
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
  const window = playWindow(LISTED.track, TOP_DAYS, ctx.now);
  const [views, plays] = await Promise.all([
    rankedViews(ctx, LISTED.track, selectTrackViews, { days: TOP_DAYS, offset: 0, limit: TOP_SIZE }),
    windowPlayCounts(ctx.db, LISTED.track.type, window.since),
  ]);
  return views.map((view, i) => ({ ...view, rank: i + 1, plays: plays.get(view.id) ?? 0 }));
}
