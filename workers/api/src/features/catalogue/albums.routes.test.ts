import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createAlbum, createArtist, createGenre, createTrack } from "../../test-support/catalogue-fixtures";
import { call, registerUser } from "../../test-support/client";
import { epochDay } from "../engagement/plays.rules";

const BASE = "/user/global/albums";
const ids = (res: { json: { data: { data: Array<{ id: string }> } } }) => res.json.data.data.map((a) => a.id);

describe("albums", () => {
  it("lists listed albums newest or most played first, hides unlisted ones, validates paging", async () => {
    const { token } = await registerUser();
    const later = new Date(Date.now() + 7_200_000);
    const newest = await createAlbum({ createdAt: later });
    await createAlbum({ createdAt: new Date(later.getTime() + 1000), publication: "draft" });
    await createAlbum({ createdAt: new Date(later.getTime() + 1000), visibility: "private" });
    const popular = await createAlbum({ playCount: 2_000_000_000 });
    expect(ids(await call(`${BASE}?per_page=1`, { token }))).toEqual([newest.id]);
    const byPlays = await call(`${BASE}?sort=popular&per_page=1&page=1`, { token });
    expect(ids(byPlays)).toEqual([popular.id]);
    expect(byPlays.json.data.last_page).toBe(byPlays.json.data.total);
    expect((await call(`${BASE}?page=0`, { token })).json.message.page).toBeDefined();
    expect((await call(`${BASE}?per_page=100`, { token })).status).toBe(422);
    for (const path of ["", "/trending", `/${newest.id}`])
      expect((await call(`${BASE}${path}`)).status).toBe(401);
  });

  it("ranks trending albums by recent plays", async () => {
    const { token } = await registerUser();
    const hot = await createAlbum();
    await env.DB.prepare(
      "insert into daily_plays (subject_type, subject_id, day, plays) values ('album', ?, ?, 9000000)",
    )
      .bind(hot.id, epochDay(Date.now()))
      .run();
    const res = await call(`${BASE}/trending`, { token });
    expect(ids(res)[0]).toBe(hot.id);
  });

  it("details an album with its tracks in order; a draft album only to the artist's account", async () => {
    const owner = await registerUser();
    const { token } = await registerUser();
    const genre = await createGenre();
    const artist = await createArtist({ userId: owner.user.id });
    const album = await createAlbum({
      artistId: artist.id,
      genreId: genre.id,
      coverKey: "covers/albums/z.svg",
    });
    const second = await createTrack({
      artistId: artist.id,
      albumId: album.id,
      trackNumber: 2,
      durationMs: 100_000,
    });
    const first = await createTrack({
      artistId: artist.id,
      albumId: album.id,
      trackNumber: 1,
      durationMs: 50_000,
    });
    await createTrack({
      artistId: artist.id,
      albumId: album.id,
      trackNumber: 3,
      publication: "draft",
      ownerUserId: owner.user.id,
    });
    const res = await call(`${BASE}/${album.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      id: album.id,
      cover_art_url: "/api/v1/media/images/covers/albums/z.svg",
      artist: { id: artist.id, name: artist.name },
      genre: { id: genre.id, title: genre.title },
      track_count: 2,
      duration_ms: 150_000,
      followed: false,
    });
    expect(res.json.data.tracks.map((t: { id: string }) => t.id)).toEqual([first.id, second.id]);
    expect((await call(`${BASE}/${album.id}`, { token: owner.token })).json.data.tracks).toHaveLength(3);

    const draft = await createAlbum({ artistId: artist.id, publication: "draft" });
    expect((await call(`${BASE}/${draft.id}`, { token })).status).toBe(404);
    expect((await call(`${BASE}/save/${draft.id}`, { token, method: "POST" })).status).toBe(404);
    expect((await call(`${BASE}/${draft.id}`, { token: owner.token })).status).toBe(200);
  });

  it("likes, saves and follows idempotently", async () => {
    const { token } = await registerUser();
    const album = await createAlbum();
    for (let i = 0; i < 2; i++) {
      expect((await call(`${BASE}/save/${album.id}`, { token, body: { value: true } })).json.data).toEqual({
        saved: true,
        save_count: 1,
      });
    }
    expect((await call(`${BASE}/follow/${album.id}`, { token, method: "POST" })).json.data).toEqual({
      followed: true,
      follower_count: 1,
    });
    expect((await call(`${BASE}/like/${album.id}`, { token, method: "POST" })).json.data).toEqual({
      liked: true,
      like_count: 1,
    });
    expect((await call(`${BASE}/like/${album.id}`, { token, method: "POST" })).json.data).toEqual({
      liked: false,
      like_count: 0,
    });
    const view = await call(`${BASE}/${album.id}`, { token });
    expect(view.json.data).toMatchObject({ saved: true, followed: true, liked: false, save_count: 1 });
  });
});
