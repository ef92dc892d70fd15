import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { d1Batch } from "../../kit/d1-batch";
import { testDb } from "../../test-support/catalogue-fixtures";
import { call, registerUser } from "../../test-support/client";
import { createPlaylist } from "../../test-support/collection-fixtures";
import {
  countPlayAt,
  creatorWithCatalogue,
  insertCountedPlays,
  insertListeners,
  listenerIn,
  noonOf,
  today,
} from "../../test-support/metrics-fixtures";
import { forgetSubjectStatements } from "../engagement/forget";
import { isoDay } from "./metrics.rules";

const TRACKS = "/creator/music-tracks/metrics";
const ALBUMS = "/creator/music-albums/metrics";
type Point = {
  date: string;
  plays: number;
  listeners: number;
  likes: number;
  saves: number;
  follows: number;
};
const point = (res: { json: { data: { series: Point[] } } }, day: number) =>
  res.json.data.series.find((p) => p.date === isoDay(day));

describe("metrics of counted plays", () => {
  it("counts listeners exactly across days: each day in the series, once in the window, none before it", async () => {
    const creator = await creatorWithCatalogue();
    const [a, b, c] = [await listenerIn("UG"), await listenerIn("ke"), await listenerIn(null)];
    const t = today();
    const playlist = await createPlaylist({ title: "Kampala nights", trackIds: [creator.track.id] });
    await countPlayAt(a.token, creator.track.id, noonOf(t - 2), {
      context_type: "playlist",
      context_id: playlist.id,
    });
    await countPlayAt(a.token, creator.track.id, noonOf(t - 1), {
      context_type: "playlist",
      context_id: playlist.id,
    });
    await countPlayAt(b.token, creator.track.id, noonOf(t - 1), { context_type: "search" });
    await countPlayAt(a.token, creator.track.id, noonOf(t) - 3_600_000 * 11); // today, 01:00 UTC
    await countPlayAt(c.token, creator.track.id, noonOf(t - 7)); // before the 7-day window

    const week = await call(`${TRACKS}/${creator.track.id}?window=7`, { token: creator.token });
    expect(week.status).toBe(200);
    expect(week.json.data).toMatchObject({ window: "7", from: isoDay(t - 6), to: isoDay(t) });
    expect(week.json.data.series).toHaveLength(7);
    expect(point(week, t - 2)).toEqual({
      date: isoDay(t - 2),
      plays: 1,
      listeners: 1,
      likes: 0,
      saves: 0,
      follows: null,
    });
    expect(point(week, t - 1)).toMatchObject({ plays: 2, listeners: 2 });
    expect(point(week, t)).toMatchObject({ plays: 1, listeners: 1 });
    expect(point(week, t - 3)).toMatchObject({ plays: 0, listeners: 0 });
    // a on three days and b once: two listeners, not four; c (day -7) is outside the window.
    expect(week.json.data.totals).toEqual({ plays: 4, listeners: 2, likes: 0, saves: 0, follows: null });
    expect(week.json.data.top_countries).toEqual([
      { country: "UG", plays: 3 },
      { country: "KE", plays: 1 },
    ]);
    expect(week.json.data.top_sources).toEqual([
      { type: "playlist", id: playlist.id, title: "Kampala nights", plays: 2 },
      { type: "direct", id: "", title: "Direct", plays: 1 },
      { type: "search", id: "", title: "Search", plays: 1 },
    ]);

    const month = await call(`${TRACKS}/${creator.track.id}`, { token: creator.token });
    expect(month.json.data).toMatchObject({ window: "28", from: isoDay(t - 27) });
    expect(month.json.data.totals).toMatchObject({ plays: 5, listeners: 3 });
    expect(month.json.data.top_countries).toContainEqual({ country: "ZZ", plays: 1 });

    // The album and the creator's catalogue (their artist) count the same plays and listeners.
    const album = await call(`${ALBUMS}/${creator.album.id}?window=7`, { token: creator.token });
    expect(album.json.data.totals).toEqual({ plays: 4, listeners: 2, likes: 0, saves: 0, follows: 0 });
    const catalogue = await call(`${TRACKS}?window=7`, { token: creator.token });
    expect(catalogue.status).toBe(200);
    expect(catalogue.json.data.totals).toMatchObject({ plays: 4, listeners: 2 });
    expect(catalogue.json.data.top_tracks).toEqual([
      { id: creator.track.id, title: creator.track.title, plays: 4 },
    ]);
    expect(catalogue.json.data.series).toHaveLength(7);
  });

  it("records a play from search without an id and refuses an id with it", async () => {
    const creator = await creatorWithCatalogue();
    const { token } = await registerUser();
    const path = `/user/global/music-tracks/play/${creator.track.id}`;
    const bad = await call(path, {
      token,
      body: { listened_ms: 0, context_type: "search", context_id: "x" },
    });
    expect(bad.status).toBe(422);
    expect(bad.json.message.context_id).toBeDefined();
    const ok = await call(path, { token, body: { listened_ms: 0, context_type: "search" } });
    const row = await env.DB.prepare("select context_type, context_id from plays where id = ?")
      .bind(ok.json.data.play_id)
      .first();
    expect(row).toEqual({ context_type: "search", context_id: null });
  });

  it("keeps the rows exact when the seed inserts counted history out of order, and re-runs", async () => {
    const creator = await creatorWithCatalogue();
    const [x, y] = await insertListeners(2);
    const t = today();
    const history = [
      { userId: x as string, trackId: creator.track.id, at: noonOf(t) },
      { userId: x as string, trackId: creator.track.id, at: noonOf(t - 3) }, // older, inserted later
      { userId: x as string, trackId: creator.track.id, at: noonOf(t - 3) + 3_600_000 }, // same day again
      { userId: y as string, trackId: creator.track.id, at: noonOf(t - 3) },
    ];
    await insertCountedPlays(history);
    // A re-run of the seed: every row is ignored, so no trigger fires.
    await env.DB.prepare("insert or ignore into plays select * from plays where track_id = ?")
      .bind(creator.track.id)
      .run();
    const res = await call(`${TRACKS}/${creator.track.id}?window=7`, { token: creator.token });
    expect(point(res, t - 3)).toMatchObject({ plays: 3, listeners: 2 });
    expect(point(res, t)).toMatchObject({ plays: 1, listeners: 1 });
    expect(res.json.data.totals.listeners).toBe(2);
    const rows = await env.DB.prepare(
      "select day, listeners, last_listeners from daily_metrics where subject_type = 'track' and subject_id = ? order by day",
    )
      .bind(creator.track.id)
      .all();
    expect(rows.results).toEqual([
      { day: t - 3, listeners: 2, last_listeners: 1 },
      { day: t, listeners: 1, last_listeners: 1 },
    ]);
  });
});

