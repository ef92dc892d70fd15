import type { AppLoadContext } from "@remix-run/cloudflare";
import { apiGetOptional } from "../signed-in-calls.server";
import type { DashboardMusic } from "./dashboard-music";

const PREVIEW = 5;

/** The dashboard's blocks, fetched in parallel; each is null when its call failed. */
export async function loadDashboardMusic(context: AppLoadContext, request: Request): Promise<DashboardMusic> {
  const [trending, fresh, top, taste, adverts] = await Promise.all([
    apiGetOptional(context, request, "GET /user/global/trending"),
    apiGetOptional(context, request, "GET /user/global/music-tracks", {
      query: { sort: "new", per_page: PREVIEW },
    }),
    apiGetOptional(context, request, "GET /user/global/top_100_list"),
    apiGetOptional(context, request, "GET /user/global/music-tracks/my-taste", {
      query: { per_page: PREVIEW },
    }),
    apiGetOptional(context, request, "GET /user/global/adverts", { query: { per_page: 3 } }),
  ]);
  return {
    trending: trending ? trending.tracks.slice(0, PREVIEW) : null,
    fresh: fresh ? fresh.data : null,
    top: top ? top.slice(0, PREVIEW) : null,
    taste: taste ? taste.data : null,
    adverts: adverts?.data ?? [],
  };
}
