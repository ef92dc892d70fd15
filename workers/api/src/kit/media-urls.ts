import { hmacHex } from "./crypto";
import { timingSafeEqual } from "./encoding";
import { API_BASE } from "./paths";

/** Public path prefix of media routes (same origin as the app: `/api/v1/*` reaches this worker, 0306). */
export const MEDIA_BASE = `${API_BASE}/media`;

/**
 * How long a stream URL stays valid. Long enough for a track to be paused and resumed (the player asks
 * for fresh views when it loads a queue), short enough that a shared link soon stops working.
 */
export const STREAM_URL_TTL_S = 6 * 60 * 60;

/**
 * The stream-signing secret from the worker's env; its absence is a deployment bug, so it fails loudly
 * (500), not quietly.
 */
export function signingSecret(env: { MEDIA_SIGNING_KEY?: string }): string {
  const key = env.MEDIA_SIGNING_KEY;
  if (!key) throw new Error("MEDIA_SIGNING_KEY is not configured: stream URLs cannot be signed or checked.");
  return key;
}

const streamPayload = (trackId: string, exp: number) => `stream:${trackId}:${exp}`;

/**
 * A short-lived signed stream URL an `<audio>` element can play without an Authorization header.
 * The signature (HMAC-SHA-256 under `MEDIA_SIGNING_KEY`) covers the track id and the expiry, and the
 * expiry is rounded up to the next 5 minutes so URLs issued close together are identical (the browser
 * can reuse what it fetched under the same URL).
 *
 * @example await signStreamUrl("secret", "trk_01…", Date.now()) // "/api/v1/media/stream/trk_01…?exp=…&sig=…"
 */
export async function signStreamUrl(
  secret: string,
  trackId: string,
  nowMs: number,
  ttlS = STREAM_URL_TTL_S,
): Promise<string> {
  const exp = Math.ceil((nowMs / 1000 + ttlS) / 300) * 300;
  const sig = await hmacHex(secret, streamPayload(trackId, exp));
  return `${MEDIA_BASE}/stream/${encodeURIComponent(trackId)}?exp=${exp}&sig=${sig}`;
}

/**
 * The waveform URL that goes with a signed stream URL: the same track, expiry and signature, so whoever may
 * play the track may draw it, for as long as they may play it.
 *
 * @example waveformUrlOf("/api/v1/media/stream/trk_1?exp=1&sig=ab") // "/api/v1/media/waveforms/trk_1?exp=1&sig=ab"
 */
export function waveformUrlOf(streamUrl: string): string {
  return streamUrl.replace(`${MEDIA_BASE}/stream/`, `${MEDIA_BASE}/waveforms/`);
}

export type StreamSignatureCheck = "valid" | "expired" | "invalid";

/** Checks the `exp`/`sig` query of a stream URL. Constant-time comparison of the signature. */
export async function verifyStreamSignature(
  secret: string,
  trackId: string,
  exp: string | undefined,
  sig: string | undefined,
  nowMs: number,
): Promise<StreamSignatureCheck> {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return "invalid";
  const expected = await hmacHex(secret, streamPayload(trackId, Number(exp)));
  if (!timingSafeEqual(expected, sig)) return "invalid";
  return Number(exp) * 1000 < nowMs ? "expired" : "valid";
}

/**
 * Public URL of an image stored in R2 (covers, artist pictures, advert images), or null when there is
 * none so clients fall back (spec §2: cover_art_url → album_art → image → placeholder).
 *
 * @example imageUrl("covers/tracks/trk_01.svg") // "/api/v1/media/images/covers/tracks/trk_01.svg"
 */
export function imageUrl(key: string | null | undefined): string | null {
  return key ? `${MEDIA_BASE}/images/${key.split("/").map(encodeURIComponent).join("/")}` : null;
}

/** How long a download link works: long enough to start a large file, short enough not to be shared. */
export const DOWNLOAD_URL_TTL_S = 15 * 60;

const downloadPayload = (path: string, exp: number) => `download:${path}:${exp}`;

/**
 * A short-lived signed URL for a private file under the media routes (`path` after MEDIA_BASE), which a
 * plain link can fetch: the signature covers the path and the expiry. The route re-checks, at request
 * time, that the file may still be delivered.
 *
 * @example await signDownloadUrl("secret", "/beat-files/lic_1/mp3", Date.now()) // "/api/v1/media/beat-files/lic_1/mp3?exp=…&sig=…"
 */
export async function signDownloadUrl(
  secret: string,
  path: string,
  nowMs: number,
  ttlS = DOWNLOAD_URL_TTL_S,
) {
  const exp = Math.ceil(nowMs / 1000 + ttlS);
  const sig = await hmacHex(secret, downloadPayload(path, exp));
  return `${MEDIA_BASE}${path}?exp=${exp}&sig=${sig}`;
}

/** Whether a download URL's `exp`/`sig` are valid for `path` now (constant-time signature comparison). */
export async function verifyDownloadSignature(
  secret: string,
  path: string,
  exp: string | undefined,
  sig: string | undefined,
  nowMs: number,
): Promise<boolean> {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  const expected = await hmacHex(secret, downloadPayload(path, Number(exp)));
  return timingSafeEqual(expected, sig) && Number(exp) * 1000 >= nowMs;
}
