import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createTrack } from "../../test-support/catalogue-fixtures";
import { call, registerUser } from "../../test-support/client";
import { createPlaylist, today } from "../../test-support/collection-fixtures";

const base = "/user/global/playlists";
const ids = (list: { id: string }[]) => list.map((x) => x.id);
const dailyPlays = (id: string) =>
  env.DB.prepare(
    "select plays from daily_plays where subject_type = 'playlist' and subject_id = ? and day = ?",
  )
    .bind(id, today())
    .first<{ plays: number }>();

describe("global playlists", () => {
  it("lists public playlists only, newest first, with the page envelope", async () => {
    const { token, user } = await registerUser();
    const old = await createPlaylist({ createdAt: new Date(Date.now() - 60_000) });
    const fresh = await createPlaylist();
    const privateOne = await createPlaylist({ visibility: "private", ownerUserId: user.id });
    const res = await call(base, { token });
    expect(res.status).toBe(200);
    const listed = ids(res.json.data.data);
    expect(listed.indexOf(fresh.id)).toBeLessThan(listed.indexOf(old.id));
    expect(listed).not.toContain(privateOne.id);
    expect(res.json.data).toMatchObject({ current_page: 1, per_page: 20, from: 1 });
    expect(res.json.data.data[listed.indexOf(fresh.id)]).toMatchObject({
      kind: "editorial",
      owner: null,
      visibility: "public",
      is_mine: false,
      liked: false,
    });
    const one = await call(`${base}?per_page=1&page=2`, { token });
    expect(one.json.data).toMatchObject({ per_page: 1, current_page: 2, from: 2, to: 2 });
    expect(one.json.data.data).toHaveLength(1);
    expect((await call(`${base}?per_page=100`, { token })).status).toBe(422);
    expect((await call(base)).status).toBe(401);
  });

  it("shows details with visible tracks in order; others' private playlists are 404", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const a = await createTrack();
    const b = await createTrack();
    const ownDraft = await createTrack({ publication: "draft", ownerUserId: owner.user.id });
    const playlist = await createPlaylist({
      ownerUserId: owner.user.id,
      visibility: "private",
      trackIds: [b.id, ownDraft.id, a.id],
    });
    const mine = await call(`${base}/${playlist.id}`, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(ids(mine.json.data.tracks)).toEqual([b.id, ownDraft.id, a.id]);
    expect(mine.json.data).toMatchObject({ is_mine: true, owner: { id: owner.user.id, name: "Test User" } });
    expect(mine.json.data.tracks[0].stream_url).toMatch(/^\/api\/v1\/media\/stream\//);

    expect((await call(`${base}/${playlist.id}`, { token: other.token })).status).toBe(404);
    expect((await call(`${base}/play/${playlist.id}`, { method: "POST", token: other.token })).status).toBe(
      404,
    );
    expect((await call(`${base}/like/${playlist.id}`, { method: "POST", token: other.token })).status).toBe(
      404,
    );
    expect((await call(`${base}/pl_missing`, { token: other.token })).status).toBe(404);

    await env.DB.prepare("update playlists set visibility = 'public' where id = ?").bind(playlist.id).run();
    const shared = await call(`${base}/${playlist.id}`, { token: other.token });
    expect(shared.status).toBe(200);
    // The owner's draft stays in the playlist but is not shown to anyone else.
    expect(ids(shared.json.data.tracks)).toEqual([b.id, a.id]);
  });

  it("counts a playlist play once per listener per 30 minutes and lists it as played", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const [t1, t2] = [await createTrack(), await createTrack()];
    const playlist = await createPlaylist({ trackIds: [t1.id, t2.id] });
    const unplayed = await createPlaylist({ trackIds: [t1.id] });

    const first = await call(`${base}/play/${playlist.id}`, { method: "POST", token: a.token });
    expect(first.status).toBe(200);
    expect(first.json.data.playlist).toMatchObject({ id: playlist.id, play_count: 1 });
    expect(ids(first.json.data.tracks)).toEqual([t1.id, t2.id]);
    const again = await call(`${base}/play/${playlist.id}`, { method: "POST", token: a.token });
    expect(again.json.data.playlist.play_count).toBe(1);
    await call(`${base}/play/${playlist.id}`, { method: "POST", token: b.token });
    expect(await dailyPlays(playlist.id)).toEqual({ plays: 2 });

    // The marker is a plays row of the first track with the playlist as context, never a counted track play.
    const marker = await env.DB.prepare(
      "select track_id, listened_ms, counted_at from plays where user_id = ? and context_id = ?",
    )
      .bind(a.user.id, playlist.id)
      .all();
    expect(marker.results).toEqual([{ track_id: t1.id, listened_ms: 0, counted_at: null }]);
    const trackPlays = await env.DB.prepare("select play_count from tracks where id = ?").bind(t1.id).first();
    expect(trackPlays).toEqual({ play_count: 0 });

    // Thirty minutes later it counts again.
    await env.DB.prepare(
      "update plays set created_at = created_at - 1800001 where user_id = ? and context_id = ?",
    )
      .bind(a.user.id, playlist.id)
      .run();
    const later = await call(`${base}/play/${playlist.id}`, { method: "POST", token: a.token });
    expect(later.json.data.playlist.play_count).toBe(3);

    const played = await call(`${base}/played`, { token: a.token });
    expect(played.status).toBe(200);
    expect(ids(played.json.data.data)).toEqual([playlist.id]);
    expect(played.json.data.total).toBe(1);
    expect(ids(played.json.data.data)).not.toContain(unplayed.id);
    expect((await call(`${base}/played?page=2`, { token: a.token })).json.data.data).toEqual([]);
  });

  it("does not count a play of an empty playlist", async () => {
    const { token } = await registerUser();
    const empty = await createPlaylist();
    const res = await call(`${base}/play/${empty.id}`, { method: "POST", token });
    expect(res.json.data).toMatchObject({ playlist: { play_count: 0 }, tracks: [] });
  });

  it("likes and saves idempotently with value, flips without it", async () => {
    const { token } = await registerUser();
    const other = await registerUser();
    const playlist = await createPlaylist();
    const like = (t: string, body?: unknown) =>
      call(`${base}/like/${playlist.id}`, { method: "POST", token: t, ...(body ? { body } : {}) });
    expect((await like(token, { value: true })).json.data).toEqual({ liked: true, like_count: 1 });
    expect((await like(token, { value: true })).json.data).toEqual({ liked: true, like_count: 1 });
    expect((await like(other.token)).json.data).toEqual({ liked: true, like_count: 2 });
    expect((await like(other.token)).json.data).toEqual({ liked: false, like_count: 1 });
    expect((await like(token, { value: "yes" })).status).toBe(422);
    const save = await call(`${base}/save/${playlist.id}`, { method: "POST", token, body: {} });
    expect(save.json.data).toEqual({ saved: true, save_count: 1 });
    const detail = await call(`${base}/${playlist.id}`, { token });
    expect(detail.json.data).toMatchObject({ liked: true, saved: true, like_count: 1, save_count: 1 });
    expect((await call(`${base}/like/${playlist.id}`, { method: "POST" })).status).toBe(401);
  });
});
