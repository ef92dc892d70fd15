import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../../env";
import { scheduled, UPKEEP_CRON } from "../../../scheduled";
import {
  adtsFixture,
  corruptWav,
  flacFixture,
  m4aFixture,
  mp3Fixture,
  oggOpusFixture,
  oggVorbisFixture,
  wavFixture,
} from "../../../test-support/audio-fixtures";
import {
  createUpload,
  patchPart,
  queueSpy,
  registerCreator,
  tus,
  uploadAll,
} from "../../../test-support/tus-client";
import { realtimeSpy } from "../../notifications/realtime-spy";
import { consumeMediaBatch, type MediaMessage } from "./media-queue";
import { TRANSIENT_FAILURE, WAVEFORM_POINTS } from "./processing.rules";
import { PART_SIZE } from "./tus.rules";

/** ~9 MB of 16-bit stereo at 44.1 kHz: one 8 MiB part and a remainder. */
const SECONDS = 54;
const WAV = wavFixture({ seconds: SECONDS, sampleRate: 44_100, channels: 2, bits: 16, silenceSeconds: 20 });

const track = (id: string) =>
  env.DB.prepare(
    `select processing, processing_error, duration_ms, audio_format, codec, sample_rate, channels, bitrate,
      audio_content_type, audio_size from tracks where id = ?`,
  )
    .bind(id)
    .first<Record<string, unknown>>();
const usedBytes = async (userId: string) =>
  (
    await env.DB.prepare("select used_bytes from creator_storage where user_id = ?")
      .bind(userId)
      .first<{ used_bytes: number }>()
  )?.used_bytes ?? 0;

/** Runs the queue consumer on `messages` (attempt `attempts`) with `bindings` over the test env. */
async function consume(messages: MediaMessage[], bindings: Partial<Bindings> = {}, attempts = 1) {
  const batch = createMessageBatch<MediaMessage>(
    "ngoma-media",
    messages.map((body, i) => ({
      id: `msg-${i}-${crypto.randomUUID()}`,
      timestamp: new Date(),
      attempts,
      body,
    })),
  );
  const ctx = createExecutionContext();
  await consumeMediaBatch(batch as MessageBatch<unknown>, { ...env, ...bindings } as Bindings, ctx);
  return getQueueResult(batch, ctx);
}

