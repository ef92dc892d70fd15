import { z } from "@hono/zod-openapi";
import { and, eq, gte, sum } from "drizzle-orm";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { LISTED_COLLECTIONS, playWindow, rankedViews } from "../collections/collection-rankings";
import { selectNonstopViews } from "../collections/nonstops.service";
import { selectPlaylistViews } from "../collections/playlist-views";
import { dailyPlays } from "../engagement/schema";
import { selectAlbumViews } from "./album-views";
import { selectArtistViews } from "./artist-views";
import { viewContextOf } from "./http";
import { LISTED, TRENDING_DAYS } from "./ranked-lists";
import { selectTrackViews } from "./track-views";
import { ChartEntry, Trending } from "./trending.contract";

const tags = ["Charts"];
/** How many of each kind the home page's trending overview shows. */
const TRENDING_PREVIEW = 10;
/** Trending looks at the last week (TRENDING_DAYS); the top 100 at the last 30 days (contract "Listening"). */
const TOP_DAYS = 30;
const TOP_SIZE = 100;

/** `/user/global/trending` (a few of each kind) and `/user/global/top_100_list` (the chart). */
export const trendingRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: "/trending",
      tags,
      summary: "What is trending this week: the top few tracks, albums, artists, playlists and non-stops",
      security: bearer,
      responses: { 200: jsonResponse(Trending, "Top few of each kind"), ...errorResponses(401) },
    }),
    async (c) => {
      const ctx = viewContextOf(c);
      const window = { days: TRENDING_DAYS, offset: 0, limit: TRENDING_PREVIEW };
      // Every kind's head and tail statements are issued together: one data round trip.
      const [tracks, albums, artists, playlists, nonstops] = await Promise.all([
        rankedViews(ctx, LISTED.track, selectTrackViews, window),
        rankedViews(ctx, LISTED.album, selectAlbumViews, window),
        rankedViews(ctx, LISTED.artist, selectArtistViews, window),
        rankedViews(ctx, LISTED_COLLECTIONS.playlist, selectPlaylistViews, window),
        rankedViews(ctx, LISTED_COLLECTIONS.nonstop, selectNonstopViews, window),
      ]);
      return c.json({ data: { tracks, albums, artists, playlists, nonstops } }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/top_100_list",
      tags,
      summary: "The top 100 tracks by counted plays over 30 days (then all-time plays), with rank and plays",
      security: bearer,
      responses: {
        200: jsonResponse(z.array(ChartEntry), "Up to 100 tracks, rank 1 first"),
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const ctx = viewContextOf(c);
      // The chart and each charted track's plays in the window, issued together.
      const window = playWindow(LISTED.track, TOP_DAYS, ctx.now);
      const [views, windowPlays] = await Promise.all([
        rankedViews(ctx, LISTED.track, selectTrackViews, { days: TOP_DAYS, offset: 0, limit: TOP_SIZE }),
        ctx.db
          .select({ id: dailyPlays.subjectId, plays: sum(dailyPlays.plays) })
          .from(dailyPlays)
          .where(and(eq(dailyPlays.subjectType, "track"), gte(dailyPlays.day, window.since)))
          .groupBy(dailyPlays.subjectId),
      ]);
      const plays = new Map(windowPlays.map((r) => [r.id, Number(r.plays ?? 0)]));
      const data = views.map((view, i) => ({ ...view, rank: i + 1, plays: plays.get(view.id) ?? 0 }));
      return c.json({ data }, 200);
    },
  );