describe("reaction metrics", () => {
  it("moves likes, saves and follows of the day with each toggle", async () => {
    const creator = await creatorWithCatalogue();
    const fan = await registerUser();
    const other = await registerUser();
    const like = (token: string, value: boolean) =>
      call(`/user/global/music-tracks/like/${creator.track.id}`, { token, body: { value } });
    await like(fan.token, true);
    await like(other.token, true);
    await like(other.token, false);
    await call(`/user/global/music-tracks/save/${creator.track.id}`, {
      token: fan.token,
      body: { value: true },
    });
    for (const value of [true, false, true]) {
      await call(`/user/global/albums/follow/${creator.album.id}`, { token: fan.token, body: { value } });
    }
    const track = await call(`${TRACKS}/${creator.track.id}?window=7`, { token: creator.token });
    expect(track.json.data.totals).toEqual({ plays: 0, listeners: 0, likes: 1, saves: 1, follows: null });
    expect(point(track, today())).toMatchObject({ likes: 1, saves: 1, follows: null });
    const album = await call(`${ALBUMS}/${creator.album.id}?window=7`, { token: creator.token });
    expect(album.json.data.totals).toMatchObject({ likes: 0, saves: 0, follows: 1 });
  });
});

describe("forgetting a subject", () => {
  it("deletes its metric rows with its reactions (whose delete trigger writes today's row first)", async () => {
    const creator = await creatorWithCatalogue();
    const fan = await listenerIn("UG");
    await countPlayAt(fan.token, creator.track.id, noonOf(today() - 1), { context_type: "search" });
    await call(`/user/global/music-tracks/like/${creator.track.id}`, {
      token: fan.token,
      body: { value: true },
    });
    const left = async () => {
      const counts = [];
      for (const table of ["daily_metrics", "listener_days", "daily_play_countries", "daily_play_sources"]) {
        const row = await env.DB.prepare(
          `select count(*) as n from ${table} where subject_type = 'track' and subject_id = ?`,
        )
          .bind(creator.track.id)
          .first<{ n: number }>();
        counts.push(row?.n);
      }
      return counts;
    };
    expect(await left()).toEqual([2, 1, 1, 1]);
    const db = testDb();
    await d1Batch(db, [...forgetSubjectStatements(db, "track", creator.track.id)]);
    expect(await left()).toEqual([0, 0, 0, 0]);
  });
});