describe("processing a finished upload", () => {
  it("reads duration, facts and waveform from the file, makes the track ready and tells its owner", async () => {
    const { token, user } = await registerCreator();
    const queue = queueSpy();
    const { created, last } = await uploadAll(token, WAV, "Tone.wav", queue.queue);
    expect(last.status).toBe(204);
    const trackId = created.json.data.track_id as string;
    expect((await track(trackId))?.processing).toBe("processing");

    const realtime = realtimeSpy();
    const result = await consume(queue.sent, realtime.env);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await track(trackId)).toMatchObject({
      processing: "ready",
      processing_error: null,
      duration_ms: SECONDS * 1000,
      audio_format: "wav",
      codec: "pcm_s16le",
      sample_rate: 44_100,
      channels: 2,
      audio_content_type: "audio/wav",
      audio_size: WAV.length,
    });
    // Average over the whole file: the PCM rate plus its 44-byte header's share.
    expect(Math.abs(Number((await track(trackId))?.bitrate) - 44_100 * 2 * 16)).toBeLessThan(50);
    const waveform = await env.DB.prepare("select points, peaks from track_waveforms where track_id = ?")
      .bind(trackId)
      .first<{ points: number; peaks: string }>();
    expect(waveform?.points).toBe(WAVEFORM_POINTS);
    const peaks = Uint8Array.from(atob(waveform?.peaks ?? ""), (c) => c.charCodeAt(0));
    expect(peaks).toHaveLength(WAVEFORM_POINTS);
    // 20 s of silence, then the tone: the first third is flat, the rest loud.
    expect(Math.max(...peaks.subarray(0, 300))).toBe(0);
    expect(Math.min(...peaks.subarray(400))).toBeGreaterThan(150);
    expect(await usedBytes(user.id)).toBe(WAV.length);
    expect(realtime.published).toHaveLength(1);
    expect(realtime.published[0]?.userId).toBe(user.id);
    expect(realtime.published[0]?.body.response.data.data).toMatchObject({
      notification_type: "Track",
      track_id: trackId,
      processing: "ready",
    });

    // Redelivered: nothing changes, nobody is told twice.
    const again = await consume(queue.sent, realtime.env);
    expect(again.explicitAcks).toHaveLength(1);
    expect(realtime.published).toHaveLength(1);
    expect((await track(trackId))?.processing).toBe("ready");
  });

  it("reads the duration of every supported format through the whole upload", async () => {
    const { token } = await registerCreator();
    const files = [
      ["a.mp3", mp3Fixture({ seconds: 3 }), "mp3", "audio/mpeg"],
      ["a.flac", flacFixture({ seconds: 3 }), "flac", "audio/flac"],
      ["a.opus", oggOpusFixture({ seconds: 3 }), "ogg", "audio/ogg"],
      ["a.ogg", oggVorbisFixture({ seconds: 3 }), "ogg", "audio/ogg"],
      ["a.m4a", m4aFixture({ seconds: 3 }), "m4a", "audio/mp4"],
      ["a.aac", adtsFixture({ seconds: 3 }), "aac", "audio/aac"],
    ] as const;
    for (const [name, bytes, format, contentType] of files) {
      const queue = queueSpy();
      const { created, last } = await uploadAll(token, bytes, name, queue.queue);
      expect(last.status, name).toBe(204);
      await consume(queue.sent, realtimeSpy().env);
      const row = await track(created.json.data.track_id);
      expect(row, name).toMatchObject({
        processing: "ready",
        audio_format: format,
        audio_content_type: contentType,
      });
      expect(Math.abs(Number(row?.duration_ms) - 3000), name).toBeLessThan(60);
    }
  });

  it("fails a corrupt WAV with the reason, and keeps the object for the creator to delete", async () => {
    const { token } = await registerCreator();
    const queue = queueSpy();
    const bytes = corruptWav();
    const { created, last } = await uploadAll(token, bytes, "broken.wav", queue.queue);
    expect(last.status).toBe(204);
    const trackId = created.json.data.track_id as string;
    await consume(queue.sent, realtimeSpy().env);
    const row = await track(trackId);
    expect(row?.processing).toBe("failed");
    expect(String(row?.processing_error)).toMatch(/WAV/);
    expect(await env.MEDIA.head(`audio/${trackId}`)).not.toBeNull();
  });

  it("refuses a file whose later part stops being the sniffed format: failed, object removed, quota released", async () => {
    const { token, user } = await registerCreator();
    const queue = queueSpy();
    // A real WAV for the first part (the sniff passes), then an HTML page after the audio.
    const page = new TextEncoder().encode("<html><script>alert(1)</script></html>".repeat(30_000));
    const bytes = new Uint8Array(WAV.length + page.length);
    bytes.set(WAV, 0);
    bytes.set(page, WAV.length);
    const { created, last } = await uploadAll(token, bytes, "mixed.wav", queue.queue);
    expect(last.status).toBe(204);
    const trackId = created.json.data.track_id as string;
    await consume(queue.sent, realtimeSpy().env);
    const row = await track(trackId);
    expect(row?.processing).toBe("failed");
    expect(String(row?.processing_error)).toMatch(/does not continue as the WAV/);
    expect(await env.MEDIA.head(`audio/${trackId}`)).toBeNull();
    expect(await usedBytes(user.id)).toBe(0);
  });

  it("retries a transient failure, and fails the track after the third attempt", async () => {
    const { token } = await registerCreator();
    const queue = queueSpy();
    const { created } = await uploadAll(token, WAV.subarray(0, 1_000_044), "flaky.wav", queue.queue);
    const trackId = created.json.data.track_id as string;
    const broken = {
      ...env.MEDIA,
      head: () => Promise.reject(new Error("R2 is having a moment")),
    } as unknown as R2Bucket;
    const first = await consume(queue.sent, { MEDIA: broken, ...realtimeSpy().env }, 1);
    expect(first.retryMessages).toHaveLength(1);
    expect((await track(trackId))?.processing).toBe("processing");
    const third = await consume(queue.sent, { MEDIA: broken, ...realtimeSpy().env }, 3);
    expect(third.explicitAcks).toHaveLength(1);
    expect(await track(trackId)).toMatchObject({ processing: "failed", processing_error: TRANSIENT_FAILURE });
  });
});

