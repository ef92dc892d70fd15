// The one place that speaks tus (through tus-js-client, never a hand-made uploader): an upload of one file
// to the api's tus endpoint in 8 MiB PATCHes (R2 multipart parts must be ≥ 5 MiB but the last, and the
// server refuses any other size), resumable by the file's fingerprint after a reload. The module is only
// imported dynamically, when the upload panel mounts, so no other page downloads tus-js-client.
import type { PreviousUpload, Upload } from "tus-js-client";
import * as tus from "tus-js-client";

/** The api's tus creation endpoint (same origin: the session cookie authenticates it). */
export const TUS_ENDPOINT = "/api/v1/creator/music-tracks/upload";
/** Exactly the part size the server takes (8 MiB). */
export const TUS_CHUNK_SIZE = 8 * 1024 * 1024;
/** The header of the creation answer naming the draft track. */
export const TRACK_ID_HEADER = "Ngoma-Track-Id";
/** Where this tab remembers which track an unfinished upload belongs to (tus stores only its URL). */
const TRACKS_KEY = "ngoma.studio.upload-tracks";

export interface TusHandlers {
  /** The draft track is known (creation answer, or remembered for a resumed upload). */
  onTrack(trackId: string): void;
  onProgress(sent: number, total: number): void;
  /** Every byte is stored; the server processes the file now. */
  onSuccess(): void;
  onError(message: string): void;
}

export interface TusHandle {
  /** Starts, or continues after a pause or an error, from the server's offset. */
  start(): void;
  /** Stops sending; the server keeps what it has. */
  pause(): Promise<void>;
  /** Stops and terminates the upload on the server (which removes the draft track). */
  cancel(): Promise<void>;
  /** Whether it continues a remembered unfinished upload of the same file (from its last finished part). */
  resumed: boolean;
}

/** An unfinished upload this browser remembers (a reload, a closed tab). */
export interface RememberedUpload {
  storageKey: string;
  uploadUrl: string;
  fileName: string;
  size: number | null;
  createdAt: string;
}

function readTracks(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(TRACKS_KEY) ?? "{}");
    return typeof value === "object" && value !== null ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function rememberTrack(uploadUrl: string, trackId: string | null): void {
  try {
    const tracks = readTracks();
    if (trackId) tracks[uploadUrl] = trackId;
    else delete tracks[uploadUrl];
    localStorage.setItem(TRACKS_KEY, JSON.stringify(tracks));
  } catch {
    // No storage (private mode): a resumed upload then learns its track from the server's answers only.
  }
}

/** The sentence an upload error shows: the api's msg when it answered, else a network message. */
export function tusErrorMessage(error: Error): string {
  const response = (error as tus.DetailedError).originalResponse;
  if (response) {
    try {
      const body = JSON.parse(response.getBody()) as { msg?: unknown };
      if (typeof body.msg === "string" && body.msg) return body.msg;
    } catch {
      // Not the api's envelope (a proxy's page): fall through to the status.
    }
    return `The server refused the upload (${response.getStatus()}).`;
  }
  return "Network error occurred. Please check your connection.";
}

/**
 * Prepares the upload of `file` and resumes a remembered unfinished upload of the same file (same name,
 * type, size and modification time) from its last finished part. Call `start()` to send. `purpose`
 * `beat` uploads a beat's file (the api keeps it out of the music manager and also takes a ZIP of stems),
 * `song` a written song's demo (stored as a market file too); each purpose's fingerprint is its own, so the
 * same file uploaded as music is never resumed as a beat's or a demo.
 */
export async function createTusUpload(
  file: File,
  handlers: TusHandlers,
  purpose: "music" | "beat" | "song" = "music",
): Promise<TusHandle> {
  let upload: Upload;
  // Every answer about the upload names its track (the creation's, and a resumed upload's HEAD). The
  // creation's answer arrives before tus-js-client sets `upload.url`, so its Location is the key.
  const readTrackId = (res: tus.HttpResponse) => {
    const id = res.getHeader(TRACK_ID_HEADER);
    if (!id) return;
    handlers.onTrack(id);
    const url = upload?.url ?? res.getHeader("Location");
    if (url) rememberTrack(url, id);
  };
  upload = new tus.Upload(file, {
    endpoint: TUS_ENDPOINT,
    chunkSize: TUS_CHUNK_SIZE,
    metadata: {
      filename: file.name,
      filetype: file.type || "application/octet-stream",
      ...(purpose !== "music" ? { purpose } : {}),
    },
    ...(purpose !== "music"
      ? {
          fingerprint: async (f: File, options: tus.UploadOptions) =>
            `${purpose}:${await tus.defaultOptions.fingerprint(f, options)}`,
        }
      : {}),
    removeFingerprintOnSuccess: true,
    onAfterResponse: (_req, res) => readTrackId(res),
    onProgress: (sent, total) => handlers.onProgress(sent, total),
    onSuccess: () => {
      if (upload.url) rememberTrack(upload.url, null);
      handlers.onSuccess();
    },
    onError: (error) => handlers.onError(tusErrorMessage(error)),
  });
  const previous = (await upload.findPreviousUploads()).sort((a, b) =>
    b.creationTime.localeCompare(a.creationTime),
  )[0];
  const resumed = Boolean(previous?.uploadUrl);
  if (previous?.uploadUrl) {
    upload.resumeFromPreviousUpload(previous);
    const trackId = readTracks()[previous.uploadUrl];
    if (trackId) handlers.onTrack(trackId);
  }
  return {
    start: () => upload.start(),
    pause: () => upload.abort(false),
    cancel: async () => {
      const url = upload.url;
      await upload.abort(true);
      if (url) rememberTrack(url, null);
    },
    resumed,
  };
}

function isOurs(previous: PreviousUpload): previous is PreviousUpload & { uploadUrl: string } {
  return typeof previous.uploadUrl === "string" && previous.uploadUrl.includes(TUS_ENDPOINT);
}

/** The unfinished track uploads this browser remembers, newest first. */
export async function rememberedUploads(): Promise<RememberedUpload[]> {
  const all = await tus.defaultOptions.urlStorage.findAllUploads();
  return all
    .filter(isOurs)
    .sort((a, b) => b.creationTime.localeCompare(a.creationTime))
    .map((p) => ({
      storageKey: p.urlStorageKey,
      uploadUrl: p.uploadUrl,
      fileName: p.metadata.filename ?? "Untitled",
      size: p.size,
      createdAt: p.creationTime,
    }));
}

/** Forgets a remembered upload and terminates it on the server (an expired one is simply forgotten). */
export async function discardRemembered(upload: RememberedUpload): Promise<void> {
  try {
    await tus.Upload.terminate(upload.uploadUrl, { retryDelays: null });
  } catch {
    // Already gone on the server (expired, finished elsewhere): forgetting it is all that is left.
  }
  await tus.defaultOptions.urlStorage.removeUpload(upload.storageKey);
  rememberTrack(upload.uploadUrl, null);
}
