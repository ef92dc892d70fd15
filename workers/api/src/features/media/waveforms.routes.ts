import { forbidden, notFound } from "../../kit/errors";
import { signingSecret, verifyStreamSignature } from "../../kit/media-urls";
import { defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { StreamParams, StreamQuery, Waveform } from "./contract";
import { findWaveform } from "./stream-access";

const waveformRoute = defineRoute({
  method: "get",
  path: "/waveforms/{trackId}",
  tags: ["Media"],
  summary: "A track's waveform peaks (signed like its stream URL)",
  description:
    "The `waveform_url` of a track view: the stream URL's signature authorises it, and the track is checked " +
    "again like a stream (unlisted tracks only for their owner or an admin). 404 while the track has no waveform.",
  request: { params: StreamParams, query: StreamQuery },
  responses: { 200: jsonResponse(Waveform, "The peaks"), ...errorResponses(403, 404) },
});

/** Waveforms: signature, then listing/ownership (as for the audio), then the one stored row. */
export const waveformRoutes = createRouter().openapi(waveformRoute, async (c) => {
  const { trackId } = c.req.valid("param");
  const { exp, sig } = c.req.valid("query");
  const now = Date.now();
  const check = await verifyStreamSignature(signingSecret(c.env), trackId, exp, sig, now);
  if (check === "expired") throw forbidden("This waveform link has expired. Reload the track.");
  if (check !== "valid") throw forbidden("This waveform link is not valid.");

  const row = await findWaveform(c.var.db, trackId, c.var.auth);
  if (!row) throw notFound("Waveform");
  // Private like the stream (the track may be unlisted); a waveform never changes for a track id.
  c.header("Cache-Control", `private, max-age=${Math.max(0, Number(exp) - Math.floor(now / 1000))}`);
  return c.json({ data: { track_id: trackId, points: row.points, peaks: row.peaks } }, 200);
});
