import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_PER_PAGE } from "../../kit/pagination";
import { createAlbum, createArtist, createGenre, createTrack } from "../../test-support/catalogue-fixtures";
import { call, registerUser } from "../../test-support/client";
import { epochDay } from "../engagement/plays.rules";
import { TASTE_SIZE } from "./track-lists";

const BASE = "/user/global/music-tracks";
const ids = (res: { json: { data: { data: Array<{ id: string }> } } }) => res.json.data.data.map((t) => t.id);

const first = <T>(query: string, ...binds: unknown[]) =>
  env.DB.prepare(query)
    .bind(...binds)
    .first<T>();
const playCount = async (table: string, id: string) =>
  (await first<{ n: number }>(`select play_count as n from ${table} where id = ?`, id))?.n;
const daily = async (type: string, id: string) =>
  (
    await first<{ n: number }>(
      "select plays as n from daily_plays where subject_type = ? and subject_id = ? and day = ?",
      type,
      id,
      epochDay(Date.now()),
    )
  )?.n ?? 0;
/** Moves a play's start `ms` into the past: listened time is capped at the wall-clock time since it. */
const startedAgo = (playId: string, ms: number) =>
  env.DB.prepare("update plays set created_at = created_at - ? where id = ?").bind(ms, playId).run();

describe("like and save toggles", () => {
  it("sets with a value (idempotent), flips without one, and counts exactly across listeners", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const track = await createTrack();
    for (let i = 0; i < 2; i++) {
      const res = await call(`${BASE}/like/${track.id}`, { token: a.token, body: { value: true } });
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({ liked: true, like_count: 1 });
    }
    expect((await call(`${BASE}/like/${track.id}`, { token: b.token, method: "POST" })).json.data).toEqual({
      liked: true,
      like_count: 2,
    });
    expect((await call(`${BASE}/like/${track.id}`, { token: b.token, method: "POST" })).json.data).toEqual({
      liked: false,
      like_count: 1,
    });
    expect(
      (await call(`${BASE}/like/${track.id}`, { token: b.token, body: { value: false } })).json.data,
    ).toEqual({
      liked: false,
      like_count: 1,
    });
    expect((await call(`${BASE}/save/${track.id}`, { token: a.token, method: "POST" })).json.data).toEqual({
      saved: true,
      save_count: 1,
    });
    const view = await call(`${BASE}/${track.id}`, { token: a.token });
    expect(view.json.data).toMatchObject({ liked: true, saved: true, like_count: 1, save_count: 1 });
    const bad = await call(`${BASE}/like/${track.id}`, { token: a.token, body: { value: "yes" } });
    expect(bad.status).toBe(422);
    expect(bad.json.message.value).toBeDefined();
    expect((await call(`${BASE}/like/${track.id}`, { token: a.token, body: { other: 1 } })).status).toBe(422);
    expect((await call(`${BASE}/follow/${track.id}`, { token: a.token, method: "POST" })).status).toBe(404);
  });
});

