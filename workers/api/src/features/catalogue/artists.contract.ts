import { z } from "@hono/zod-openapi";
import { pageSchema } from "../../kit/pagination";
import { albumViewSchema } from "./album-views.contract";
import { artistViewSchema } from "./artist-views.contract";
import { trackViewSchema } from "./track-views.contract";

export const ArtistDetail = artistViewSchema
  .extend({ top_tracks: z.array(trackViewSchema), albums: z.array(albumViewSchema) })
  .openapi("ArtistDetail");
export type ArtistDetailView = z.infer<typeof ArtistDetail>;

export const ArtistPage = pageSchema(artistViewSchema).openapi("ArtistPage");
