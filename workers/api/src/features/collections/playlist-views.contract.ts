import { z } from "@hono/zod-openapi";

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
