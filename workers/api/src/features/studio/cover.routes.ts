import type { z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { fieldError } from "../../kit/errors";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { idParam } from "../../kit/params";
import type { CoverKind } from "./covers";
import { CoverForm } from "./tracks.contract";
import { COVER_MAX_BYTES } from "./tracks.rules";

/** Room for the multipart framing around a 10 MB image. */
const FORM_OVERHEAD = 64 * 1024;

/**
 * Refuses a declared body too large for a cover before it is read: the form parser would otherwise
 * hold all of it in memory only for the service to refuse it.
 */
export const assertCoverLength = createMiddleware<AppEnv>(async (c, next) => {
  const declared = Number(c.req.header("content-length"));
  if (Number.isFinite(declared) && declared > COVER_MAX_BYTES + FORM_OVERHEAD) {
    throw fieldError("file", "The image must be at most 10 MB.");
  }
  await next();
});

/**
 * `POST cover/{id}` of a track or an album: a multipart form with one image `file`, answering the row
 * with its new cover.
 */
export function coverRoute<V extends z.ZodType>(kind: CoverKind, tag: string, view: V) {
  return defineRoute({
    method: "post",
    path: "/cover/{id}",
    tags: [tag],
    summary: `Replace the ${kind === "tracks" ? "track" : "album"}'s cover (JPEG, PNG or WebP, ≤ 10 MB, ≥ 500×500)`,
    security: bearer,
    middleware: [assertCoverLength] as const,
    request: {
      params: idParam,
      body: { required: true, content: { "multipart/form-data": { schema: CoverForm } } },
    },
    responses: { 200: jsonResponse(view, "With its new cover"), ...errorResponses(401, 403, 404, 413, 422) },
  });
}
