import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { viewContextOf } from "../catalogue";
import { SearchQuery, SearchResult } from "./contract";
import { search } from "./search.service";

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
  async (c) => c.json({ data: await search(viewContextOf(c), c.req.valid("query")) }, 200),
);
