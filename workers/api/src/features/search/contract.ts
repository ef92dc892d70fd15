import { z } from "@hono/zod-openapi";
import { albumViewSchema } from "../catalogue/album-views.contract";
import { artistViewSchema } from "../catalogue/artist-views.contract";
import { trackViewSchema } from "../catalogue/track-views.contract";
import { playlistViewSchema } from "../collections/playlists.contract";

/** The kinds a search groups its matches by (`?types=`), all of them when none is named. */
export const SEARCH_TYPES = ["tracks", "albums", "artists", "playlists"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Longest search input accepted (characters, after trimming). */
const MAX_QUERY_LENGTH = 100;

const TYPES_MESSAGE = `Types is a comma-separated list of ${SEARCH_TYPES.join(", ")}.`;

export const SearchQuery = z.object({
  q: z
    .string({ error: "Type something to search for." })
    .trim()
    .min(1, "Type something to search for.")
    .max(MAX_QUERY_LENGTH, `Search for at most ${MAX_QUERY_LENGTH} characters.`)
    .openapi({ param: { name: "q", in: "query" }, example: "love" }),
  types: z
    .string()
    .transform((value, ctx) => {
      const parts = [
        ...new Set(
          value
            .split(",")
            .map((t) => t.trim())
            .filter(Boolean),
        ),
      ];
      if (parts.length === 0 || parts.some((t) => !(SEARCH_TYPES as readonly string[]).includes(t))) {
        ctx.addIssue({ code: "custom", message: TYPES_MESSAGE });
        return z.NEVER;
      }
      return parts as SearchType[];
    })
    .optional()
    .openapi({ param: { name: "types", in: "query" }, type: "string", example: "tracks,artists" }),
  limit: z.coerce
    .number({ error: "Limit must be a whole number from 1 to 20." })
    .int("Limit must be a whole number from 1 to 20.")
    .min(1, "Limit must be a whole number from 1 to 20.")
    .max(20, "Limit must be a whole number from 1 to 20.")
    .default(5)
    .openapi({ param: { name: "limit", in: "query" }, example: 5 }),
});

export const SearchResult = z
  .object({
    query: z.string(),
    tracks: z.array(trackViewSchema),
    albums: z.array(albumViewSchema),
    artists: z.array(artistViewSchema),
    playlists: z.array(playlistViewSchema),
  })
  .openapi("SearchResult");
