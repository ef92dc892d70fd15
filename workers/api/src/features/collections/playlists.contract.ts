import { z } from "@hono/zod-openapi";
import { pageSchema } from "../../kit/pagination";
import { trackViewSchema } from "../catalogue/track-views.contract";

export const playlistViewSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    cover_art_url: z.string().nullable(),
    kind: z.enum(["editorial", "user"]),
    visibility: z.enum(["public", "private"]),
    owner: z.object({ id: z.string(), name: z.string() }).nullable(),
    track_count: z.number().int(),
    duration_ms: z.number().int(),
    like_count: z.number().int(),
    save_count: z.number().int(),
    play_count: z.number().int(),
    liked: z.boolean(),
    saved: z.boolean(),
    is_mine: z.boolean(),
  })
  .openapi("Playlist");

export type PlaylistView = z.infer<typeof playlistViewSchema>;

export const PlaylistPage = pageSchema(playlistViewSchema);
export const PlaylistDetail = playlistViewSchema
  .extend({ tracks: z.array(trackViewSchema) })
  .openapi("PlaylistDetail");
export const PlaylistPlay = z
  .object({ playlist: playlistViewSchema, tracks: z.array(trackViewSchema) })
  .openapi("PlaylistPlay");
