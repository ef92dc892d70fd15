import { z } from "@hono/zod-openapi";
import { notFound } from "../../kit/errors";
import { signingSecret, verifyDownloadSignature } from "../../kit/media-urls";
import { defineRoute, errorResponses } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { BeatFileParams, BeatFileQuery } from "./licences.contract";
import { downloadPath, licensedFile } from "./licences.service";

/*
 * A licensee's files (issue #34 "Delivery"): plain links a browser can follow (no Authorization header),
 * signed for 15 minutes by "My licences" and checked again here. Anyone without a valid link gets 404.
 */

const EXTENSIONS = { mp3: "mp3", wav: "wav", stems: "zip" } as const;

/** `GET /media/beat-files/{id}/{file}?exp=&sig=`: mounted under the media routes. */
export const beatFileRoutes: ReturnType<typeof createRouter> = createRouter().openapi(
  defineRoute({
    method: "get",
    path: "/{id}/{file}",
    tags: ["Media"],
    summary: "A licensed beat file (MP3, WAV or stems ZIP) through a 15-minute signed link",
    request: { params: BeatFileParams, query: BeatFileQuery },
    responses: {
      200: { description: "The file", content: { "application/octet-stream": { schema: z.string() } } },
      ...errorResponses(404),
    },
  }),
  async (c) => {
    const { id, file } = c.req.valid("param");
    const { exp, sig } = c.req.valid("query");
    const signed = await verifyDownloadSignature(
      signingSecret(c.env),
      downloadPath(id, file),
      exp,
      sig,
      Date.now(),
    );
    const found = signed ? await licensedFile(c.var.db, id, file) : null;
    const object = found ? await c.env.MEDIA.get(found.key) : null;
    if (!found || !object) throw notFound("File");
    const name = `${found.title.replace(/["\\\r\n]/g, "").slice(0, 80)} (${found.tier} ${file}).${EXTENSIONS[file]}`;
    return new Response(object.body, {
      headers: {
        "Content-Type": found.contentType,
        "Content-Length": String(object.size),
        "Content-Disposition": `attachment; filename="${name.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);
