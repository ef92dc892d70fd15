import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../env";
import { mp3Fixture } from "../../test-support/audio-fixtures";
import {
  artist,
  beatFiles,
  buyLicence,
  createBeat,
  listedBeat,
  producer,
  zipFixture,
} from "../../test-support/beat-fixtures";
import { testDb } from "../../test-support/catalogue-fixtures";
import { call, grantRole, registerVerifiedUser } from "../../test-support/client";
import { creditWallet } from "../../test-support/ledger-fixtures";
import { fetchMedia } from "../../test-support/media-fixtures";
import { tus } from "../../test-support/tus-client";
import { walletAccount } from "../ledger/service";
import { consumeMediaBatch, type MediaMessage } from "../studio/uploads/media-queue";
import { PART_SIZE } from "../studio/uploads/tus.rules";
import { DEFAULT_TEMPLATE } from "./licences.rules";
import { refreshRecentPlays } from "./plays.service";

/* A beat's files on real D1 and R2: uploaded for beats, named by the beat, streamed, delivered (docs/decisions/0802). */

const b64 = (text: string) => btoa(text);

/** Uploads `bytes` through the studio's tus flow as a beat file, then runs processing. Returns the track id. */
async function uploadBeatFile(token: string, bytes: Uint8Array, filename: string, process = true) {
  const created = await tus("/api/v1/creator/music-tracks/upload", {
    method: "POST",
    token,
    headers: {
      "upload-length": String(bytes.length),
      "upload-metadata": `filename ${b64(filename)},purpose ${b64("beat")}`,
    },
  });
  expect(created.status).toBe(201);
  const location = created.headers.get("location") ?? "";
  for (let offset = 0; offset < bytes.length; offset += PART_SIZE) {
    const res = await tus(location, {
      method: "PATCH",
      token,
      headers: { "content-type": "application/offset+octet-stream", "upload-offset": String(offset) },
      body: bytes.subarray(offset, offset + PART_SIZE),
    });
    expect(res.status).toBe(204);
  }
  const trackId = created.json.data.track_id as string;
  if (!process) return trackId;
  return processBeatFile(trackId);
}

/** Runs the media queue's processing of an uploaded file. */
async function processBeatFile(trackId: string) {
  const batch = createMessageBatch<MediaMessage>("ngoma-media", [
    {
      id: crypto.randomUUID(),
      timestamp: new Date(),
      attempts: 1,
      body: { type: "process-track", track_id: trackId },
    },
  ]);
  const ctx = createExecutionContext();
  await consumeMediaBatch(batch as MessageBatch<unknown>, env as Bindings, ctx);
  await getQueueResult(batch, ctx);
  return trackId;
}

