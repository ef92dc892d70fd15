import { z } from "@hono/zod-openapi";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { selectAlbumViews } from "../catalogue/album-views";
import { selectArtistViews } from "../catalogue/artist-views";
import { viewContextOf } from "../catalogue/http";
import type { RowQuery } from "../catalogue/row-query";
import { selectTrackViews } from "../catalogue/track-views";
import type { ViewContext } from "../catalogue/view-context";
import { selectPlaylistViews } from "../collections/playlist-views";
import { SearchResult } from "./contract";
import { MAX_QUERY_LENGTH, toFtsQuery } from "./fts-query";
import { SEARCH_GROUPS, SEARCH_TYPES, type SearchType } from "./search.service";

const TYPES_MESSAGE = `Types is a comma-separated list of ${SEARCH_TYPES.join(", ")}.`;

const SearchQuery = z.object({
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
      return parts as (typeof SEARCH_TYPES)[number][];
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

/** `GET /user/global/search`: FTS5 prefix search, ranked, grouped by kind (spec §7, contract "Listening"). */
export const searchRoutes = createRouter().openapi(
  defineRoute({
    method: "get",
    path: "/search",
    tags: ["Search"],
    summary: "Search tracks, albums, artists and playlists (prefix matching, ranked, grouped)",
    security: bearer,
    request: { query: SearchQuery },
    responses: {
      200: jsonResponse(SearchResult, "Grouped matches, best first"),
      ...errorResponses(401, 422),
    },
  }),
  async (c) => {
    const ctx = viewContextOf(c);
    const { q, types, limit } = c.req.valid("query");
    const match = toFtsQuery(q);
    const wanted = new Set(types ?? SEARCH_TYPES);
    // Each requested group is one statement (matches, rows and the viewer's flags), all issued together.
    const group = <V>(type: SearchType, select: (ctx: ViewContext, q: RowQuery) => Promise<V[]>) =>
      match && wanted.has(type) ? select(ctx, SEARCH_GROUPS[type](match, limit, ctx.viewerId)) : [];
    const [tracks, albums, artists, playlists] = await Promise.all([
      group("tracks", selectTrackViews),
      group("albums", selectAlbumViews),
      group("artists", selectArtistViews),
      group("playlists", selectPlaylistViews),
    ]);
    return c.json({ data: { query: q, tracks, albums, artists, playlists } }, 200);
  },
);
