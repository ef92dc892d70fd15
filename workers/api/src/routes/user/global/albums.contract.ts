import { z } from "@hono/zod-openapi";
import { albumViewSchema } from "../../../services/catalogue/album-views.contract";
import { pageSchema } from "../../../services/catalogue/pagination";
import { trackViewSchema } from "../../../services/catalogue/track-views.contract";

export const AlbumDetail = albumViewSchema
  .extend({ tracks: z.array(trackViewSchema) })
  .openapi("AlbumDetail");

export const AlbumPage = pageSchema(albumViewSchema).openapi("AlbumPage");
