import type { MediaMessage } from "../features/studio/uploads/media-queue";
import { PART_SIZE } from "../features/studio/uploads/tus.rules";
import { fetchApp, freshIp, grantRole, registerVerifiedUser } from "./client";

/*
 * A tus client for the upload tests: the real app, binary or streamed bodies, and a recording double of
 * the media queue so a test decides when processing runs.
 */

/** The upload endpoints under /api/v1. */
export const UPLOADS = "/api/v1/creator/music-tracks/upload";

/** Records what the upload routes queue for processing. */
export function queueSpy() {
  const sent: MediaMessage[] = [];
  const queue = {
    async send(message: MediaMessage) {
      sent.push(message);
    },
  };
  return { sent, queue: queue as unknown as Queue };
}

export interface TusOptions {
  method: string;
  token?: string;
  headers?: Record<string, string>;
  body?: Uint8Array | ReadableStream<Uint8Array>;
  /** Leave out `Tus-Resumable` (it is sent by default). */
  noTusHeader?: boolean;
  queue?: Queue;
}

/** One request to the app at `path` (a full `/api/v1/…` path or a Location): status, headers, JSON. */
export async function tus(path: string, options: TusOptions) {
  const headers = new Headers(options.headers);
  headers.set("cf-connecting-ip", freshIp());
  if (!options.noTusHeader) headers.set("tus-resumable", "1.0.0");
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  const request = new Request(`http://localhost${path}`, {
    method: options.method,
    headers,
    body: options.body,
  });
  return fetchApp(request, { MEDIA_QUEUE: options.queue ?? queueSpy().queue });
}

/** A signed-in creator with a verified e-mail (uploads need one). */
export async function registerCreator() {
  const account = await registerVerifiedUser({ name: "Kampala Beats" });
  await grantRole(account.user.id, "creator", "artist");
  return account;
}

const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/** Creates an upload of `length` bytes named `filename`. */
export function createUpload(token: string, length: number, filename = "song.wav") {
  return tus(UPLOADS, {
    method: "POST",
    token,
    headers: {
      "upload-length": String(length),
      "upload-metadata": `filename ${b64(filename)},filetype ${b64("audio/wav")}`,
    },
  });
}

/** PATCHes `bytes` at `offset` to the upload at `location`. */
export function patchPart(location: string, token: string, offset: number, bytes: Uint8Array, queue?: Queue) {
  return tus(location, {
    method: "PATCH",
    token,
    queue,
    headers: { "content-type": "application/offset+octet-stream", "upload-offset": String(offset) },
    body: bytes,
  });
}

/** A body that sends `sent` bytes of `bytes` and then breaks off, as a dropped connection does. */
export function brokenBody(bytes: Uint8Array, sent: number): ReadableStream<Uint8Array> {
  let pushed = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!pushed) {
        pushed = true;
        controller.enqueue(bytes.slice(0, sent));
      } else controller.error(new Error("connection reset"));
    },
  });
}

/** Uploads `bytes` whole: create, then every part in order. Returns the created upload and the last answer. */
export async function uploadAll(token: string, bytes: Uint8Array, filename: string, queue?: Queue) {
  const created = await createUpload(token, bytes.length, filename);
  if (created.status !== 201)
    throw new Error(`create failed: ${created.status} ${JSON.stringify(created.json)}`);
  const location = created.headers.get("location") ?? "";
  let last = created;
  for (let offset = 0; offset < bytes.length; offset += PART_SIZE) {
    last = await patchPart(location, token, offset, bytes.subarray(offset, offset + PART_SIZE), queue);
    if (last.status !== 204) break;
  }
  return { created, location, last };
}
