import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../../env";
import { AppError } from "../../../kit/errors";
import { MAX_UPLOAD_BYTES, TUS_EXTENSIONS, TUS_VERSION } from "./tus.rules";

/** The upload endpoints under API_BASE: the creation URL and every upload URL below it. */
export const UPLOAD_PATH = "/creator/music-tracks/upload";

/** What a cross-origin tus client needs beyond the API's general CORS answer (http/middleware/cors.ts). */
const CORS_METHODS = "GET,HEAD,POST,PATCH,DELETE,OPTIONS";
const CORS_REQUEST_HEADERS =
  "Content-Type,Authorization,X-Request-Id,Tus-Resumable,Upload-Length,Upload-Metadata,Upload-Offset,Upload-Defer-Length";
const CORS_EXPOSED =
  "X-Request-Id,Retry-After,Location,Tus-Resumable,Tus-Version,Tus-Extension,Tus-Max-Size,Upload-Offset,Upload-Length,Upload-Expires,Ngoma-Track-Id";

/**
 * The tus protocol's envelope around the upload endpoints (mounted in app.ts before CORS, so it also
 * decorates the preflight answer): every answer carries `Tus-Resumable`, OPTIONS describes the server
 * (`Tus-Version`, `Tus-Extension`, `Tus-Max-Size`), and any other request without
 * `Tus-Resumable: 1.0.0` is refused with 412 before anything else runs. Where the CORS middleware let an
 * origin in, the tus methods and headers are added to what it allows and exposes.
 */
export const tusProtocol = createMiddleware<AppEnv>(async (c, next) => {
  const options = c.req.method === "OPTIONS";
  if (!options && c.req.header("tus-resumable") !== TUS_VERSION) {
    throw new AppError(
      412,
      "TUS_VERSION_UNSUPPORTED",
      `This server speaks tus ${TUS_VERSION}: send the header Tus-Resumable: ${TUS_VERSION}.`,
      undefined,
      { "Tus-Resumable": TUS_VERSION, "Tus-Version": TUS_VERSION },
    );
  }
  await next();
  const headers = c.res.headers;
  headers.set("Tus-Resumable", TUS_VERSION);
  if (options) {
    headers.set("Tus-Version", TUS_VERSION);
    headers.set("Tus-Extension", TUS_EXTENSIONS);
    headers.set("Tus-Max-Size", String(MAX_UPLOAD_BYTES));
  }
  if (headers.has("Access-Control-Allow-Origin")) {
    headers.set("Access-Control-Expose-Headers", CORS_EXPOSED);
    if (options) {
      headers.set("Access-Control-Allow-Methods", CORS_METHODS);
      headers.set("Access-Control-Allow-Headers", CORS_REQUEST_HEADERS);
    }
  }
});
