import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../../env";
import { scheduled, UPKEEP_CRON } from "../../../scheduled";
import { adtsFixture } from "../../../test-support/audio-fixtures";
import { sineOpus } from "../../../test-support/audio-fixtures/sine-opus";
import { createAlbum, createTrack, testDb } from "../../../test-support/catalogue-fixtures";
import { call } from "../../../test-support/client";
import { FULL_SCAN, planOf } from "../../../test-support/query-plans";
import { clickTrack, wavBytes } from "../../../test-support/signals";
import { queueSpy, registerCreator, uploadAll } from "../../../test-support/tus-client";
import { ANALYSIS_VERSION } from "../audio/signal";
import { consumeMediaBatch, type MediaMessage } from "./media-queue";
import { staleTracksQuery } from "./reanalysis.service";

/** 40 s of a 128 BPM metronome, stereo, first click at 0.5 s and the bar's accent on the second beat. */
const RATE = 44_100;
const CLICKS = clickTrack({ rate: RATE, seconds: 40, bpm: 128, firstBeat: 0.5, downbeatIndex: 1 });
const CLICK_WAV = wavBytes(RATE, [CLICKS.samples, CLICKS.samples]);

const measures = (id: string) =>
  env.DB.prepare(
    `select loudness_lufs, true_peak_dbtp, loudness_range_lu, measured_bpm, bpm_confidence, first_beat_ms,
      first_downbeat_ms, mix_in_ms, mix_out_ms, grid_stable, analysis_version from tracks where id = ?`,
  )
    .bind(id)
    .first<Record<string, number | null>>();

async function consume(messages: MediaMessage[]) {
  const batch = createMessageBatch<MediaMessage>(
    "ngoma-media",
    messages.map((body, i) => ({
      id: `m-${i}-${crypto.randomUUID()}`,
      timestamp: new Date(),
      attempts: 1,
      body,
    })),
  );
  const ctx = createExecutionContext();
  await consumeMediaBatch(batch as MessageBatch<unknown>, env as Bindings, ctx);
  return getQueueResult(batch, ctx);
}

async function uploaded(bytes: Uint8Array, name: string) {
  const { token } = await registerCreator();
  const queue = queueSpy();
  const { created } = await uploadAll(token, bytes, name, queue.queue);
  await consume(queue.sent);
  return { token, trackId: created.json.data.track_id as string };
}