describe("liked, played and my-taste lists", () => {
  it("lists liked tracks most recent first, hiding ones that became unlisted", async () => {
    const { token } = await registerUser();
    const [one, two, gone] = [await createTrack(), await createTrack(), await createTrack()];
    for (const t of [one, two, gone]) await call(`${BASE}/like/${t.id}`, { token, body: { value: true } });
    await env.DB.prepare("update reactions set created_at = created_at - 60000 where subject_id = ?")
      .bind(two.id)
      .run();
    await env.DB.prepare("update reactions set created_at = created_at - 120000 where subject_id = ?")
      .bind(one.id)
      .run();
    await env.DB.prepare("update tracks set publication = 'draft' where id = ?").bind(gone.id).run();
    const res = await call(`${BASE}/liked`, { token });
    expect(ids(res)).toEqual([two.id, one.id]);
    expect(res.json.data.total).toBe(2);
    const paged = await call(`${BASE}/liked?per_page=1&page=2`, { token });
    expect(ids(paged)).toEqual([one.id]);
    expect(paged.json.data).toMatchObject({ last_page: 2, from: 2, to: 2 });
  });

  it("lists played tracks newest first, each once", async () => {
    const { token } = await registerUser();
    const [one, two] = [await createTrack(), await createTrack()];
    await call(`${BASE}/play/${one.id}`, { token, body: { listened_ms: 0 } });
    await call(`${BASE}/play/${two.id}`, { token, body: { listened_ms: 0 } });
    await call(`${BASE}/play/${one.id}`, { token, body: { listened_ms: 0 } });
    await env.DB.prepare("update plays set created_at = created_at - 60000 where track_id = ?")
      .bind(two.id)
      .run();
    await env.DB.prepare(
      "update plays set created_at = created_at - 120000 where track_id = ? and created_at = (select min(created_at) from plays where track_id = ?)",
    )
      .bind(one.id, one.id)
      .run();
    const res = await call(`${BASE}/played`, { token });
    expect(ids(res)).toEqual([one.id, two.id]);
    expect(res.json.data.total).toBe(2);
    expect(ids(await call(`${BASE}/played`, { token: (await registerUser()).token }))).toEqual([]);
  });

  it("suggests tracks sharing artist, genre or mood with likes and plays, excluding those and hidden ones", async () => {
    const { token } = await registerUser();
    expect((await call(`${BASE}/my-taste`, { token })).json.data).toMatchObject({ data: [], total: 0 });
    const genre = await createGenre();
    const artist = await createArtist();
    const liked = await createTrack({ artistId: artist.id, genreId: genre.id });
    const played = await createTrack({ artistId: artist.id });
    const sameArtist = await createTrack({ artistId: artist.id, playCount: 5 });
    const sameGenre = await createTrack({ genreId: genre.id, playCount: 9 });
    await createTrack({ artistId: artist.id, publication: "draft" });
    await createTrack({ playCount: 1000 });
    await call(`${BASE}/like/${liked.id}`, { token, body: { value: true } });
    await call(`${BASE}/play/${played.id}`, { token, body: { listened_ms: 0 } });
    const res = await call(`${BASE}/my-taste`, { token });
    expect(ids(res)).toEqual([sameGenre.id, sameArtist.id]);
    expect(res.json.data.total).toBe(2);
  });

  it("offers at most TASTE_SIZE tracks, counting only that far", async () => {
    const { token } = await registerUser();
    const genre = await createGenre();
    const liked = await createTrack({ genreId: genre.id });
    await Promise.all(Array.from({ length: TASTE_SIZE + 5 }, () => createTrack({ genreId: genre.id })));
    await call(`${BASE}/like/${liked.id}`, { token, body: { value: true } });
    const pages = TASTE_SIZE / MAX_PER_PAGE;
    const first = await call(`${BASE}/my-taste?per_page=${MAX_PER_PAGE}`, { token });
    expect(first.json.data).toMatchObject({ total: TASTE_SIZE, last_page: pages });
    const last = await call(`${BASE}/my-taste?per_page=${MAX_PER_PAGE}&page=${pages}`, { token });
    expect(ids(last)).toHaveLength(MAX_PER_PAGE);
    const beyond = await call(`${BASE}/my-taste?per_page=${MAX_PER_PAGE}&page=${pages + 1}`, { token });
    expect(ids(beyond)).toEqual([]);
  });
});

