import { z } from "@hono/zod-openapi";
import { followableShape } from "./followable.contract";
import { lookupRefSchema } from "./track-views.contract";

export const artistViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    bio: z.string().nullable(),
    image: z.string().nullable(),
    country: z.string().nullable(),
    origin: lookupRefSchema.nullable(),
    track_count: z.number().int(),
    album_count: z.number().int(),
    ...followableShape,
  })
  .openapi("Artist");

export type ArtistView = z.infer<typeof artistViewSchema>;
