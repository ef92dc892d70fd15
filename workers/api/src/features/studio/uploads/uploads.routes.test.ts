import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { toHex } from "../../../kit/encoding";
import { wavFixture } from "../../../test-support/audio-fixtures";
import { grantRole, registerUser } from "../../../test-support/client";
import {
  brokenBody,
  createUpload,
  patchPart,
  queueSpy,
  registerCreator,
  tus,
  UPLOADS,
} from "../../../test-support/tus-client";
import { DEFAULT_QUOTA_BYTES, PART_SIZE } from "./tus.rules";

/** ~9 MB: one 8 MiB part and a remainder of about 1.1 MB. */
const WAV = wavFixture({ seconds: 54, sampleRate: 44_100, channels: 2, bits: 16 });
const FIRST = WAV.subarray(0, PART_SIZE);
const REST = WAV.subarray(PART_SIZE);

const trackRow = (id: string) =>
  env.DB.prepare(
    "select title, processing, publication, audio_key, audio_size, audio_format, audio_content_type, duration_ms from tracks where id = ?",
  )
    .bind(id)
    .first<Record<string, unknown>>();
const usedBytes = async (userId: string) =>
  (
    await env.DB.prepare("select used_bytes from creator_storage where user_id = ?")
      .bind(userId)
      .first<{ used_bytes: number }>()
  )?.used_bytes ?? 0;
const sha256 = async (bytes: ArrayBuffer | Uint8Array) =>
  toHex(await crypto.subtle.digest("SHA-256", bytes instanceof Uint8Array ? bytes.slice() : bytes));
const head = (location: string, token: string) => tus(location, { method: "HEAD", token });

