import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { createApp } from "../app";
import { newId } from "../kit/ids";
import { TEST_SELLABLES } from "./sellables";

const app = createApp({ sellables: TEST_SELLABLES });

/** Calls the real app and keeps the raw response (media bodies are bytes, not JSON). */
export async function fetchMedia(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://localhost/api/v1${path}`, init), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/**
 * A track row (with its artist) and its audio object in R2. Listed by default; `overrides` make it a
 * draft, private or someone's own.
 */
export async function insertTrack(
  bytes: Uint8Array,
  overrides: Partial<{
    publication: string;
    visibility: string;
    status: number;
    ownerUserId: string;
    /** The user who manages the track's artist profile. */
    artistUserId: string;
    /** The size written on the row, when a test needs it to disagree with the stored object. */
    recordedSize: number;
  }> = {},
) {
  const now = Date.now();
  const artistId = newId("art");
  const trackId = newId("trk");
  const audioKey = `audio/${trackId}.wav`;
  await env.DB.prepare(
    "insert into artists (id, name, user_id, status, created_at, updated_at) values (?, ?, ?, 1, ?, ?)",
  )
    .bind(artistId, "Media Test Artist", overrides.artistUserId ?? null, now, now)
    .run();
  await env.DB.prepare(
    `insert into tracks (id, title, artist_id, owner_user_id, duration_ms, audio_key, audio_content_type, audio_size,
       publication, visibility, status, created_at, updated_at) values (?, ?, ?, ?, 1000, ?, 'audio/wav', ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      trackId,
      "Media Test Track",
      artistId,
      overrides.ownerUserId ?? null,
      audioKey,
      overrides.recordedSize ?? bytes.byteLength,
      overrides.publication ?? "published",
      overrides.visibility ?? "public",
      overrides.status ?? 1,
      now,
      now,
    )
    .run();
  await env.MEDIA.put(audioKey, bytes, { httpMetadata: { contentType: "audio/wav" } });
  return { trackId, audioKey };
}

/** Deterministic bytes whose value at index i is `i % 251`, so any slice can be checked exactly. */
export function patternBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = i % 251;
  return bytes;
}
