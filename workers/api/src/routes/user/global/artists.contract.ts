import { z } from "@hono/zod-openapi";
import { albumViewSchema } from "../../../services/catalogue/album-views.contract";
import { artistViewSchema } from "../../../services/catalogue/artist-views.contract";
import { pageSchema } from "../../../services/catalogue/pagination";
import { trackViewSchema } from "../../../services/catalogue/track-views.contract";

export const ArtistDetail = artistViewSchema
  .extend({ top_tracks: z.array(trackViewSchema), albums: z.array(albumViewSchema) })
  .openapi("ArtistDetail");

export const ArtistPage = pageSchema(artistViewSchema).openapi("ArtistPage");
