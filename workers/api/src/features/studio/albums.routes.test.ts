import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { variantKey } from "../../kit/image-variants";
import { pngFixture } from "../../test-support/audio-fixtures";
import { createGenre, testDb } from "../../test-support/catalogue-fixtures";
import { call, grantRole, registerUser } from "../../test-support/client";
import { fetchMedia } from "../../test-support/media-fixtures";
import { creator, postFile, studioTrack } from "../../test-support/studio-fixtures";
import { albums, tracks } from "../catalogue/schema";
import { creatorStorage } from "./schema";
import { DEFAULT_QUOTA_BYTES } from "./uploads/limits";

const base = "/creator/music-albums";

async function newAlbum(token: string, body: Record<string, unknown> = {}) {
  const res = await call(`${base}/create`, {
    token,
    body: { title: `Album ${crypto.randomUUID().slice(0, 6)}`, ...body },
  });
  expect(res.status).toBe(201);
  return res.json.data as { id: string; title: string };
}

const order = (album: { tracks: { id: string; track_number: number }[] }) =>
  album.tracks.map((t) => [t.id, t.track_number]);

describe("creator albums manager", () => {
  it("creates a draft album, lists it filtered and searched, and hides it from other creators", async () => {
    const me = await creator();
    const other = await creator();
    const genre = await createGenre();
    const stem = `zk${crypto.randomUUID().slice(0, 6)}`;
    const res = await call(`${base}/create`, {
      token: me.token,
      body: {
        title: `${stem} Rainy Season`,
        description: "Songs",
        release_date: "2026-03-01",
        genre_id: genre.id,
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.msg).toBe("Album Added");
    expect(res.json.data).toMatchObject({
      publication: "draft",
      release_date: "2026-03-01",
      genre: { id: genre.id },
      track_count: 0,
    });
    const id = res.json.data.id as string;
    await newAlbum(me.token, { title: `${stem} Dry Season` });

    const found = await call(`${base}?q=${stem}%20rain&publication=draft`, { token: me.token });
    expect(found.json.data.data.map((a: { id: string }) => a.id)).toEqual([id]);
    expect((await call(base, { token: other.token })).json.data.total).toBe(0);
    expect((await call(`${base}/${id}`, { token: other.token })).status).toBe(404);
    expect((await call(`${base}/update/${id}`, { token: other.token, body: { title: "x" } })).status).toBe(
      404,
    );
    expect((await call(`${base}/tracks/${id}`, { token: other.token, body: { track_ids: [] } })).status).toBe(
      404,
    );

    const bad = await call(`${base}/create`, {
      token: me.token,
      body: { title: " ", release_date: "2026-02-30", genre_id: "gen_missing" },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.message).sort()).toEqual(["release_date", "title"]);
    const badGenre = await call(`${base}/create`, {
      token: me.token,
      body: { title: "Ok", genre_id: "gen_missing" },
    });
    expect(badGenre.json.message).toEqual({ genre_id: ["Choose an active genre."] });
  });

  it("sets membership and order, keeps track_count and refuses foreign tracks", async () => {
    const me = await creator();
    const other = await creator();
    const album = await newAlbum(me.token);
    const elsewhere = await newAlbum(me.token);
    const [a, b, c] = [await studioTrack(me), await studioTrack(me), await studioTrack(me)];
    const theirs = await studioTrack(other);

    const set = await call(`${base}/tracks/${album.id}`, {
      token: me.token,
      body: { track_ids: [c.id, a.id, b.id] },
    });
    expect(set.status).toBe(200);
    expect(order(set.json.data)).toEqual([
      [c.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);
    expect(set.json.data.track_count).toBe(3);

    const reordered = await call(`${base}/tracks/${album.id}`, {
      token: me.token,
      body: { track_ids: [b.id, c.id] },
    });
    expect(order(reordered.json.data)).toEqual([
      [b.id, 1],
      [c.id, 2],
    ]);
    expect(reordered.json.data.track_count).toBe(2);
    const single = await call(`/creator/music-tracks/${a.id}`, { token: me.token });
    expect(single.json.data).toMatchObject({ album: null, track_number: null });

    // A track moved through its own update joins at the end and leaves no gap behind.
    await call(`/creator/music-tracks/update/${b.id}`, { token: me.token, body: { album_id: elsewhere.id } });
    const after = await call(`${base}/${album.id}`, { token: me.token });
    expect(order(after.json.data)).toEqual([[c.id, 1]]);
    expect(after.json.data.track_count).toBe(1);
    expect((await call(`${base}/${elsewhere.id}`, { token: me.token })).json.data.track_count).toBe(1);

    const foreign = await call(`${base}/tracks/${album.id}`, {
      token: me.token,
      body: { track_ids: [theirs.id] },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.json.message).toEqual({ track_ids: ["Choose only your own tracks."] });
    const twice = await call(`${base}/tracks/${album.id}`, {
      token: me.token,
      body: { track_ids: [c.id, c.id] },
    });
    expect(twice.json.message.track_ids).toEqual(["A track can appear only once."]);
    const intoTheirs = await call(`/creator/music-tracks/update/${theirs.id}`, {
      token: other.token,
      body: { album_id: album.id },
    });
    expect(intoTheirs.json.message).toEqual({ album_id: ["Choose one of your albums."] });
  });

  it("cannot be published empty; once published it shows in the catalogue and search, and goes back to draft when emptied", async () => {
    const me = await creator();
    const listener = await registerUser();
    const word = `zv${crypto.randomUUID().replace(/-/g, "").slice(0, 8)}`;
    const album = await newAlbum(me.token, { title: `${word} live` });
    const publish = () =>
      call(`${base}/update/${album.id}`, { token: me.token, body: { publication: "published" } });

    const empty = await publish();
    expect(empty.status).toBe(422);
    expect(empty.json.message).toEqual({
      publication: ["An album needs at least one ready track before it can be published."],
    });
    const pending = await studioTrack(me, { processing: "processing" });
    await call(`${base}/tracks/${album.id}`, { token: me.token, body: { track_ids: [pending.id] } });
    expect((await publish()).status).toBe(422);

    const track = await studioTrack(me);
    await call(`${base}/tracks/${album.id}`, {
      token: me.token,
      body: { track_ids: [track.id, pending.id] },
    });
    await call(`/creator/music-tracks/update/${track.id}`, {
      token: me.token,
      body: { publication: "published" },
    });
    const ok = await publish();
    expect(ok.status).toBe(200);
    expect(ok.json.data.publication).toBe("published");

    const seen = await call(`/user/global/albums/${album.id}`, { token: listener.token });
    expect(seen.status).toBe(200);
    expect(seen.json.data.tracks.map((t: { id: string }) => t.id)).toEqual([track.id]);
    const search = await call(`/user/global/search?q=${word}`, { token: listener.token });
    expect(search.json.data.albums.map((a: { id: string }) => a.id)).toEqual([album.id]);

    await call(`${base}/tracks/${album.id}`, { token: me.token, body: { track_ids: [pending.id] } });
    const drafted = await call(`${base}/${album.id}`, { token: me.token });
    expect(drafted.json.data.publication).toBe("draft");
    expect((await call(`/user/global/albums/${album.id}`, { token: listener.token })).status).toBe(404);
  });

  it("deletes an album and keeps its tracks as singles; takes a cover", async () => {
    const me = await creator();
    const album = await newAlbum(me.token);
    const track = await studioTrack(me);
    await call(`${base}/tracks/${album.id}`, { token: me.token, body: { track_ids: [track.id] } });
    const cover = await postFile(`${base}/cover/${album.id}`, me.token, pngFixture(512, 512));
    expect(cover.status).toBe(200);
    expect(cover.json.data.cover_art_url).toMatch(new RegExp(`covers/albums/${album.id}-`));
    // A narrower copy made by the images route goes with its cover: on replacement and on deletion.
    const copyOf = async (url: string) => {
      const key = decodeURIComponent(url.replace("/api/v1/media/images/", ""));
      await (await fetchMedia(`/media/images/${key}?w=96`)).arrayBuffer();
      expect(await env.MEDIA.head(variantKey(key, 96))).not.toBeNull();
      return variantKey(key, 96);
    };
    const firstCopy = await copyOf(cover.json.data.cover_art_url);
    const replaced = await postFile(`${base}/cover/${album.id}`, me.token, pngFixture(600, 600));
    expect(await env.MEDIA.head(firstCopy)).toBeNull();
    const secondCopy = await copyOf(replaced.json.data.cover_art_url);

    const gone = await call(`${base}/delete/${album.id}`, { token: me.token, method: "POST" });
    expect(gone.json).toEqual({ data: { id: album.id }, msg: "Album Deleted" });
    expect(await env.MEDIA.head(secondCopy)).toBeNull();
    const [row] = await testDb().select().from(tracks).where(eq(tracks.id, track.id));
    expect(row).toMatchObject({ albumId: null, trackNumber: null });
    expect(await testDb().select().from(albums).where(eq(albums.id, album.id))).toEqual([]);
  });

  it("answers creator-stats for the creator and admins only", async () => {
    const me = await creator();
    const album = await newAlbum(me.token);
    const [ready, failed] = [await studioTrack(me), await studioTrack(me, { processing: "failed" })];
    await studioTrack(me, { processing: "uploading" });
    await call(`${base}/tracks/${album.id}`, { token: me.token, body: { track_ids: [ready.id] } });
    await call(`/creator/music-tracks/update/${ready.id}`, {
      token: me.token,
      body: { publication: "published" },
    });
    await testDb().update(tracks).set({ playCount: 7, likeCount: 2 }).where(eq(tracks.id, ready.id));
    expect(failed.id).toBeTruthy();

    const stats = await call(`${base}/creator-stats/${me.userId}`, { token: me.token });
    expect(stats.status).toBe(200);
    expect(stats.json.data).toEqual({
      tracks: { total: 3, published: 1, drafts: 2, processing: 1, failed: 1 },
      albums: { total: 1, published: 0 },
      storage: { used_bytes: 0, quota_bytes: DEFAULT_QUOTA_BYTES },
      totals: { plays: 7, likes: 2, saves: 0, followers: 0 },
    });
    await testDb().insert(creatorStorage).values({ userId: me.userId, usedBytes: 123, quotaBytes: 1_000 });
    const admin = await registerUser();
    await grantRole(admin.user.id, "admin");
    await grantRole(admin.user.id, "creator", "artist");
    const asAdmin = await call(`${base}/creator-stats/${me.userId}`, { token: admin.token });
    expect(asAdmin.json.data.storage).toEqual({ used_bytes: 123, quota_bytes: 1_000 });
    const other = await creator();
    expect((await call(`${base}/creator-stats/${me.userId}`, { token: other.token })).status).toBe(404);
  });
});