// Decoding and measuring whole tracks: seconds on a machine shared with other work.
describe("the decoded signal's measures", { timeout: 30_000 }, () => {
  it("are measured at upload, stored with the analysis version and served on the track to the player", async () => {
    const { token, trackId } = await uploaded(CLICK_WAV, "clicks.wav");
    const row = await measures(trackId);
    expect(row?.analysis_version).toBe(ANALYSIS_VERSION);
    expect(row?.loudness_lufs).toEqual(expect.any(Number));
    expect(row?.true_peak_dbtp).toBeLessThan(0);
    expect(Math.abs(row!.measured_bpm! - 128)).toBeLessThanOrEqual(0.05);
    expect(Math.abs(row!.first_beat_ms! - 500)).toBeLessThanOrEqual(10);
    expect(Math.abs(row!.first_downbeat_ms! - CLICKS.beats[1]! * 1000)).toBeLessThanOrEqual(10);
    expect(row?.grid_stable).toBe(1);

    const detail = await call(`/user/global/music-tracks/${trackId}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.json.data).toMatchObject({
      loudness_lufs: row?.loudness_lufs,
      true_peak_dbtp: row?.true_peak_dbtp,
      loudness_range_lu: row?.loudness_range_lu,
      // A single: no album, so no album loudness.
      album_loudness_lufs: null,
      measured_bpm: row?.measured_bpm,
      bpm_confidence: row?.bpm_confidence,
      first_beat_ms: row?.first_beat_ms,
      first_downbeat_ms: row?.first_downbeat_ms,
      mix_in_ms: row?.mix_in_ms,
      mix_out_ms: row?.mix_out_ms,
      grid_stable: true,
      analysis_version: ANALYSIS_VERSION,
    });
    // The creator sees the measured tempo beside the one they typed (none here).
    const own = await call(`/creator/music-tracks/${trackId}`, { token });
    expect(own.json.data).toMatchObject({
      bpm: null,
      measured_bpm: row?.measured_bpm,
      loudness_lufs: row?.loudness_lufs,
      true_peak_dbtp: row?.true_peak_dbtp,
    });
  });

  it("are measured for an Ogg Opus upload too: a stereo −20 dBFS sine reads −20 LUFS", async () => {
    const { trackId } = await uploaded(sineOpus(), "sine.opus");
    const row = await measures(trackId);
    expect(Math.abs(row!.loudness_lufs! + 20)).toBeLessThanOrEqual(0.3);
    expect(row?.analysis_version).toBe(ANALYSIS_VERSION);
  });

  it("stay null for AAC, which has no decoder, with the track marked as analysed", async () => {
    const { trackId } = await uploaded(adtsFixture({ seconds: 3 }), "a.aac");
    const row = await measures(trackId);
    expect(row).toMatchObject({ loudness_lufs: null, measured_bpm: null, grid_stable: null });
    expect(row?.analysis_version).toBe(ANALYSIS_VERSION);
  });

  it("are backfilled for tracks measured by an older algorithm (or never): queued by the upkeep, once", async () => {
    const { trackId } = await uploaded(CLICK_WAV, "old.wav");
    const fresh = await measures(trackId);
    // As a track stored before analysis existed (the demo catalogue, older uploads) looks.
    await env.DB.prepare(
      "update tracks set loudness_lufs = null, measured_bpm = null, analysis_version = null where id = ?",
    )
      .bind(trackId)
      .run();
    await env.DB.prepare("update track_waveforms set peaks = '' where track_id = ?").bind(trackId).run();

    const queue = queueSpy();
    await scheduled({ cron: UPKEEP_CRON }, { ...env, MEDIA_QUEUE: queue.queue } as Bindings);
    expect(queue.sent).toContainEqual({ type: "analyse-track", track_id: trackId });
    const result = await consume(queue.sent.filter((m) => m.track_id === trackId));
    expect(result.explicitAcks).toHaveLength(1);
    expect(await measures(trackId)).toEqual(fresh);
    const waveform = await env.DB.prepare("select peaks from track_waveforms where track_id = ?")
      .bind(trackId)
      .first<{ peaks: string }>();
    expect(waveform?.peaks.length).toBeGreaterThan(1000);

    // Measured now: the next upkeep leaves it alone, and a redelivered message changes nothing.
    const again = queueSpy();
    await scheduled({ cron: UPKEEP_CRON }, { ...env, MEDIA_QUEUE: again.queue } as Bindings);
    expect(again.sent).not.toContainEqual({ type: "analyse-track", track_id: trackId });
    await consume([{ type: "analyse-track", track_id: trackId }]);
    expect(await measures(trackId)).toEqual(fresh);
  });

  it("are found for the backfill through tracks_analysis_idx, never by scanning every track", async () => {
    const plan = await planOf(staleTracksQuery(testDb()));
    expect(plan).toMatch(/tracks USING (COVERING )?INDEX tracks_analysis_idx/);
    expect(plan).not.toMatch(FULL_SCAN);
  });
});

describe("album loudness", () => {
  it("is the loudest analysed track's on the album, served on each of its tracks", async () => {
    const album = await createAlbum();
    const quiet = await createTrack({ artistId: album.artistId, albumId: album.id, trackNumber: 1 });
    const loud = await createTrack({ artistId: album.artistId, albumId: album.id, trackNumber: 2 });
    const unmeasured = await createTrack({ artistId: album.artistId, albumId: album.id, trackNumber: 3 });
    const single = await createTrack({ artistId: album.artistId });
    for (const [id, lufs] of [
      [quiet.id, -18.5],
      [loud.id, -9.25],
      [single.id, -6],
    ] as const) {
      await env.DB.prepare("update tracks set loudness_lufs = ?, analysis_version = ? where id = ?")
        .bind(lufs, ANALYSIS_VERSION, id)
        .run();
    }
    const { token } = await registerCreator();
    const view = async (id: string) => (await call(`/user/global/music-tracks/${id}`, { token })).json.data;
    for (const { id } of [quiet, loud, unmeasured]) {
      expect((await view(id)).album_loudness_lufs, id).toBe(-9.25);
    }
    expect((await view(quiet.id)).loudness_lufs).toBe(-18.5);
    expect((await view(unmeasured.id)).loudness_lufs).toBeNull();
    expect((await view(single.id)).album_loudness_lufs).toBeNull();
  });
});
