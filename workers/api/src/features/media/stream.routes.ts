import { forbidden, notFound } from "../../kit/errors";
import { signingSecret, verifyStreamSignature } from "../../kit/media-urls";
import { defineRoute, errorResponses } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { AudioBody, RangeNotSatisfiable, StreamParams, StreamQuery } from "./contract";
import { findStreamableTrack } from "./stream-access";
import { streamFromR2 } from "./stream-response";

const binary = (description: string) => ({
  description,
  content: { "audio/*": { schema: AudioBody } },
});

const streamRoute = defineRoute({
  method: "get",
  path: "/stream/{trackId}",
  tags: ["Media"],
  summary: "Stream a track's audio (signed URL; Range requests; HEAD answers the same headers)",
  description:
    "The signature (`exp`, `sig`) is the authorisation, so an `<audio>` element plays it without headers. " +
    "Unlisted tracks stream only to their owner or an admin. One byte range per request (`bytes=a-b`, " +
    "`a-`, `-n`); malformed or multiple ranges get the whole body.",
  request: {
    params: StreamParams,
    query: StreamQuery,
  },
  responses: {
    200: binary("The whole audio file"),
    206: binary("The requested byte range, with Content-Range"),
    304: { description: "Not modified (If-None-Match matched the ETag)" },
    416: {
      description: "Range not satisfiable (Content-Range: bytes */size)",
      content: { "application/json": { schema: RangeNotSatisfiable } },
    },
    ...errorResponses(403, 404),
  },
});

/** Audio streaming: signature, then listing/ownership, then HTTP caching and byte ranges. */
export const streamRoutes = createRouter().openapi(streamRoute, async (c) => {
  const { trackId } = c.req.valid("param");
  const { exp, sig } = c.req.valid("query");
  const now = Date.now();
  const secret = signingSecret(c.env);
  const check = await verifyStreamSignature(secret, trackId, exp, sig, now);
  if (check === "expired")
    throw forbidden("This stream link has expired. Reload the track to get a new one.");
  if (check !== "valid") throw forbidden("This stream link is not valid.");

  const track = await findStreamableTrack(c.var.db, trackId, c.var.auth);
  if (!track) throw notFound("Track");
  const response = await streamFromR2(c.env.MEDIA, {
    key: track.audioKey,
    expectedSize: track.audioSize,
    fallbackType: track.audioContentType,
    // Private: the URL may belong to an unlisted track; max-age ends with the signature.
    cacheControl: `private, max-age=${Math.max(0, Number(exp) - Math.floor(now / 1000))}`,
    method: c.req.method,
    headers: c.req.raw.headers,
  });
  if (!response) throw notFound("Audio");
  return response;
});
