import { z } from "@hono/zod-openapi";
import { albumViewSchema } from "../../../services/catalogue/album-views.contract";
import { artistViewSchema } from "../../../services/catalogue/artist-views.contract";
import { trackViewSchema } from "../../../services/catalogue/track-views.contract";
import { nonstopViewSchema } from "../../../services/collections/nonstops.contract";
import { playlistViewSchema } from "../../../services/collections/playlist-views.contract";

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
