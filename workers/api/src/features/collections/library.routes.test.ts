import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createTrack } from "../../test-support/catalogue-fixtures";
import { call, registerUser, registerVerifiedUser } from "../../test-support/client";
import { MAX_PLAYLIST_TRACKS } from "./library.contract";

const post = (path: string, token: string | undefined, body: unknown = {}) =>
  call(`/user/library/playlists${path}`, { method: "POST", token, body });

async function newPlaylist(token: string, body: Record<string, unknown> = { title: "Road trip" }) {
  const res = await post("/create", token, body);
  expect(res.status).toBe(201);
  return res.json.data as { id: string; track_count: number; duration_ms: number };
}

async function order(playlistId: string) {
  const { results } = await env.DB.prepare(
    "select track_id, position from playlist_tracks where playlist_id = ? order by position",
  )
    .bind(playlistId)
    .all<{ track_id: string; position: number }>();
  return results;
}

describe("library playlists", () => {
  it("creates a private playlist by default, lists mine only, and validates the body", async () => {
    const { token } = await registerUser();
    const other = await registerUser();
    const created = await newPlaylist(token, { title: "  Focus  ", description: "Deep work" });
    expect(created).toMatchObject({
      title: "Focus",
      description: "Deep work",
      visibility: "private",
      kind: "user",
      track_count: 0,
      duration_ms: 0,
      is_mine: true,
      liked: false,
    });
    await newPlaylist(other.token);
    const mine = await call("/user/library/playlists", { token });
    expect(mine.status).toBe(200);
    expect(mine.json.data).toMatchObject({
      total: 1,
      current_page: 1,
      last_page: 1,
      from: 1,
      to: 1,
      per_page: 20,
    });
    expect(mine.json.data.data[0].id).toBe(created.id);

    const bad = await post("/create", token, {
      title: "",
      description: "x".repeat(501),
      visibility: "secret",
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.message).sort()).toEqual(["description", "title", "visibility"]);
    expect((await post("/create", token, { title: "x".repeat(101) })).status).toBe(422);
    expect(
      (await post("/create", token, { title: "ok", owner_user_id: "usr_x" })).json.message.owner_user_id,
    ).toBeDefined();
    expect((await post("/create", undefined, { title: "No session" })).status).toBe(401);
    expect((await call("/user/library/playlists")).status).toBe(401);
  });

  it("pages my playlists and answers past the end with an empty page", async () => {
    const { token } = await registerUser();
    for (const title of ["a", "b", "c"]) await newPlaylist(token, { title });
    const first = await call("/user/library/playlists?per_page=2", { token });
    expect(first.json.data).toMatchObject({ total: 3, last_page: 2, from: 1, to: 2 });
    expect(first.json.data.data.map((p: { title: string }) => p.title)).toEqual(["c", "b"]);
    const second = await call("/user/library/playlists?per_page=2&page=2", { token });
    expect(second.json.data).toMatchObject({ from: 3, to: 3 });
    const beyond = await call("/user/library/playlists?per_page=2&page=9", { token });
    expect(beyond.json.data).toMatchObject({ data: [], from: null, to: null, total: 3 });
    expect((await call("/user/library/playlists?per_page=51", { token })).status).toBe(422);
    expect((await call("/user/library/playlists?per_page=0", { token })).status).toBe(422);
  });

  it("updates and deletes only the owner's playlists; others get 404", async () => {
    const { token } = await registerVerifiedUser();
    const other = await registerUser();
    const playlist = await newPlaylist(token);
    const renamed = await post(`/update/${playlist.id}`, token, { title: "Renamed", visibility: "public" });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data).toMatchObject({ title: "Renamed", visibility: "public" });
    expect((await post(`/update/${playlist.id}`, token, {})).status).toBe(422);
    expect((await post(`/update/${playlist.id}`, other.token, { title: "Mine now" })).status).toBe(404);
    expect((await post(`/delete/${playlist.id}`, other.token)).status).toBe(404);
    expect((await post("/update/pl_missing", token, { title: "x" })).status).toBe(404);
    expect((await post(`/delete/${playlist.id}`, token)).status).toBe(200);
    expect((await post(`/delete/${playlist.id}`, token)).status).toBe(404);
  });

  it("adds tracks at dense positions with exact totals, refuses duplicates and unseen tracks", async () => {
    const { token, user } = await registerUser();
    const other = await registerUser();
    const playlist = await newPlaylist(token);
    const a = await createTrack({ durationMs: 100_000 });
    const b = await createTrack({ durationMs: 50_000 });
    const draft = await createTrack({ publication: "draft" });
    const myDraft = await createTrack({ publication: "draft", ownerUserId: user.id, durationMs: 1_000 });

    const added = await post(`/tracks/add/${playlist.id}`, token, { track_id: a.id });
    expect(added.status).toBe(200);
    expect(added.json.data).toMatchObject({ track_count: 1, duration_ms: 100_000 });
    await post(`/tracks/add/${playlist.id}`, token, { track_id: b.id });
    const mine = await post(`/tracks/add/${playlist.id}`, token, { track_id: myDraft.id });
    expect(mine.json.data).toMatchObject({ track_count: 3, duration_ms: 151_000 });

    const again = await post(`/tracks/add/${playlist.id}`, token, { track_id: a.id });
    expect(again.status).toBe(409);
    expect((await post(`/tracks/add/${playlist.id}`, token, { track_id: draft.id })).status).toBe(422);
    expect((await post(`/tracks/add/${playlist.id}`, token, {})).status).toBe(422);
    expect((await post(`/tracks/add/${playlist.id}`, other.token, { track_id: b.id })).status).toBe(404);
    expect(await order(playlist.id)).toEqual([
      { track_id: a.id, position: 0 },
      { track_id: b.id, position: 1 },
      { track_id: myDraft.id, position: 2 },
    ]);
  });

  it("removes a track, closing the gap, and keeps totals exact", async () => {
    const { token } = await registerUser();
    const playlist = await newPlaylist(token);
    const tracks = [
      await createTrack({ durationMs: 1_000 }),
      await createTrack({ durationMs: 2_000 }),
      await createTrack({ durationMs: 4_000 }),
    ];
    for (const t of tracks) await post(`/tracks/add/${playlist.id}`, token, { track_id: t.id });
    const removed = await post(`/tracks/remove/${playlist.id}`, token, { track_id: tracks[1]!.id });
    expect(removed.status).toBe(200);
    expect(removed.json.data).toMatchObject({ track_count: 2, duration_ms: 5_000 });
    expect(await order(playlist.id)).toEqual([
      { track_id: tracks[0]!.id, position: 0 },
      { track_id: tracks[2]!.id, position: 1 },
    ]);
    expect((await post(`/tracks/remove/${playlist.id}`, token, { track_id: tracks[1]!.id })).status).toBe(
      404,
    );
    // Re-adding after a removal appends after the last dense position.
    await post(`/tracks/add/${playlist.id}`, token, { track_id: tracks[1]!.id });
    expect((await order(playlist.id)).map((r) => r.position)).toEqual([0, 1, 2]);
  });

  it("reorders only with exactly the playlist's tracks", async () => {
    const { token } = await registerUser();
    const other = await registerUser();
    const playlist = await newPlaylist(token);
    const [a, b, c] = [await createTrack(), await createTrack(), await createTrack()];
    for (const t of [a, b, c]) await post(`/tracks/add/${playlist.id}`, token, { track_id: t!.id });

    const ok = await post(`/tracks/reorder/${playlist.id}`, token, { track_ids: [c!.id, a!.id, b!.id] });
    expect(ok.status).toBe(200);
    expect(await order(playlist.id)).toEqual([
      { track_id: c!.id, position: 0 },
      { track_id: a!.id, position: 1 },
      { track_id: b!.id, position: 2 },
    ]);
    for (const track_ids of [
      [c!.id, a!.id],
      [c!.id, a!.id, a!.id],
      [c!.id, a!.id, b!.id, "trk_other"],
      [c!.id, a!.id, "trk_other"],
    ]) {
      const bad = await post(`/tracks/reorder/${playlist.id}`, token, { track_ids });
      expect(bad.status, JSON.stringify(track_ids)).toBe(422);
      expect(bad.json.message.track_ids).toBeDefined();
    }
    expect((await post(`/tracks/reorder/${playlist.id}`, token, { track_ids: "a" })).status).toBe(422);
    expect(
      (await post(`/tracks/reorder/${playlist.id}`, other.token, { track_ids: [a!.id, b!.id, c!.id] }))
        .status,
    ).toBe(404);
    expect((await order(playlist.id)).map((r) => r.track_id)).toEqual([c!.id, a!.id, b!.id]);
  });

  it("a reorder after a track left the catalogue closes the gap and corrects the totals", async () => {
    const { token } = await registerUser();
    const playlist = await newPlaylist(token);
    const [a, b, c] = [
      await createTrack({ durationMs: 1_000 }),
      await createTrack({ durationMs: 2_000 }),
      await createTrack({ durationMs: 4_000 }),
    ];
    for (const t of [a, b, c]) await post(`/tracks/add/${playlist.id}`, token, { track_id: t.id });
    await env.DB.prepare("delete from tracks where id = ?").bind(b.id).run();
    const res = await post(`/tracks/reorder/${playlist.id}`, token, { track_ids: [c.id, a.id] });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ track_count: 2, duration_ms: 5_000 });
    expect(await order(playlist.id)).toEqual([
      { track_id: c.id, position: 0 },
      { track_id: a.id, position: 1 },
    ]);
  });

  it("parallel adds to an almost full playlist cannot pass the cap", async () => {
    const { token } = await registerUser();
    const playlist = await newPlaylist(token);
    const template = await createTrack();
    // One short of the cap, seeded straight in SQL: copies of one track under new ids, all in the playlist.
    const seeded = MAX_PLAYLIST_TRACKS - 1;
    await env.DB.batch([
      env.DB.prepare(
        `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
         insert into tracks (id, title, artist_id, duration_ms, audio_key, audio_content_type, audio_size,
           publication, visibility, status, created_at, updated_at)
         select 'trk_cap_' || i, title, artist_id, duration_ms, audio_key, audio_content_type, audio_size,
           publication, visibility, status, created_at, updated_at
         from tracks, n where tracks.id = ?`,
      ).bind(seeded, template.id),
      env.DB.prepare(
        `insert into playlist_tracks (playlist_id, track_id, position, added_at)
         select ?, id, cast(substr(id, 9) as integer) - 1, 0 from tracks where id like 'trk_cap_%'`,
      ).bind(playlist.id),
      env.DB.prepare("update playlists set track_count = ? where id = ?").bind(seeded, playlist.id),
    ]);
    const extra = await Promise.all(Array.from({ length: 5 }, () => createTrack()));
    const answers = await Promise.all(
      extra.map((t) => post(`/tracks/add/${playlist.id}`, token, { track_id: t.id })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 422, 422, 422, 422]);
    for (const r of answers.filter((a) => a.status === 422)) {
      expect(r.json.message.track_id).toEqual([`A playlist holds at most ${MAX_PLAYLIST_TRACKS} tracks.`]);
    }
    const rows = await order(playlist.id);
    expect(rows).toHaveLength(MAX_PLAYLIST_TRACKS);
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i));
    const stored = await env.DB.prepare("select track_count from playlists where id = ?")
      .bind(playlist.id)
      .first<{ track_count: number }>();
    expect(stored?.track_count).toBe(MAX_PLAYLIST_TRACKS);
  });
});
