import { z } from "@hono/zod-openapi";
import { followableShape } from "./followable.contract";
import { lookupRefSchema } from "./track-views.contract";

export const albumViewSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    cover_art_url: z.string().nullable(),
    artist: z.object({ id: z.string(), name: z.string() }),
    genre: lookupRefSchema.nullable(),
    released_at: z.string().nullable(),
    track_count: z.number().int(),
    duration_ms: z.number().int(),
    ...followableShape,
  })
  .openapi("Album");

export type AlbumView = z.infer<typeof albumViewSchema>;
