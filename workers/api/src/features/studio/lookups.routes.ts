import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { CreatorLookups } from "./lookups.contract";
import { creatorLookups } from "./lookups.service";

/** `GET /creator/music-lookups`: what the studio's forms offer for genre, mood and origin. */
export const creatorLookupRoutes = createRouter().openapi(
  defineRoute({
    method: "get",
    path: "/",
    tags: ["Creator: tracks"],
    summary: "The active genres, moods and origins a track or album can have",
    security: bearer,
    responses: { 200: jsonResponse(CreatorLookups, "The choices"), ...errorResponses(401, 403) },
  }),
  async (c) => c.json({ data: await creatorLookups(c.var.db) }, 200),
);
