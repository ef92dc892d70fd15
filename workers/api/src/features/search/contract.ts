import { z } from "@hono/zod-openapi";
import { albumViewSchema } from "../catalogue/album-views.contract";
import { artistViewSchema } from "../catalogue/artist-views.contract";
import { trackViewSchema } from "../catalogue/track-views.contract";
import { playlistViewSchema } from "../collections/playlist-views.contract";

export const SearchResult = z
  .object({
    query: z.string(),
    tracks: z.array(trackViewSchema),
    albums: z.array(albumViewSchema),
    artists: z.array(artistViewSchema),
    playlists: z.array(playlistViewSchema),
  })
  .openapi("SearchResult");
