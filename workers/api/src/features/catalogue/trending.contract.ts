import { z } from "@hono/zod-openapi";
import { nonstopViewSchema } from "../collections/nonstops.contract";
import { playlistViewSchema } from "../collections/playlist-views.contract";
import { albumViewSchema } from "./album-views.contract";
import { artistViewSchema } from "./artist-views.contract";
import { trackViewSchema } from "./track-views.contract";

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
