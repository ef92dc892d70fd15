import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { viewContextOf } from "../catalogue";
import { Chart, Trending } from "./contract";
import { topChart, trendingOverview } from "./service";

const tags = ["Charts"];

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
    async (c) => c.json({ data: await trendingOverview(viewContextOf(c)) }, 200),
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/top_100_list",
      tags,
      summary: "The top 100 tracks by counted plays over 30 days (then all-time plays), with rank and plays",
      security: bearer,
      responses: {
        200: jsonResponse(Chart, "Up to 100 tracks, rank 1 first"),
        ...errorResponses(401),
      },
    }),
    async (c) => c.json({ data: await topChart(viewContextOf(c)) }, 200),
  );
