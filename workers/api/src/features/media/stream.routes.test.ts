import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { hmacHex } from "../../kit/crypto";
import { signStreamUrl } from "../../kit/media-urls";
import { grantRole, registerUser } from "../../test-support/client";
import { fetchMedia, insertTrack, patternBytes } from "../../test-support/media-fixtures";

const SIZE = 10_000;
const audio = patternBytes(SIZE);
const secret = () => env.MEDIA_SIGNING_KEY ?? "";
/** `signStreamUrl` gives `/api/v1/media/…`; the test client adds `/api/v1` itself. */
const signed = async (trackId: string, now = Date.now()) =>
  (await signStreamUrl(secret(), trackId, now)).replace("/api/v1", "");

async function bytesOf(res: Response) {
  return new Uint8Array(await res.arrayBuffer());
}

describe("GET /media/stream/{trackId}", () => {
  it("serves the whole file with caching headers", async () => {
    const { trackId } = await insertTrack(audio);
    const res = await fetchMedia(await signed(trackId));
    expect(res.status).toBe(200);
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("content-type")).toBe("audio/wav");
    expect(res.headers.get("content-length")).toBe(String(SIZE));
    expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]+"$/);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(res.headers.get("cache-control") ?? "")?.[1]);
    expect(maxAge).toBeGreaterThan(5 * 3600);
    expect(maxAge).toBeLessThanOrEqual(6 * 3600 + 300);
    expect(await bytesOf(res)).toEqual(audio);
  });

  it("serves first, middle, open-ended and suffix ranges as 206", async () => {
    const { trackId } = await insertTrack(audio);
    const url = await signed(trackId);
    const cases: Array<[string, number, number]> = [
      ["bytes=0-1", 0, 1],
      ["bytes=0-999", 0, 999],
      ["bytes=4000-4999", 4000, 4999],
      ["bytes=9000-", 9000, SIZE - 1],
      ["bytes=-500", SIZE - 500, SIZE - 1],
      ["bytes=9990-20000", 9990, SIZE - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await fetchMedia(url, { headers: { range } });
      expect(res.status, range).toBe(206);
      expect(res.headers.get("content-range"), range).toBe(`bytes ${start}-${end}/${SIZE}`);
      expect(res.headers.get("content-length"), range).toBe(String(end - start + 1));
      expect(res.headers.get("accept-ranges")).toBe("bytes");
      expect(await bytesOf(res), range).toEqual(audio.slice(start, end + 1));
    }
  });

  it("answers 416 with the size for unsatisfiable ranges", async () => {
    const { trackId } = await insertTrack(audio);
    for (const range of [`bytes=${SIZE}-`, "bytes=20000-30000", "bytes=-0"]) {
      const res = await fetchMedia(await signed(trackId), { headers: { range } });
      expect(res.status, range).toBe(416);
      expect(res.headers.get("content-range")).toBe(`bytes */${SIZE}`);
      expect((await res.json<{ code: string }>()).code).toBe("RANGE_NOT_SATISFIABLE");
    }
  });

  it("ignores malformed and multiple ranges (200, whole body)", async () => {
    const { trackId } = await insertTrack(audio);
    for (const range of ["bytes=abc", "bytes=0-10,20-30", "items=0-1", "bytes=9-2"]) {
      const res = await fetchMedia(await signed(trackId), { headers: { range } });
      expect(res.status, range).toBe(200);
      expect(res.headers.get("content-range")).toBeNull();
      expect((await bytesOf(res)).byteLength).toBe(SIZE);
    }
  });

  it("answers HEAD with the same headers and no body", async () => {
    const { trackId } = await insertTrack(audio);
    const full = await fetchMedia(await signed(trackId), { method: "HEAD" });
    expect(full.status).toBe(200);
    expect(full.headers.get("content-length")).toBe(String(SIZE));
    expect(full.headers.get("accept-ranges")).toBe("bytes");
    expect((await bytesOf(full)).byteLength).toBe(0);
    const part = await fetchMedia(await signed(trackId), {
      method: "HEAD",
      headers: { range: "bytes=10-19" },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 10-19/${SIZE}`);
    expect(part.headers.get("content-length")).toBe("10");
  });

  it("answers 304 when If-None-Match matches the ETag, and honours If-Range", async () => {
    const { trackId } = await insertTrack(audio);
    const url = await signed(trackId);
    const etag = (await fetchMedia(url, { method: "HEAD" })).headers.get("etag") ?? "";
    const notModified = await fetchMedia(url, { headers: { "if-none-match": etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(etag);
    expect((await bytesOf(notModified)).byteLength).toBe(0);
    expect((await fetchMedia(url, { headers: { "if-none-match": '"other"' } })).status).toBe(200);
    const stale = await fetchMedia(url, { headers: { range: "bytes=0-9", "if-range": '"old"' } });
    expect(stale.status).toBe(200);
    const fresh = await fetchMedia(url, { headers: { range: "bytes=0-9", "if-range": etag } });
    expect(fresh.status).toBe(206);
  });

  it("refuses missing, forged, tampered and expired signatures with a 403 envelope", async () => {
    const { trackId } = await insertTrack(audio);
    const { trackId: otherId } = await insertTrack(audio);
    const good = await signed(trackId);
    const exp = new URL(`http://x${good}`).searchParams.get("exp") ?? "";
    const expiredAt = Math.floor(Date.now() / 1000) - 60;
    const expired = `/media/stream/${trackId}?exp=${expiredAt}&sig=${await hmacHex(secret(), `stream:${trackId}:${expiredAt}`)}`;
    const forged = `/media/stream/${trackId}?exp=${exp}&sig=${await hmacHex("wrong-key", `stream:${trackId}:${exp}`)}`;
    const bad: Array<[string, RegExp]> = [
      [`/media/stream/${trackId}`, /not valid/],
      [forged, /not valid/],
      [good.replace(`exp=${exp}`, `exp=${Number(exp) + 300}`), /not valid/],
      [good.replace(trackId, otherId), /not valid/],
      [expired, /expired/],
    ];
    for (const [url, message] of bad) {
      const res = await fetchMedia(url);
      expect(res.status, url).toBe(403);
      const body = await res.json<{ code: string; msg: string }>();
      expect(body.code).toBe("FORBIDDEN");
      expect(body.msg).toMatch(message);
    }
  });

  it("streams drafts, private and inactive tracks to their owner, their artist's manager and admins only (404 to others)", async () => {
    const owner = await registerUser();
    const manager = await registerUser();
    const stranger = await registerUser();
    const admin = await registerUser();
    await grantRole(admin.user.id, "admin");
    const variants = [{ publication: "draft" }, { visibility: "private" }, { status: 0 }];
    for (const variant of variants) {
      const { trackId } = await insertTrack(audio, {
        ...variant,
        ownerUserId: owner.user.id,
        artistUserId: manager.user.id,
      });
      const url = await signed(trackId);
      const as = (token?: string) =>
        fetchMedia(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
      const anonymous = await as();
      expect(anonymous.status, JSON.stringify(variant)).toBe(404);
      expect((await anonymous.json<{ code: string }>()).code).toBe("NOT_FOUND");
      expect((await as(stranger.token)).status).toBe(404);
      const own = await as(owner.token);
      expect(own.status).toBe(200);
      expect((await bytesOf(own)).byteLength).toBe(SIZE);
      expect((await as(manager.token)).status).toBe(200);
      expect((await as(admin.token)).status).toBe(200);
    }
  });

  it("decides ranges on the stored object's real size when the row's recorded size is stale", async () => {
    for (const recordedSize of [SIZE + 500, SIZE - 5000]) {
      const { trackId } = await insertTrack(audio, { recordedSize });
      const url = await signed(trackId);
      const first = await fetchMedia(url, { headers: { range: "bytes=0-99" } });
      expect(first.status).toBe(206);
      expect(first.headers.get("content-range")).toBe(`bytes 0-99/${SIZE}`);
      expect(await bytesOf(first)).toEqual(audio.slice(0, 100));
      const tail = await fetchMedia(url, { headers: { range: "bytes=6000-" } });
      expect(tail.status).toBe(206);
      expect(tail.headers.get("content-range")).toBe(`bytes 6000-${SIZE - 1}/${SIZE}`);
      expect(await bytesOf(tail)).toEqual(audio.slice(6000));
      const beyond = await fetchMedia(url, { headers: { range: `bytes=${SIZE + 100}-` } });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get("content-range")).toBe(`bytes */${SIZE}`);
      const whole = await fetchMedia(url);
      expect(whole.headers.get("content-length")).toBe(String(SIZE));
      expect((await bytesOf(whole)).byteLength).toBe(SIZE);
    }
  });

  it("reads every range, and spans wider than 4 MiB, straight from R2: no byte is kept in the isolate", async () => {
    const huge = patternBytes(4 * 1024 * 1024 + 10);
    const { trackId, audioKey } = await insertTrack(huge);
    const url = await signed(trackId);
    const range = async (header: string) => fetchMedia(url, { headers: { range: header } });
    const whole = await fetchMedia(url);
    expect(whole.status).toBe(200);
    expect((await bytesOf(whole)).byteLength).toBe(huge.byteLength);
    const first = await range("bytes=100000-165535");
    expect(first.status).toBe(206);
    expect(await bytesOf(first)).toEqual(huge.slice(100_000, 165_536));
    // With the object gone from R2, even the range just served is R2's to answer: 404.
    await env.MEDIA.delete(audioKey);
    expect((await range("bytes=100000-165535")).status).toBe(404);
    expect((await range("bytes=200000-200099")).status).toBe(404);
    expect((await range("bytes=0-99")).status).toBe(404);
  });

  it("answers 404 for an unknown track and for a missing audio object", async () => {
    expect((await fetchMedia(await signed("trk_does_not_exist"))).status).toBe(404);
    const { trackId, audioKey } = await insertTrack(audio);
    await env.MEDIA.delete(audioKey);
    expect((await fetchMedia(await signed(trackId))).status).toBe(404);
  });
});
