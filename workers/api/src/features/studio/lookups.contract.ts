import { z } from "@hono/zod-openapi";
import { lookupRefSchema } from "../catalogue/track-views.contract";

/** The active genres, moods and origins a creator can choose from, by title. */
export const CreatorLookups = z
  .object({
    genres: z.array(lookupRefSchema),
    moods: z.array(lookupRefSchema),
    origins: z.array(lookupRefSchema),
  })
  .openapi("CreatorLookups");
export type CreatorLookups = z.infer<typeof CreatorLookups>;
