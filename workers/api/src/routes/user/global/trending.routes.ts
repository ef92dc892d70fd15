import { z } from "@hono/zod-openapi";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../../http/openapi";
import { createRouter } from "../../../http/router";
import { loadAlbumViews } from "../../../services/catalogue/album-views";
import { loadArtistViews } from "../../../services/catalogue/artist-views";
import { viewContextOf } from "../../../services/catalogue/http";
import { LISTED, TRENDING_DAYS } from "../../../services/catalogue/ranked-lists";
import { loadTrackViews } from "../../../services/catalogue/track-views";
import { LISTED_COLLECTIONS, rankByRecentPlays } from "../../../services/collections/collection-rankings";
import { loadNonstopViews } from "../../../services/collections/nonstops.service";
import { loadPlaylistViews } from "../../../services/collections/playlist-views";
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
      const window = { days: TRENDING_DAYS, offset: 0, limit: TRENDING_PREVIEW, nowMs: ctx.now };
      const ids = async (subject: Parameters<typeof rankByRecentPlays>[1]) =>
        (await rankByRecentPlays(ctx.db, subject, window)).map((r) => r.id);
      const [tracks, albums, artists, playlists, nonstops] = await Promise.all([
        ids(LISTED.track).then((x) => loadTrackViews(ctx, x)),
        ids(LISTED.album).then((x) => loadAlbumViews(ctx, x)),
        ids(LISTED.artist).then((x) => loadArtistViews(ctx, x)),
        ids(LISTED_COLLECTIONS.playlist).then((x) => loadPlaylistViews(ctx, x)),
        ids(LISTED_COLLECTIONS.nonstop).then((x) => loadNonstopViews(ctx, x)),
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
      const ranked = await rankByRecentPlays(ctx.db, LISTED.track, {
        days: TOP_DAYS,
        offset: 0,
        limit: TOP_SIZE,
        nowMs: ctx.now,
      });
      const plays = new Map(ranked.map((r) => [r.id, r.plays]));
      const views = await loadTrackViews(
        ctx,
        ranked.map((r) => r.id),
      );
      const data = views.map((view, i) => ({ ...view, rank: i + 1, plays: plays.get(view.id) ?? 0 }));
      return c.json({ data }, 200);
    },
  );
