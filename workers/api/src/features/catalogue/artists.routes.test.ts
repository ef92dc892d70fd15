import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createAlbum, createArtist, createTrack } from "../../test-support/catalogue-fixtures";
import { call, registerUser } from "../../test-support/client";
import { epochDay } from "../engagement/plays.rules";

const BASE = "/user/global/artists";
const ids = (res: { json: { data: { data: Array<{ id: string }> } } }) => res.json.data.data.map((a) => a.id);

describe("artists", () => {
  it("lists active artists newest or most played first with the page shape, and validates paging", async () => {
    const { token } = await registerUser();
    const top = await createArtist({ playCount: 2_000_000_000 });
    const second = await createArtist({ playCount: 1_999_999_999 });
    await createArtist({ playCount: 2_100_000_000, status: 0 });
    const future = await createArtist();
    await env.DB.prepare("update artists set created_at = ? where id = ?")
      .bind(Date.now() + 3_600_000, future.id)
      .run();
    const popular = await call(`${BASE}?sort=popular&per_page=2`, { token });
    expect(popular.status).toBe(200);
    expect(ids(popular)).toEqual([top.id, second.id]);
    expect(popular.json.data).toMatchObject({ current_page: 1, from: 1, to: 2, per_page: 2 });
    expect(popular.json.data.total).toBeGreaterThanOrEqual(3);
    expect(ids(await call(`${BASE}?per_page=1`, { token }))).toEqual([future.id]);
    const past = await call(`${BASE}?page=500`, { token });
    expect((await call(`${BASE}?page=100000`, { token })).status).toBe(422);
    expect(past.json.data).toMatchObject({ data: [], from: null, to: null });
    expect((await call(`${BASE}?per_page=51`, { token })).json.message.per_page).toBeDefined();
    expect((await call(`${BASE}/trending?page=0`, { token })).json.message.page).toBeDefined();
    for (const path of ["", "/trending", `/${top.id}`])
      expect((await call(`${BASE}${path}`)).status).toBe(401);
    expect((await call(`${BASE}/follow/${top.id}`, { method: "POST" })).status).toBe(401);
  });

  it("ranks trending artists by recent plays", async () => {
    const { token } = await registerUser();
    const rising = await createArtist();
    const steady = await createArtist();
    await env.DB.prepare(
      "insert into daily_plays (subject_type, subject_id, day, plays) values ('artist', ?, ?, 9000000), ('artist', ?, ?, 8000000)",
    )
      .bind(rising.id, epochDay(Date.now()), steady.id, epochDay(Date.now()) - 3)
      .run();
    expect(ids(await call(`${BASE}/trending?per_page=2`, { token })).slice(0, 2)).toEqual([
      rising.id,
      steady.id,
    ]);
  });

  it("details an artist with top tracks and albums; an inactive artist only to its own account", async () => {
    const owner = await registerUser();
    const { token } = await registerUser();
    const artist = await createArtist({ userId: owner.user.id });
    const album = await createAlbum({ artistId: artist.id });
    await createAlbum({ artistId: artist.id, publication: "draft" });
    const hit = await createTrack({ artistId: artist.id, albumId: album.id, playCount: 50 });
    const deep = await createTrack({ artistId: artist.id, playCount: 3 });
    await createTrack({ artistId: artist.id, publication: "draft", playCount: 999 });
    const res = await call(`${BASE}/${artist.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      id: artist.id,
      name: artist.name,
      track_count: 2,
      album_count: 1,
      followed: false,
    });
    expect(res.json.data.top_tracks.map((t: { id: string }) => t.id)).toEqual([hit.id, deep.id]);
    expect(res.json.data.albums.map((a: { id: string }) => a.id)).toEqual([album.id]);
    const mine = await call(`${BASE}/${artist.id}`, { token: owner.token });
    expect(mine.json.data.top_tracks).toHaveLength(3);
    expect(mine.json.data.albums).toHaveLength(2);

    await env.DB.prepare("update artists set status = 0 where id = ?").bind(artist.id).run();
    expect((await call(`${BASE}/${artist.id}`, { token })).status).toBe(404);
    expect((await call(`${BASE}/follow/${artist.id}`, { token, method: "POST" })).status).toBe(404);
    expect((await call(`${BASE}/${artist.id}`, { token: owner.token })).status).toBe(200);
    expect((await call(`${BASE}/art_missing`, { token })).status).toBe(404);
  });

  it("follows, likes and saves idempotently", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const artist = await createArtist();
    for (let i = 0; i < 2; i++) {
      expect(
        (await call(`${BASE}/follow/${artist.id}`, { token: a.token, body: { value: true } })).json.data,
      ).toEqual({
        followed: true,
        follower_count: 1,
      });
    }
    expect((await call(`${BASE}/follow/${artist.id}`, { token: b.token, method: "POST" })).json.data).toEqual(
      {
        followed: true,
        follower_count: 2,
      },
    );
    expect((await call(`${BASE}/follow/${artist.id}`, { token: a.token, method: "POST" })).json.data).toEqual(
      {
        followed: false,
        follower_count: 1,
      },
    );
    expect((await call(`${BASE}/like/${artist.id}`, { token: a.token, method: "POST" })).json.data).toEqual({
      liked: true,
      like_count: 1,
    });
    expect(
      (await call(`${BASE}/save/${artist.id}`, { token: a.token, body: { value: false } })).json.data,
    ).toEqual({
      saved: false,
      save_count: 0,
    });
    const view = await call(`${BASE}/${artist.id}`, { token: b.token });
    expect(view.json.data).toMatchObject({ followed: true, liked: false, follower_count: 1, like_count: 1 });
  });
});