describe("tus upload: create, PATCH, HEAD", () => {
  it("answers OPTIONS with the server's tus capabilities", async () => {
    const res = await tus(UPLOADS, { method: "OPTIONS", noTusHeader: true });
    expect(res.status).toBe(204);
    expect(res.headers.get("tus-resumable")).toBe("1.0.0");
    expect(res.headers.get("tus-version")).toBe("1.0.0");
    expect(res.headers.get("tus-extension")).toBe("creation,termination,expiration");
    expect(res.headers.get("tus-max-size")).toBe("209715200");
    const cors = await tus(UPLOADS, {
      method: "OPTIONS",
      noTusHeader: true,
      headers: { origin: "http://localhost:8787", "access-control-request-method": "PATCH" },
    });
    expect(cors.headers.get("access-control-allow-origin")).toBe("http://localhost:8787");
    expect(cors.headers.get("access-control-allow-methods")).toContain("PATCH");
    expect(cors.headers.get("access-control-allow-headers")).toContain("Upload-Offset");
    expect(cors.headers.get("access-control-expose-headers")).toContain("Upload-Offset");
  });

  it("creates a draft track and reserves its bytes, takes 8 MiB then the rest, and queues processing", async () => {
    const { token, user } = await registerCreator();
    const queue = queueSpy();
    const created = await createUpload(token, WAV.length, "Sunrise in Gulu.wav");
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      msg: "Track Added",
      data: { upload_id: expect.stringMatching(/^upl_/) },
    });
    const trackId = created.json.data.track_id as string;
    const location = created.headers.get("location") ?? "";
    expect(location).toBe(`${UPLOADS}/${created.json.data.upload_id}`);
    expect(created.headers.get("ngoma-track-id")).toBe(trackId);
    expect(created.headers.get("tus-resumable")).toBe("1.0.0");
    const expires = Date.parse(created.headers.get("upload-expires") ?? "");
    expect(Math.abs(expires - (Date.now() + 24 * 3600_000))).toBeLessThan(60_000);
    expect(await trackRow(trackId)).toMatchObject({
      title: "Sunrise in Gulu",
      processing: "uploading",
      publication: "draft",
      audio_key: `audio/${trackId}`,
      audio_size: WAV.length,
      audio_content_type: "application/octet-stream",
      duration_ms: 0,
    });
    expect(await usedBytes(user.id)).toBe(WAV.length);

    const first = await patchPart(location, token, 0, FIRST, queue.queue);
    expect(first.status).toBe(204);
    expect(first.headers.get("upload-offset")).toBe(String(PART_SIZE));
    expect(await trackRow(trackId)).toMatchObject({ audio_format: "wav", audio_content_type: "audio/wav" });

    const status = await head(location, token);
    expect(status.status).toBe(200);
    expect(status.headers.get("upload-offset")).toBe(String(PART_SIZE));
    expect(status.headers.get("upload-length")).toBe(String(WAV.length));
    expect(status.headers.get("cache-control")).toBe("no-store");
    expect(status.headers.get("upload-expires")).toBeTruthy();
    expect(status.headers.get("ngoma-track-id")).toBe(trackId);

    const last = await patchPart(location, token, PART_SIZE, REST, queue.queue);
    expect(last.status).toBe(204);
    expect(last.headers.get("upload-offset")).toBe(String(WAV.length));
    expect(queue.sent).toEqual([{ type: "process-track", track_id: trackId }]);
    expect((await trackRow(trackId))?.processing).toBe("processing");
    const object = await env.MEDIA.get(`audio/${trackId}`);
    expect(object?.size).toBe(WAV.length);
    expect(object?.httpMetadata?.contentType).toBe("audio/wav");
    expect(await sha256((await object?.arrayBuffer()) ?? new ArrayBuffer(0))).toBe(await sha256(WAV));
    expect((await head(location, token)).headers.get("upload-offset")).toBe(String(WAV.length));
  });

  it("keeps the last finished part when a PATCH breaks off, and resumes from there", async () => {
    const { token } = await registerCreator();
    const created = await createUpload(token, WAV.length);
    const location = created.headers.get("location") ?? "";
    expect((await patchPart(location, token, 0, FIRST)).status).toBe(204);

    const broken = await tus(location, {
      method: "PATCH",
      token,
      headers: { "content-type": "application/offset+octet-stream", "upload-offset": String(PART_SIZE) },
      body: brokenBody(REST, 100_000),
    });
    expect(broken.status).toBe(400);
    expect(broken.json.code).toBe("PART_INTERRUPTED");
    expect((await head(location, token)).headers.get("upload-offset")).toBe(String(PART_SIZE));

    const queue = queueSpy();
    expect((await patchPart(location, token, PART_SIZE, REST, queue.queue)).status).toBe(204);
    expect(queue.sent).toHaveLength(1);
    expect((await env.MEDIA.head(`audio/${created.json.data.track_id}`))?.size).toBe(WAV.length);
  });

  it("refuses a part at the wrong offset (409 with the real one) and of the wrong size, storing nothing", async () => {
    const { token } = await registerCreator();
    const created = await createUpload(token, WAV.length);
    const location = created.headers.get("location") ?? "";

    const ahead = await patchPart(location, token, PART_SIZE, REST);
    expect(ahead.status).toBe(409);
    expect(ahead.json.code).toBe("UPLOAD_OFFSET_MISMATCH");
    expect(ahead.json.msg).toContain("byte 0");
    expect(ahead.headers.get("upload-offset")).toBe("0");

    const short = await patchPart(location, token, 0, FIRST.subarray(0, 1024 * 1024));
    expect(short.status).toBe(400);
    expect(short.json.code).toBe("INVALID_PART_SIZE");
    expect(short.json.msg).toContain("8,388,608");

    const lying = await tus(location, {
      method: "PATCH",
      token,
      headers: {
        "content-type": "application/offset+octet-stream",
        "upload-offset": "0",
        "content-length": String(PART_SIZE + 1),
      },
      body: FIRST,
    });
    expect(lying.status).toBe(413);

    const wrongType = await tus(location, {
      method: "PATCH",
      token,
      headers: { "content-type": "application/octet-stream", "upload-offset": "0" },
      body: FIRST,
    });
    expect(wrongType.status).toBe(415);
    expect((await head(location, token)).headers.get("upload-offset")).toBe("0");

    expect((await patchPart(location, token, 0, FIRST)).status).toBe(204);
    const again = await patchPart(location, token, 0, FIRST);
    expect(again.status).toBe(409);
    expect(again.headers.get("upload-offset")).toBe(String(PART_SIZE));
    const tooLong = await patchPart(location, token, PART_SIZE, WAV.subarray(PART_SIZE - 10));
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.msg).toContain(`remaining ${REST.length.toLocaleString("en-US")} bytes`);
  });

  it("lets one of two concurrent PATCHes at one offset land; the other is told the real offset", async () => {
    const { token } = await registerCreator();
    const created = await createUpload(token, WAV.length);
    const location = created.headers.get("location") ?? "";
    const both = await Promise.all([
      patchPart(location, token, 0, FIRST),
      patchPart(location, token, 0, FIRST),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([204, 409]);
    expect(both.find((r) => r.status === 409)?.headers.get("upload-offset")).toBe(String(PART_SIZE));
    expect((await head(location, token)).headers.get("upload-offset")).toBe(String(PART_SIZE));
    expect((await patchPart(location, token, PART_SIZE, REST)).status).toBe(204);
    expect((await env.MEDIA.head(`audio/${created.json.data.track_id}`))?.size).toBe(WAV.length);
  });

  it("refuses requests without Tus-Resumable (412) and malformed creations", async () => {
    const { token } = await registerCreator();
    const bare = await tus(UPLOADS, {
      method: "POST",
      token,
      noTusHeader: true,
      headers: { "upload-length": "10" },
    });
    expect(bare.status).toBe(412);
    expect(bare.headers.get("tus-version")).toBe("1.0.0");
    expect(
      (await tus(UPLOADS, { method: "POST", token, headers: { "upload-metadata": "filename YS53YXY=" } }))
        .status,
    ).toBe(400);
    expect((await createUpload(token, 200 * 1024 * 1024 + 1)).status).toBe(413);
    const nameless = await tus(UPLOADS, { method: "POST", token, headers: { "upload-length": "10" } });
    expect(nameless.status).toBe(422);
    expect(nameless.json.message.filename).toBeDefined();
  });
});