describe("beat files", () => {
  it("takes a ZIP of stems and an MP3 through tus for a beat, keeps them out of the music manager, and names them on the beat", async () => {
    const p = await producer();
    const stems = await uploadBeatFile(p.token, zipFixture(), "stems.zip");
    const mp3 = await uploadBeatFile(p.token, mp3Fixture({ seconds: 1 }), "beat.mp3");
    const row = await env.DB.prepare("select processing, audio_format, purpose from tracks where id = ?")
      .bind(stems)
      .first();
    expect(row).toEqual({ processing: "ready", audio_format: "zip", purpose: "beat" });
    expect((await call("/creator/music-tracks/list", { token: p.token })).json.data.total).toBe(0);
    expect(
      (await call(`/creator/music-tracks/update/${mp3}`, { token: p.token, body: { title: "x" } })).status,
    ).toBe(404);

    const beat = await call("/creator/beats/create", {
      token: p.token,
      body: { title: "Stems", bpm: 90, key: "A minor", stems_track_id: stems, mp3_track_id: mp3 },
    });
    expect(beat.status).toBe(201);
    expect(beat.json.data).toMatchObject({
      stems_track_id: stems,
      mp3_track_id: mp3,
      missing_files: ["preview", "wav"],
    });
    // Without `licences`, a new beat offers the producer's template (the default one until they save theirs).
    expect(beat.json.data.licences).toHaveLength(5);
  });

  it("takes a file still being processed, and publishes only once every file is ready", async () => {
    const p = await producer();
    const files = await beatFiles(p.user.id);
    const mp3 = await uploadBeatFile(p.token, mp3Fixture({ seconds: 1 }), "late.mp3", false);
    const body = {
      title: "Late",
      bpm: 90,
      key: "Am",
      ...files,
      mp3_track_id: mp3,
      licences: [DEFAULT_TEMPLATE[0]],
    };
    const created = await call("/creator/beats/create", { token: p.token, body });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ processing_files: ["mp3_track_id"], missing_files: ["mp3"] });
    const id = created.json.data.id;
    const early = await call(`/creator/beats/status/${id}`, { token: p.token, body: { is_published: true } });
    expect(early.status).toBe(422);
    await processBeatFile(mp3);
    const ready = await call(`/creator/beats/status/${id}`, { token: p.token, body: { is_published: true } });
    expect(ready.status).toBe(200);
    expect(ready.json.data).toMatchObject({ is_published: true, processing_files: [], missing_files: [] });
  });

  it("sends a listing back to review when the preview or its cover changes", async () => {
    const { p, beat } = await listedBeat();
    const approval = async () =>
      (
        await env.DB.prepare("select approval from listings where item_id = ?")
          .bind(beat.id)
          .first<{ approval: string }>()
      )?.approval;
    const other = await beatFiles(p.user.id);
    const swapped = await call(`/creator/beats/update/${beat.id}`, {
      token: p.token,
      body: { preview_track_id: other.preview_track_id },
    });
    expect(swapped.status).toBe(200);
    expect(await approval()).toBe("pending");
    await env.DB.prepare("update listings set approval = 'approved' where item_id = ?").bind(beat.id).run();
    // The admin hears a pending listing's preview (the stream route lets an admin play any track).
    const admin = await registerVerifiedUser();
    await grantRole(admin.user.id, "admin");
    const listing = await env.DB.prepare("select id from listings where item_id = ?")
      .bind(beat.id)
      .first<{ id: string }>();
    const preview = await call(`/admin/tracks-for-sale/preview/${listing?.id}`, { token: admin.token });
    expect(preview.json.data.preview_url).toContain("/media/stream/");
    const heard = await fetchMedia(preview.json.data.preview_url.replace("/api/v1", ""), {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(heard.status).toBe(200);
    expect((await call(`/admin/tracks-for-sale/preview/${listing?.id}`, { token: p.token })).status).toBe(
      403,
    );
    // The cover is the preview's (the studio's cover route writes this column).
    await env.DB.prepare("update tracks set cover_key = 'covers/tracks/new.png' where id = ?")
      .bind(other.preview_track_id)
      .run();
    expect(await approval()).toBe("pending");
  });

  it("keeps a published beat's files in the database itself, whatever writes", async () => {
    const { beat } = await listedBeat();
    const refused = async (statement: string, ...binds: unknown[]) =>
      expect(
        env.DB.prepare(statement)
          .bind(...binds)
          .run(),
      ).rejects.toThrow(/beats:files-missing/);
    await refused("update beats set wav_track_id = null where id = ?", beat.id);
    await refused("update beats set preview_track_id = null where id = ?", beat.id);
    // A beat offering only Basic may be published without WAV or stems, and cannot then add Trackout.
    const p = await producer();
    const files = await beatFiles(p.user.id);
    const basic = await createBeat(p.token, {
      licences: [DEFAULT_TEMPLATE[0]],
      wav_track_id: null,
      stems_track_id: null,
    });
    expect(basic.id).toBeTruthy();
    const published = await call(`/creator/beats/status/${basic.id}`, {
      token: p.token,
      body: { is_published: true },
    });
    expect(published.status).toBe(200);
    await refused(
      "insert into beat_tiers (beat_id, tier, price_cents) values (?, 'trackout', 9999)",
      basic.id,
    );
    await env.DB.prepare("update beats set wav_track_id = ?, stems_track_id = ? where id = ?")
      .bind(files.wav_track_id, files.stems_track_id, basic.id)
      .run();
    await env.DB.prepare("insert into beat_tiers (beat_id, tier, price_cents) values (?, 'trackout', 9999)")
      .bind(basic.id)
      .run();
  });

  it("refuses a ZIP uploaded as music, files of the wrong kind, someone else's, and publishing without the files", async () => {
    const p = await producer();
    const music = await tus("/api/v1/creator/music-tracks/upload", {
      method: "POST",
      token: p.token,
      headers: {
        "upload-length": "200",
        "upload-metadata": `filename ${b64("stems.zip")},purpose ${b64("gift")}`,
      },
    });
    expect(music.status).toBe(422);
    // A ZIP sent as music is refused at its first part, as any non-audio file is.
    const zip = zipFixture();
    const asMusic = await tus("/api/v1/creator/music-tracks/upload", {
      method: "POST",
      token: p.token,
      headers: { "upload-length": String(zip.length), "upload-metadata": `filename ${b64("stems.zip")}` },
    });
    const part = await tus(asMusic.headers.get("location") ?? "", {
      method: "PATCH",
      token: p.token,
      headers: { "content-type": "application/offset+octet-stream", "upload-offset": "0" },
      body: zip,
    });
    expect(part.status).toBe(415);
    const files = await beatFiles(p.user.id);
    const other = await beatFiles((await producer("Other")).user.id);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ mp3_track_id: files.wav_track_id }, 422, "mp3_track_id"],
      [{ wav_track_id: files.mp3_track_id }, 422, "wav_track_id"],
      [{ stems_track_id: files.wav_track_id }, 422, "stems_track_id"],
      [{ preview_track_id: files.stems_track_id }, 422, "preview_track_id"],
      [{ preview_track_id: other.preview_track_id }, 404, ""],
    ];
    for (const [body, status, field] of cases) {
      const res = await call("/creator/beats/create", {
        token: p.token,
        body: { title: "T", bpm: 90, key: "Am", ...body },
      });
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (field) expect(Object.keys(res.json.message)).toContain(field);
    }
    const bare = await call("/creator/beats/create", {
      token: p.token,
      body: { title: "T", bpm: 90, key: "Am" },
    });
    const publish = await call(`/creator/beats/status/${bare.json.data.id}`, {
      token: p.token,
      body: { is_published: true },
    });
    expect(publish.status).toBe(422);
    expect(publish.json.message.is_published[0]).toBe(
      "Add the preview, the MP3, the WAV and the stems (ZIP) first: the tiers you offer deliver them.",
    );
    // A published beat keeps what its tiers deliver.
    const sold = await createBeat(p.token);
    await call(`/creator/beats/status/${sold.id}`, { token: p.token, body: { is_published: true } });
    const cleared = await call(`/creator/beats/update/${sold.id}`, {
      token: p.token,
      body: { wav_track_id: null },
    });
    expect(cleared.status).toBe(422);
    expect(Object.keys(cleared.json.message)).toEqual(["wav_track_id"]);
  });

  it("streams a listed beat's preview to buyers, delivers a licensee's tier files through signed links, and 404s everyone else", async () => {
    const { p, beat } = await listedBeat();
    const buyer = await artist();
    const market = await call("/creator/beat-tracks/marketplace?per_page=50", { token: buyer.token });
    const item = market.json.data.data.find((b: { id: string }) => b.id === beat.id);
    expect((await fetchMedia(item.preview_url.replace("/api/v1", ""))).status).toBe(200);
    const page = await call(`/creator/beat-tracks/marketplace/check-availability/${beat.id}`, {
      token: buyer.token,
    });
    expect(page.json.data.beat).toMatchObject({ title: "Night Drive", bpm: 140, key: "D# minor" });
    expect(page.json.data.beat.preview_url).toContain("/media/stream/");
    expect(page.json.data.tiers[0]).toMatchObject({
      tier: "basic",
      files: ["mp3"],
      rights: { distribution_copies: 2_000, audio_streams: 100_000, term_years: 3 },
    });

    await creditWallet(await walletAccount(testDb(), buyer.user.id), 10_000);
    expect((await buyLicence(buyer.token, beat.id, "basic", 2_999)).status).toBe(200);
    const mine = await call("/creator/beat-tracks/licences", { token: buyer.token });
    const licence = mine.json.data.data[0];
    // The contract was stored at purchase, before anyone asked for it.
    expect(await env.MEDIA.head(`contracts/${licence.order_id}.pdf`)).not.toBeNull();
    expect(licence.downloads.map((d: { file: string }) => d.file)).toEqual(["mp3"]);
    const file = await fetchMedia(licence.downloads[0].url.replace("/api/v1", ""));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain("attachment");
    expect(new Uint8Array(await file.arrayBuffer()).length).toBeGreaterThan(100);

    // Another tier's file, a forged or expired signature: 404 alike.
    const url = new URL(licence.downloads[0].url, "http://x");
    const wav = `/beat-files/${licence.id}/wav?${url.searchParams}`;
    expect((await fetchMedia(wav)).status).toBe(404);
    url.searchParams.set("sig", "0".repeat(64));
    expect((await fetchMedia(`/beat-files/${licence.id}/mp3?${url.searchParams}`)).status).toBe(404);
    expect((await fetchMedia(`/beat-files/${licence.id}/mp3?exp=1&sig=${"0".repeat(64)}`)).status).toBe(404);

    // Unpublished: the preview no longer streams to buyers.
    await call(`/creator/beats/status/${beat.id}`, { token: p.token, body: { is_published: false } });
    expect((await fetchMedia(item.preview_url.replace("/api/v1", ""))).status).toBe(404);
  });

  it("counts preview plays with distinct listeners, orders the market by them, and keeps a producer's template", async () => {
    const a = await listedBeat({ title: "Quiet" });
    const b = await listedBeat({ title: "Loud" });
    const fans = [await artist(), await artist()] as const;
    for (const fan of fans)
      for (let i = 0; i < 2; i++)
        expect(
          (await call(`/creator/beat-tracks/marketplace/play/${b.beat.id}`, { token: fan.token, body: {} }))
            .status,
        ).toBe(200);
    const popular = await call("/creator/beat-tracks/marketplace?sort=popular&per_page=50", {
      token: fans[0].token,
    });
    const ids = popular.json.data.data.map((x: { id: string }) => x.id);
    expect(ids.indexOf(b.beat.id)).toBeLessThan(ids.indexOf(a.beat.id));
    const metrics = await call(`/creator/beats/metrics/${b.beat.id}?window=7`, { token: b.p.token });
    expect(metrics.json.data.totals).toMatchObject({ plays: 4, listeners: 2 });
    // A beat off the market counts nothing.
    const unlisted = await createBeat(a.p.token, { title: "Draft" });
    const off = await call(`/creator/beat-tracks/marketplace/play/${unlisted.id}`, {
      token: fans[0].token,
      body: {},
    });
    expect(off.status).toBe(404);
    // The upkeep lets plays older than 7 days fall out of the popular order, and keeps today's.
    expect(await refreshRecentPlays(testDb())).toBeGreaterThan(0);
    const recent = () =>
      env.DB.prepare("select recent_plays as n from beats where id = ?")
        .bind(b.beat.id)
        .first<{ n: number }>();
    expect((await recent())?.n).toBe(4);
    await refreshRecentPlays(testDb(), Date.now() + 8 * 86_400_000);
    expect((await recent())?.n).toBe(0);
    const day = await env.DB.prepare("select plays, listeners from beat_daily where beat_id = ?")
      .bind(b.beat.id)
      .first();
    expect(day).toEqual({ plays: 4, listeners: 2 });

    const template = [
      {
        tier: "basic",
        price_cents: 1_500,
        distribution_copies: 500,
        audio_streams: 10_000,
        music_videos: 0,
        radio_stations: 0,
        paid_performances: 0,
        term_years: 1,
      },
    ];
    const saved = await call("/creator/beats/template", { token: a.p.token, body: { licences: template } });
    expect(saved.status).toBe(200);
    expect((await call("/creator/beats/template", { token: a.p.token })).json.data.licences).toEqual(
      template,
    );
    const next = await call("/creator/beats/create", {
      token: a.p.token,
      body: { title: "From template", bpm: 90, key: "Am" },
    });
    expect(next.json.data.licences).toEqual(template);
  });
});
