import { notFound } from "../../kit/errors";
import { defineRoute, errorResponses } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { ImageBody, ImageParams } from "./contract";
import { contentTypeFor, etagMatches } from "./http-cache";

/** Image keys are content-addressed by id and never rewritten in place, so caches may keep them. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const KEY = /^(?:covers|images|avatars)\/[A-Za-z0-9._/-]{1,200}$/;

/**
 * The only types an image is served as. Anything else stored under an image key (an HTML page, a
 * script, an unknown type) is not served at all: on the app's own origin it could run as a document.
 */
export const IMAGE_TYPES: ReadonlySet<string> = new Set([
  "image/svg+xml",
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/avif",
  "image/gif",
]);

/** The object's image type (stored, else by extension), or null when it is not one we serve. */
function imageTypeOf(key: string, stored: string | undefined): string | null {
  const type = contentTypeFor(key, stored, "").split(";")[0]?.trim().toLowerCase() ?? "";
  return IMAGE_TYPES.has(type) ? type : null;
}

// `{key}{.+}` becomes Hono's `:key{.+}`: the key spans several path segments (covers/tracks/x.svg). The
// published document declares it as `{key}` with the regex as its pattern (http/openapi-document.ts).
const imageRoute = defineRoute({
  method: "get",
  path: "/images/{key}{.+}",
  tags: ["Media"],
  summary: "Cover art, artist pictures and advert images (public, long immutable cache)",
  request: { params: ImageParams },
  responses: {
    200: {
      description: "The image",
      content: { "image/*": { schema: ImageBody } },
    },
    304: { description: "Not modified (If-None-Match matched the ETag)" },
    ...errorResponses(404),
  },
});

/** Public images from R2 (covers, artist pictures, advert images). */
export const imageRoutes = createRouter().openapi(imageRoute, async (c) => {
  const { key } = c.req.valid("param");
  if (!KEY.test(key) || key.includes("..")) throw notFound("Image");
  const ifNoneMatch = c.req.header("if-none-match");
  // With a validator, R2 checks it and skips reading the body when it matches (answered as 304).
  const object = await c.env.MEDIA.get(key, ifNoneMatch ? { onlyIf: c.req.raw.headers } : undefined);
  if (!object) throw notFound("Image");
  const type = imageTypeOf(key, object.httpMetadata?.contentType);
  if (!type) throw notFound("Image");
  const headers = new Headers({
    ETag: object.httpEtag,
    "Cache-Control": IMMUTABLE,
    // The browser must take the declared image type, never sniff a document out of the bytes.
    "X-Content-Type-Options": "nosniff",
  });
  if (!("body" in object) || etagMatches(ifNoneMatch, object.httpEtag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Type", type);
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { status: 200, headers });
});
