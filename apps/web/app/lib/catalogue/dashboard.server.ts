import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Advert, Page, RankedTrack, Track, TrendingSummary } from "../api/contract";
import { apiGetOptional } from "../signed-in-calls.server";
import type { DashboardMusic } from "./dashboard-music";

const PREVIEW = 5;

/** The dashboard's blocks, fetched in parallel; each is null when its call failed. */
export async function loadDashboardMusic(context: AppLoadContext, request: Request): Promise<DashboardMusic> {
  const get = <T>(path: string, query: Record<string, string> = {}) =>
    apiGetOptional<T>(context, request, `/user/global/${path}`, query);
  const [trending, fresh, top, taste, adverts] = await Promise.all([
    get<TrendingSummary>("trending"),
    get<Page<Track>>("music-tracks", { sort: "new", per_page: String(PREVIEW) }),
    get<RankedTrack[]>("top_100_list"),
    get<Page<Track>>("music-tracks/my-taste", { per_page: String(PREVIEW) }),
    get<Page<Advert>>("adverts", { per_page: "3" }),
  ]);
  return {
    trending: trending ? trending.tracks.slice(0, PREVIEW) : null,
    fresh: fresh ? fresh.data : null,
    top: top ? top.slice(0, PREVIEW) : null,
    taste: taste ? taste.data : null,
    adverts: adverts?.data ?? [],
  };
}
