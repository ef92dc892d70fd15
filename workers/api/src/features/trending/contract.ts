import { z } from "@hono/zod-openapi";
import { albumViewSchema } from "../catalogue/album-views.contract";
import { artistViewSchema } from "../catalogue/artist-views.contract";
import { trackViewSchema } from "../catalogue/track-views.contract";
import { nonstopViewSchema } from "../collections/nonstops.contract";
import { playlistViewSchema } from "../collections/playlists.contract";

export const Trending = z
  .object({
    tracks: z.array(trackViewSchema),
    albums: z.array(albumViewSchema),
    artists: z.array(artistViewSchema),
    playlists: z.array(playlistViewSchema),
    nonstops: z.array(nonstopViewSchema),
  })
  .openapi("TrendingOverview");
export const ChartEntry = trackViewSchema
  .extend({ rank: z.number().int(), plays: z.number().int() })
  .openapi("ChartEntry");
/** The top 100, rank 1 first. */
export const Chart = z.array(ChartEntry);
