import { notFound } from "../../kit/errors";
import { VARIANT_TYPE, variantKey } from "../../kit/image-variants";
import { defineRoute, errorResponses } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { ImageBody, ImageParams, ImageQuery } from "./contract";
import { contentTypeFor, etagMatches } from "./http-cache";
import { makeVariant, RESIZABLE_TYPES } from "./image-variants";

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
  description:
    "With `w`, a PNG, JPEG, WebP or AVIF image comes as a WebP at most `w` pixels wide (never wider than " +
    "stored), made on the first request and kept; SVG and GIF images come as stored.",
  request: { params: ImageParams, query: ImageQuery },
  responses: {
    200: {
      description: "The image",
      content: { "image/*": { schema: ImageBody } },
    },
    304: { description: "Not modified (If-None-Match matched the ETag)" },
    ...errorResponses(404, 422),
  },
});

/** The image headers every answer carries; `type` and a length only with a body. */
function imageHeaders(etag: string): Headers {
  return new Headers({
    ETag: etag,
    "Cache-Control": IMMUTABLE,
    // The browser must take the declared image type, never sniff a document out of the bytes.
    "X-Content-Type-Options": "nosniff",
  });
}

/** An object read from R2, as 304 when the client's validator matched, else with its body. */
function objectResponse(object: R2Object | R2ObjectBody, type: string, ifNoneMatch: string | undefined) {
  const headers = imageHeaders(object.httpEtag);
  if (!("body" in object) || etagMatches(ifNoneMatch, object.httpEtag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Type", type);
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { status: 200, headers });
}

function bytesResponse(bytes: ArrayBuffer | Uint8Array, type: string, etag: string) {
  const headers = imageHeaders(etag);
  headers.set("Content-Type", type);
  headers.set("Content-Length", String(bytes.byteLength));
  return new Response(bytes, { status: 200, headers });
}

/** Public images from R2 (covers, artist pictures, advert images), optionally narrowed to `w` pixels. */
export const imageRoutes = createRouter().openapi(imageRoute, async (c) => {
  const { key } = c.req.valid("param");
  const { w } = c.req.valid("query");
  if (!KEY.test(key) || key.includes("..")) throw notFound("Image");
  const ifNoneMatch = c.req.header("if-none-match");
  // With a validator, R2 checks it and skips reading the body when it matches (answered as 304).
  const conditional = ifNoneMatch ? { onlyIf: c.req.raw.headers } : undefined;
  if (w !== undefined) {
    const variant = await c.env.MEDIA.get(variantKey(key, w), conditional);
    if (variant) return objectResponse(variant, VARIANT_TYPE, ifNoneMatch);
  }
  const object = await c.env.MEDIA.get(key, w === undefined ? conditional : undefined);
  if (!object) throw notFound("Image");
  const type = imageTypeOf(key, object.httpMetadata?.contentType);
  if (!type) throw notFound("Image");
  if (w === undefined || !RESIZABLE_TYPES.has(type) || !("body" in object)) {
    return objectResponse(object, type, ifNoneMatch);
  }
  const bytes = await object.arrayBuffer();
  const made = await makeVariant({ bucket: c.env.MEDIA, images: c.env.IMAGES }, key, w, bytes);
  if (made === "gone") throw notFound("Image");
  return made
    ? bytesResponse(made.bytes, VARIANT_TYPE, made.object.httpEtag)
    : bytesResponse(bytes, type, object.httpEtag);
});