describe("files that are not audio", () => {
  it("refuses a PNG named song.mp3 at the first PATCH, ending the upload", async () => {
    const { token, user } = await registerCreator();
    const png = new Uint8Array(4096);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const created = await createUpload(token, png.length, "song.mp3");
    const location = created.headers.get("location") ?? "";
    const res = await patchPart(location, token, 0, png);
    expect(res.status).toBe(415);
    expect(res.json.code).toBe("UNSUPPORTED_AUDIO");
    expect(res.json.msg).toBe("“song.mp3” is not an audio file Ngoma accepts: WAV, MP3, FLAC, OGG, AAC/M4A.");
    expect(await track(created.json.data.track_id)).toBeNull();
    expect(await usedBytes(user.id)).toBe(0);
    expect((await tus(location, { method: "HEAD", token })).status).toBe(404);
  });
});

describe("abandoned uploads", () => {
  it("are aborted by the upkeep cron 24 h after creation: parts dropped, track deleted, quota released", async () => {
    const { token, user } = await registerCreator();
    const stale = await createUpload(token, WAV.length, "stale.wav");
    const staleLocation = stale.headers.get("location") ?? "";
    expect((await patchPart(staleLocation, token, 0, WAV.subarray(0, PART_SIZE))).status).toBe(204);
    const fresh = await createUpload(token, 1000, "fresh.wav");
    const uploadId = stale.json.data.upload_id as string;
    const upload = await env.DB.prepare("select object_key, multipart_id from track_uploads where id = ?")
      .bind(uploadId)
      .first<{ object_key: string; multipart_id: string }>();
    await env.DB.prepare("update track_uploads set expires_at = ? where id = ?")
      .bind(Date.now() - 1000, uploadId)
      .run();
    expect(await usedBytes(user.id)).toBe(WAV.length + 1000);

    await scheduled({ cron: UPKEEP_CRON }, env);
    expect(await track(stale.json.data.track_id)).toBeNull();
    expect(await track(fresh.json.data.track_id)).not.toBeNull();
    expect(await usedBytes(user.id)).toBe(1000);
    expect((await tus(staleLocation, { method: "HEAD", token })).status).toBe(404);
    const multipart = env.MEDIA.resumeMultipartUpload(upload?.object_key ?? "", upload?.multipart_id ?? "");
    await expect(multipart.uploadPart(2, new Uint8Array(10))).rejects.toThrow();

    // A second run finds nothing left to do and releases nothing twice.
    await scheduled({ cron: UPKEEP_CRON }, env);
    expect(await usedBytes(user.id)).toBe(1000);
  });

  it("queues again a finished upload whose track is still processing 15 minutes on", async () => {
    const { token } = await registerCreator();
    const { created } = await uploadAll(token, WAV.subarray(0, 100_044), "lost.wav");
    const uploadId = created.json.data.upload_id as string;
    const queue = queueSpy();
    await scheduled({ cron: UPKEEP_CRON }, { ...env, MEDIA_QUEUE: queue.queue } as Bindings);
    expect(queue.sent).toEqual([]);
    await env.DB.prepare("update track_uploads set completed_at = ? where id = ?")
      .bind(Date.now() - 20 * 60_000, uploadId)
      .run();
    await scheduled({ cron: UPKEEP_CRON }, { ...env, MEDIA_QUEUE: queue.queue } as Bindings);
    expect(queue.sent).toEqual([{ type: "process-track", track_id: created.json.data.track_id }]);
  });
});
