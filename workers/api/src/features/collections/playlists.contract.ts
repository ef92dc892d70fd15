import { z } from "@hono/zod-openapi";
import { pageSchema } from "../../kit/pagination";
import { trackViewSchema } from "../catalogue/track-views.contract";
import { playlistViewSchema } from "./playlist-views.contract";

export const PlaylistPage = pageSchema(playlistViewSchema);
export const PlaylistDetail = playlistViewSchema
  .extend({ tracks: z.array(trackViewSchema) })
  .openapi("PlaylistDetail");
export const PlaylistPlay = z
  .object({ playlist: playlistViewSchema, tracks: z.array(trackViewSchema) })
  .openapi("PlaylistPlay");
