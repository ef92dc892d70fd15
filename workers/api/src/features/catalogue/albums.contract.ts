import { z } from "@hono/zod-openapi";
import { pageSchema } from "../../kit/pagination";
import { albumViewSchema } from "./album-views.contract";
import { trackViewSchema } from "./track-views.contract";

export const AlbumDetail = albumViewSchema
  .extend({ tracks: z.array(trackViewSchema) })
  .openapi("AlbumDetail");
export type AlbumDetailView = z.infer<typeof AlbumDetail>;

export const AlbumPage = pageSchema(albumViewSchema).openapi("AlbumPage");
