import { z } from "@hono/zod-openapi";

/*
 * The wire contract of the tus upload endpoints (docs/decisions/0601). tus speaks in headers; they are
 * documented here and parsed by tus.rules (each protocol error has its own status, which a zod header
 * validator could not give), so every header schema is optional.
 */

/** `{uploadId}` of `…/upload/{uploadId}`. */
export const UploadParams = z.object({
  uploadId: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "uploadId", in: "path" }, example: "upl_01…" }),
});

const header = (description: string, example?: string) =>
  z.string().optional().openapi({ description, example });

/** Every tus request but OPTIONS carries the protocol version. */
const TusResumable = header("Required: the tus protocol version, `1.0.0` (else 412).", "1.0.0");

/** The headers of the creation request (POST). */
export const CreateUploadHeaders = z.object({
  "tus-resumable": TusResumable,
  "upload-length": header("Required: the file's size in bytes, 1 .. 209715200 (over: 413).", "9437184"),
  "upload-metadata": header(
    "Required: comma-separated `key base64value` pairs; `filename` is required, `filetype` is ignored (the type is sniffed from the bytes).",
    "filename c29uZy53YXY=,filetype YXVkaW8vd2F2",
  ),
});

/** The headers of a PATCH. */
export const PatchUploadHeaders = z.object({
  "tus-resumable": TusResumable,
  "upload-offset": header(
    "Required: the byte offset this part starts at; must equal the upload's offset (else 409).",
    "0",
  ),
  "content-type": header(
    "Required: `application/offset+octet-stream` (else 415).",
    "application/offset+octet-stream",
  ),
});

/** The headers of HEAD and DELETE. */
export const TusHeaders = z.object({ "tus-resumable": TusResumable });

/** The body of the 201 that creates an upload (`msg`: "Track Added"). */
export const UploadCreated = z
  .object({
    upload_id: z.string().openapi({ example: "upl_01…" }),
    /** The draft track made with the upload, in state `uploading`. */
    track_id: z.string().openapi({ example: "trk_01…" }),
  })
  .openapi("UploadCreated");

/** A PATCH body: 8,388,608 bytes, or the remaining bytes for the last part. */
export const PartBody = z.string().openapi({ format: "binary" });