describe("tus upload: termination, quota, ownership", () => {
  it("terminates an upload: parts aborted, draft track removed, quota released", async () => {
    const { token, user } = await registerCreator();
    const created = await createUpload(token, WAV.length);
    const location = created.headers.get("location") ?? "";
    expect((await patchPart(location, token, 0, FIRST)).status).toBe(204);
    expect(await usedBytes(user.id)).toBe(WAV.length);

    const gone = await tus(location, { method: "DELETE", token });
    expect(gone.status).toBe(204);
    expect(gone.headers.get("tus-resumable")).toBe("1.0.0");
    expect(await trackRow(created.json.data.track_id)).toBeNull();
    expect(await usedBytes(user.id)).toBe(0);
    expect((await head(location, token)).status).toBe(404);
    expect((await tus(location, { method: "DELETE", token })).status).toBe(404);
    expect(await usedBytes(user.id)).toBe(0);
  });

  it("refuses an upload past the creator's quota with 413 saying how much is left", async () => {
    const { token, user } = await registerCreator();
    await env.DB.prepare("insert into creator_storage (user_id, used_bytes, quota_bytes) values (?, 0, ?)")
      .bind(user.id, 10 * 1024 * 1024)
      .run();
    expect((await createUpload(token, 6 * 1024 * 1024)).status).toBe(201);
    const over = await createUpload(token, 6 * 1024 * 1024, "second.wav");
    expect(over.status).toBe(413);
    expect(over.json.code).toBe("STORAGE_QUOTA_EXCEEDED");
    expect(over.json.msg).toContain("4.0 MB of 10.0 MB left");
    const tracks = await env.DB.prepare("select count(*) as n from tracks where owner_user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(tracks?.n).toBe(1);
    expect(await usedBytes(user.id)).toBe(6 * 1024 * 1024);
  });

  it("uses the default 5 GiB quota for a creator without a row", async () => {
    const { token, user } = await registerCreator();
    expect((await createUpload(token, 1000)).status).toBe(201);
    const row = await env.DB.prepare("select quota_bytes from creator_storage where user_id = ?")
      .bind(user.id)
      .first();
    expect(row).toEqual({ quota_bytes: DEFAULT_QUOTA_BYTES });
  });

  it("hides another creator's upload (404 on HEAD, PATCH and DELETE) and refuses listeners (403)", async () => {
    const owner = await registerCreator();
    const created = await createUpload(owner.token, WAV.length);
    const location = created.headers.get("location") ?? "";
    const other = await registerCreator();
    expect((await head(location, other.token)).status).toBe(404);
    expect((await patchPart(location, other.token, 0, FIRST)).status).toBe(404);
    expect((await tus(location, { method: "DELETE", token: other.token })).status).toBe(404);
    expect((await head(`${UPLOADS}/upl_unknown`, owner.token)).status).toBe(404);
    expect((await head(location, owner.token)).headers.get("upload-offset")).toBe("0");

    const listener = await registerUser();
    expect((await createUpload(listener.token, 1000)).status).toBe(403);
    expect((await head(location, listener.token)).status).toBe(403);
    expect((await createUpload("", 1000)).status).toBe(401);
  });
});

describe("tus upload: a verified e-mail", () => {
  it("refuses a creator whose e-mail is not verified (403 EMAIL_NOT_VERIFIED), creating nothing", async () => {
    const account = await registerUser({ name: "Unverified Beats" });
    await grantRole(account.user.id, "creator", "artist");
    const res = await createUpload(account.token, WAV.length, "Sunrise.wav");
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });
    expect(await usedBytes(account.user.id)).toBe(0);
    expect(
      await env.DB.prepare("select count(*) as n from track_uploads where owner_user_id = ?")
        .bind(account.user.id)
        .first("n"),
    ).toBe(0);
  });
});
