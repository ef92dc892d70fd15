import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { jpegFixture, pngFixture } from "../../test-support/audio-fixtures";
import { call } from "../../test-support/client";
import { creator, postFile, studioTrack } from "../../test-support/studio-fixtures";

/*
 * Covers count in the creator's storage quota like audio (docs/decisions/0603): a cover adds its bytes,
 * a replacement the difference, a deletion gives them back, and one that does not fit is a 413 that
 * changes nothing.
 */

const used = async (userId: string) =>
  (
    await env.DB.prepare("select used_bytes from creator_storage where user_id = ?")
      .bind(userId)
      .first<{ used_bytes: number }>()
  )?.used_bytes ?? 0;

describe("covers in the storage quota", () => {
  it("a track cover adds its bytes, a replacement the difference, deleting the track gives them back", async () => {
    const me = await creator();
    const track = await studioTrack(me);
    const before = await used(me.userId);
    expect(before).toBe(0);
    const png = pngFixture(600, 600);
    expect((await postFile(`/creator/music-tracks/cover/${track.id}`, me.token, png)).status).toBe(200);
    expect(await used(me.userId)).toBe(before + png.length);
    const jpeg = jpegFixture(800, 500);
    expect((await postFile(`/creator/music-tracks/cover/${track.id}`, me.token, jpeg)).status).toBe(200);
    expect(await used(me.userId)).toBe(before + jpeg.length);
    const gone = await call(`/creator/music-tracks/delete/${track.id}`, { token: me.token, method: "POST" });
    expect(gone.status).toBe(200);
    expect(await used(me.userId)).toBe(0);
  });

  it("an album cover counts too, and one past the quota is a 413 that stores nothing", async () => {
    const me = await creator();
    const created = await call("/creator/music-albums/create", {
      token: me.token,
      body: { title: "Quota album" },
    });
    const album = created.json.data.id as string;
    const png = pngFixture(512, 512);
    await env.DB.prepare(
      "insert into creator_storage (user_id, used_bytes, quota_bytes) values (?, 0, ?) on conflict(user_id) do update set quota_bytes = excluded.quota_bytes",
    )
      .bind(me.userId, png.length - 1)
      .run();
    const refused = await postFile(`/creator/music-albums/cover/${album}`, me.token, png);
    expect(refused.status).toBe(413);
    expect(refused.json.code).toBe("STORAGE_QUOTA_EXCEEDED");
    expect(await used(me.userId)).toBe(0);
    const listed = await env.MEDIA.list({ prefix: `covers/albums/${album}` });
    expect(listed.objects).toEqual([]);

    await env.DB.prepare("update creator_storage set quota_bytes = ? where user_id = ?")
      .bind(png.length, me.userId)
      .run();
    expect((await postFile(`/creator/music-albums/cover/${album}`, me.token, png)).status).toBe(200);
    expect(await used(me.userId)).toBe(png.length);
    expect(
      (await call(`/creator/music-albums/delete/${album}`, { token: me.token, method: "POST" })).status,
    ).toBe(200);
    expect(await used(me.userId)).toBe(0);
  });
});