describe("plays", () => {
  it("counts a play once it passes 30 s, once per listener per 30 minutes, with counters and daily_plays", async () => {
    const { token } = await registerUser();
    const artist = await createArtist();
    const album = await createAlbum({ artistId: artist.id });
    const track = await createTrack({ artistId: artist.id, albumId: album.id, durationMs: 180_000 });
    const report = (body: object) => call(`${BASE}/play/${track.id}`, { token, body });

    const start = await report({ listened_ms: 0, context_type: "album", context_id: album.id });
    expect(start.status).toBe(200);
    expect(start.json.data).toEqual({ play_id: expect.any(String), counted: false });
    const playId = start.json.data.play_id;
    expect((await report({ play_id: playId, listened_ms: 29_999 })).json.data.counted).toBe(false);
    expect(await playCount("tracks", track.id)).toBe(0);
    await startedAgo(playId, 120_000);
    expect((await report({ play_id: playId, listened_ms: 30_000 })).json.data).toEqual({
      play_id: playId,
      counted: true,
    });
    expect((await report({ play_id: playId, listened_ms: 90_000 })).json.data.counted).toBe(true);
    for (const [table, type, id] of [
      ["tracks", "track", track.id],
      ["albums", "album", album.id],
      ["artists", "artist", artist.id],
    ] as const) {
      expect(await playCount(table, id), table).toBe(1);
      expect(await daily(type, id), type).toBe(1);
    }
    const row = await first<{ context_type: string; context_id: string; listened_ms: number }>(
      "select context_type, context_id, listened_ms from plays where id = ?",
      playId,
    );
    expect(row).toEqual({ context_type: "album", context_id: album.id, listened_ms: 90_000 });

    // A replay within 30 minutes is a new session but not a new count.
    const replay = await report({ listened_ms: 0 });
    await startedAgo(replay.json.data.play_id, 120_000);
    expect((await report({ play_id: replay.json.data.play_id, listened_ms: 60_000 })).json.data.counted).toBe(
      false,
    );
    expect(await playCount("tracks", track.id)).toBe(1);

    // Once the earlier count is more than 30 minutes old, a new session counts again.
    await env.DB.prepare("update plays set counted_at = counted_at - 1860000 where id = ?")
      .bind(playId)
      .run();
    expect((await report({ play_id: replay.json.data.play_id, listened_ms: 61_000 })).json.data.counted).toBe(
      true,
    );
    expect(await playCount("tracks", track.id)).toBe(2);
    expect(await daily("track", track.id)).toBe(2);
    expect(await daily("album", album.id)).toBe(2);
  });

  it("caps listened time at the wall-clock time since the play started", async () => {
    const { token } = await registerUser();
    const track = await createTrack({ durationMs: 180_000 });
    const report = (body: object) => call(`${BASE}/play/${track.id}`, { token, body });
    const start = await report({ listened_ms: 30_000 });
    expect(start.json.data.counted).toBe(false);
    const playId = start.json.data.play_id;
    const early = await report({ play_id: playId, listened_ms: 30_000 });
    expect(early.json.data.counted).toBe(false);
    expect(await playCount("tracks", track.id)).toBe(0);
    const row = await first<{ listened_ms: number }>("select listened_ms from plays where id = ?", playId);
    expect(row?.listened_ms).toBeLessThan(30_000);

    await startedAgo(playId, 20_000);
    expect((await report({ play_id: playId, listened_ms: 30_000 })).json.data.counted).toBe(false);
    await startedAgo(playId, 10_000);
    expect((await report({ play_id: playId, listened_ms: 30_000 })).json.data.counted).toBe(true);
    expect(await playCount("tracks", track.id)).toBe(1);
  });

  it("keeps listened time monotonic and within the track, and counts short tracks near their end", async () => {
    const { token } = await registerUser();
    const other = await registerUser();
    const short = await createTrack({ durationMs: 10_000 });
    const report = (body: object, t = token) => call(`${BASE}/play/${short.id}`, { token: t, body });
    const start = await report({ listened_ms: 999_999 });
    const playId = start.json.data.play_id;
    expect(start.json.data.counted).toBe(false);
    await startedAgo(playId, 60_000);
    expect((await report({ play_id: playId, listened_ms: 999_999 })).json.data.counted).toBe(true);
    expect(await playCount("tracks", short.id)).toBe(1);
    await report({ play_id: playId, listened_ms: 2_000 });
    const row = await first<{ listened_ms: number }>("select listened_ms from plays where id = ?", playId);
    expect(row?.listened_ms).toBe(10_000);

    const fresh = await createTrack({ durationMs: 10_000 });
    const s = await call(`${BASE}/play/${fresh.id}`, { token, body: { listened_ms: 8_999 } });
    expect(s.json.data.counted).toBe(false);
    await startedAgo(s.json.data.play_id, 60_000);
    const done = await call(`${BASE}/play/${fresh.id}`, {
      token,
      body: { play_id: s.json.data.play_id, listened_ms: 9_000 },
    });
    expect(done.json.data.counted).toBe(true);

    expect((await report({ play_id: playId, listened_ms: 5_000 }, other.token)).status).toBe(404);
    expect(
      (await call(`${BASE}/play/${fresh.id}`, { token, body: { play_id: playId, listened_ms: 1 } })).status,
    ).toBe(404);
    for (const body of [
      {},
      { listened_ms: -1 },
      { listened_ms: 1.5 },
      { listened_ms: 1, context_type: "podcast" },
      { listened_ms: 1, extra: 1 },
    ]) {
      expect((await report(body)).status, JSON.stringify(body)).toBe(422);
    }
  });
});
