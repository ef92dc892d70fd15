import type { Context } from "hono";
import type { AppEnv } from "../../../env";
import { requireVerifiedEmail } from "../../../kit/auth";
import { AppError } from "../../../kit/errors";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../../kit/openapi";
import { API_BASE } from "../../../kit/paths";
import { createRouter } from "../../../kit/router";
import {
  CreateUploadHeaders,
  PartBody,
  PatchUploadHeaders,
  TusHeaders,
  UploadCreated,
  UploadParams,
} from "./contract";
import { appendPart, type PartDeps } from "./parts.service";
import {
  httpDate,
  PATCH_CONTENT_TYPE,
  parseUploadLength,
  parseUploadMetadata,
  parseUploadOffset,
  uploadFilename,
  uploadPurpose,
} from "./tus.rules";
import { UPLOAD_PATH } from "./tus-protocol";
import { createUpload, ownUpload, terminateUpload } from "./uploads.service";

/*
 * The tus 1.0 endpoints (core, creation, termination, expiration; docs/decisions/0601), mounted at
 * `/creator/music-tracks` so the creator area guard covers them. Headers are parsed by tus.rules; the
 * services do the work; OPTIONS is answered by the CORS middleware and decorated by tusProtocol.
 */

const TAGS = ["Creator uploads"];
const noContent = (description: string) => ({ description });

function deps(c: Context<AppEnv>): PartDeps {
  return {
    db: c.var.db,
    bucket: c.env.MEDIA,
    queue: c.env.MEDIA_QUEUE,
    waitUntil: (p) => c.executionCtx.waitUntil(p),
  };
}

function callerId(c: Context<AppEnv>): string {
  // The /creator area guard has run: a creator is signed in.
  const auth = c.var.auth;
  if (!auth) throw new AppError(401, "UNAUTHENTICATED", "Please sign in to continue.");
  return auth.user.id;
}

const createRoute = defineRoute({
  method: "post",
  path: "/upload",
  tags: TAGS,
  summary: "Start a resumable (tus 1.0) upload of a track's audio",
  description:
    "tus creation: `Upload-Length` (≤ 200 MB) and `Upload-Metadata` with `filename`. Creates the draft track " +
    "(state `uploading`) and reserves its bytes in the creator's quota (413 `STORAGE_QUOTA_EXCEEDED` past it). " +
    "Answers `Location` (the upload URL), `Upload-Expires` (24 h) and `Ngoma-Track-Id`. Needs a verified " +
    "e-mail (403 `EMAIL_NOT_VERIFIED`, docs/decisions/0009).",
  security: bearer,
  // Storage and processing cost money: only a verified account may upload (docs/decisions/0009, 0603).
  middleware: [requireVerifiedEmail] as const,
  request: { headers: CreateUploadHeaders },
  responses: {
    201: jsonResponse(UploadCreated, "Upload created (msg: Track Added)"),
    ...errorResponses(400, 401, 403, 413, 422),
    412: noContent("Tus-Resumable missing or not 1.0.0"),
  },
});

const statusRoute = defineRoute({
  method: "get",
  path: "/upload/{uploadId}",
  tags: TAGS,
  summary: "How far an upload got (tus HEAD; GET answers the same headers)",
  description:
    "`Upload-Offset` (the bytes in finished parts: resume from there), `Upload-Length`, `Upload-Expires`. " +
    "Unknown, expired and other creators' uploads are a 404.",
  security: bearer,
  request: { params: UploadParams, headers: TusHeaders },
  responses: {
    200: noContent("Upload-Offset, Upload-Length and Upload-Expires headers"),
    ...errorResponses(401, 403, 404),
  },
});

const patchRoute = defineRoute({
  method: "patch",
  path: "/upload/{uploadId}",
  tags: TAGS,
  summary: "Append one part (tus PATCH): exactly 8 MiB, or the remaining bytes for the last part",
  description:
    "`Upload-Offset` must be the upload's offset (409 with the current one otherwise). The first part is " +
    "sniffed: not audio is a 415 `UNSUPPORTED_AUDIO` and ends the upload. The last part hands the track to " +
    "processing. An interrupted part stores nothing. Needs a verified e-mail.",
  security: bearer,
  middleware: [requireVerifiedEmail] as const,
  request: {
    params: UploadParams,
    headers: PatchUploadHeaders,
    body: { required: true, content: { [PATCH_CONTENT_TYPE]: { schema: PartBody } } },
  },
  responses: {
    204: noContent("Part stored: the new Upload-Offset"),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const terminateRoute = defineRoute({
  method: "delete",
  path: "/upload/{uploadId}",
  tags: TAGS,
  summary: "Cancel an unfinished upload (tus termination): its parts, draft track and reserved bytes go",
  security: bearer,
  request: { params: UploadParams, headers: TusHeaders },
  responses: { 204: noContent("Upload terminated"), ...errorResponses(401, 403, 404) },
});

/** The tus upload endpoints; mount under `/creator/music-tracks`. */
export const uploadRoutes = createRouter()
  .openapi(createRoute, async (c) => {
    const length = parseUploadLength(c.req.header("upload-length"), c.req.header("upload-defer-length"));
    const metadata = parseUploadMetadata(c.req.header("upload-metadata"));
    const filename = uploadFilename(metadata);
    const purpose = uploadPurpose(metadata);
    const created = await createUpload(deps(c), callerId(c), { length, filename, purpose });
    c.header("Location", `${API_BASE}${UPLOAD_PATH}/${created.uploadId}`);
    c.header("Upload-Expires", httpDate(created.expiresAt));
    c.header("Ngoma-Track-Id", created.trackId);
    return c.json(
      { data: { upload_id: created.uploadId, track_id: created.trackId }, msg: "Track Added" },
      201,
    );
  })
  .openapi(statusRoute, async (c) => {
    const upload = await ownUpload(c.var.db, callerId(c), c.req.valid("param").uploadId);
    const headers: Record<string, string> = {
      "Upload-Offset": String(upload.offset),
      "Upload-Length": String(upload.length),
      "Cache-Control": "no-store",
      // A client resuming after a reload learns which draft track the upload fills.
      "Ngoma-Track-Id": upload.trackId,
    };
    if (!upload.completedAt) headers["Upload-Expires"] = httpDate(upload.expiresAt);
    return c.body(null, 200, headers);
  })
  .openapi(patchRoute, async (c) => {
    const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    if (type !== PATCH_CONTENT_TYPE) {
      throw new AppError(
        415,
        "UNSUPPORTED_MEDIA_TYPE",
        `Send each part with Content-Type: ${PATCH_CONTENT_TYPE}.`,
      );
    }
    const offset = parseUploadOffset(c.req.header("upload-offset"));
    const declared = c.req.header("content-length");
    const result = await appendPart(deps(c), callerId(c), c.req.valid("param").uploadId, {
      offset,
      contentLength: declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : null,
      body: c.req.raw.body,
    });
    const headers: Record<string, string> = { "Upload-Offset": String(result.offset) };
    if (!result.completed) headers["Upload-Expires"] = httpDate(result.expiresAt);
    return c.body(null, 204, headers);
  })
  .openapi(terminateRoute, async (c) => {
    await terminateUpload(deps(c), callerId(c), c.req.valid("param").uploadId);
    return c.body(null, 204);
  });