describe("metric windows", () => {
  it("bounds 7, 28, 90 and all time by UTC day, and refuses another window", async () => {
    const creator = await creatorWithCatalogue();
    const t = today();
    const ago = [0, 6, 7, 27, 28, 89, 90, 400];
    const users = await insertListeners(ago.length);
    await insertCountedPlays(
      ago.map((d, i) => ({ userId: users[i] as string, trackId: creator.track.id, at: noonOf(t - d) })),
    );
    const totals = async (window: string) => {
      const res = await call(`${TRACKS}/${creator.track.id}?window=${window}`, { token: creator.token });
      expect(res.status).toBe(200);
      return res.json.data;
    };
    expect((await totals("7")).totals).toMatchObject({ plays: 2, listeners: 2 });
    expect((await totals("28")).totals.listeners).toBe(4);
    const quarter = await totals("90");
    expect(quarter.totals.listeners).toBe(6);
    expect(quarter.series).toHaveLength(90);
    const all = await totals("all");
    expect(all.totals).toMatchObject({ plays: 8, listeners: 8 });
    expect(all).toMatchObject({ from: isoDay(t - 400), to: isoDay(t) });
    expect(all.series).toHaveLength(401);
    for (const bad of ["30", "0", "week"]) {
      const res = await call(`${TRACKS}/${creator.track.id}?window=${bad}`, { token: creator.token });
      expect(res.status).toBe(422);
      expect(res.json.message.window).toBeDefined();
    }
  });
});

describe("metrics ownership", () => {
  it("answers 404 for another creator's or an unknown track or album, and needs the creator role", async () => {
    const owner = await creatorWithCatalogue();
    const rival = await creatorWithCatalogue();
    for (const path of [
      `${TRACKS}/${owner.track.id}`,
      `${ALBUMS}/${owner.album.id}`,
      `${TRACKS}/trk_nope`,
      `${ALBUMS}/alb_nope`,
    ]) {
      expect((await call(path, { token: rival.token })).status).toBe(404);
    }
    expect((await call(`${ALBUMS}/${owner.album.id}`, { token: owner.token })).status).toBe(200);
    const listener = await registerUser();
    expect((await call(TRACKS, { token: listener.token })).status).toBe(403);
    expect((await call(TRACKS)).status).toBe(401);
  });

  it("adds the creator's figures to the account metrics, and null for other accounts", async () => {
    const creator = await creatorWithCatalogue();
    const fan = await listenerIn("UG");
    await countPlayAt(fan.token, creator.track.id, noonOf(today() - 1));
    const mine = await call("/promoter_creator/metrics", { token: creator.token, method: "POST" });
    expect(mine.json.data.creator).toEqual({ tracks: 1, albums: 1, plays: 1, listeners: 1 });
    const theirs = await call("/promoter_creator/metrics", { token: fan.token, method: "POST" });
    expect(theirs.status).toBe(200);
    expect(theirs.json.data.creator).toBeNull();
  });
});
