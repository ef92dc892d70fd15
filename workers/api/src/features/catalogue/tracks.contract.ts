import { z } from "@hono/zod-openapi";
import { pageSchema } from "../../kit/pagination";
import { PLAY_CONTEXT_TYPES } from "../engagement/contract";
import { sortQuerySchema } from "./listed.contract";
import { trackViewSchema } from "./track-views.contract";

export const TrackPage = pageSchema(trackViewSchema).openapi("TrackPage");

/** The listed tracks' query: the sort and page, narrowed by genre and/or mood. */
export const ListQuery = sortQuerySchema.extend({
  genre: z.string().min(1).max(64).optional().openapi({ description: "Genre id" }),
  mood: z.string().min(1).max(64).optional().openapi({ description: "Mood id" }),
});

export const RelatedTracks = z.array(trackViewSchema);

export const RelatedQuery = z.object({
  track_id: z.string({ error: "Choose a track." }).min(1, "Choose a track.").max(64),
  limit: z.coerce
    .number()
    .int("Limit must be a whole number from 1 to 50.")
    .min(1, "Limit must be a whole number from 1 to 50.")
    .max(50, "Limit must be a whole number from 1 to 50.")
    .default(10),
});

export const PlayBody = z
  .object({
    play_id: z.string().min(1).max(64).optional(),
    listened_ms: z
      .number({ error: "Listened time must be a number of milliseconds." })
      .int("Listened time must be whole milliseconds.")
      .min(0, "Listened time cannot be negative.")
      .max(86_400_000, "Listened time is too long."),
    /** Where the play started; `search` (the search results) takes no `context_id`. */
    context_type: z.enum(PLAY_CONTEXT_TYPES).optional(),
    context_id: z.string().min(1).max(64).optional(),
  })
  .strict()
  .refine((body) => !(body.context_type === "search" && body.context_id !== undefined), {
    path: ["context_id"],
    message: "A play from search has no context id.",
  })
  .openapi("PlayReport");

export const PlayAnswer = z.object({ play_id: z.string(), counted: z.boolean() }).openapi("PlayAnswer");
