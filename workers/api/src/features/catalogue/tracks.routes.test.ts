import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { verifyStreamSignature } from "../../kit/media-urls";
import {
  createAlbum,
  createArtist,
  createGenre,
  createMood,
  createTrack,
} from "../../test-support/catalogue-fixtures";
import { call, registerUser } from "../../test-support/client";
import { epochDay } from "../engagement/plays.rules";

const BASE = "/user/global/music-tracks";
const ids = (res: { json: { data: { data: Array<{ id: string }> } } }) => res.json.data.data.map((t) => t.id);
const minutesAgo = (m: number) => Date.now() - m * 60_000;

describe("music-tracks lists", () => {
  it("lists listed tracks newest or most played first, filtered by genre and mood, with the page shape", async () => {
    const { token } = await registerUser();
    const genre = await createGenre();
    const mood = await createMood();
    const old = await createTrack({ genreId: genre.id, playCount: 50, createdAt: new Date(minutesAgo(60)) });
    const mid = await createTrack({
      genreId: genre.id,
      moodId: mood.id,
      playCount: 5,
      createdAt: new Date(minutesAgo(30)),
    });
    const fresh = await createTrack({ genreId: genre.id, playCount: 10 });
    await createTrack({ genreId: genre.id, publication: "draft" });
    await createTrack({ genreId: genre.id, visibility: "private" });
    await createTrack({ genreId: genre.id, status: 0 });

    const newest = await call(`${BASE}?genre=${genre.id}`, { token });
    expect(newest.status).toBe(200);
    expect(ids(newest)).toEqual([fresh.id, mid.id, old.id]);
    expect(newest.json.data).toMatchObject({
      current_page: 1,
      last_page: 1,
      total: 3,
      from: 1,
      to: 3,
      per_page: 20,
    });

    const popular = await call(`${BASE}?genre=${genre.id}&sort=popular&per_page=2`, { token });
    expect(ids(popular)).toEqual([old.id, fresh.id]);
    expect(popular.json.data).toMatchObject({ last_page: 2, total: 3, from: 1, to: 2, per_page: 2 });
    const second = await call(`${BASE}?genre=${genre.id}&sort=popular&per_page=2&page=2`, { token });
    expect(ids(second)).toEqual([mid.id]);
    expect(second.json.data).toMatchObject({ current_page: 2, from: 3, to: 3 });

    const past = await call(`${BASE}?genre=${genre.id}&page=9`, { token });
    expect(past.status).toBe(200);
    expect(past.json.data).toMatchObject({
      data: [],
      current_page: 9,
      last_page: 1,
      total: 3,
      from: null,
      to: null,
    });

    const moodOnly = await call(`${BASE}?genre=${genre.id}&mood=${mood.id}`, { token });
    expect(ids(moodOnly)).toEqual([mid.id]);
  });

  it("rejects out-of-range paging with field errors and needs a session", async () => {
    const { token } = await registerUser();
    for (const [query, field] of [
      ["page=0", "page"],
      ["page=-3", "page"],
      ["page=abc", "page"],
      ["per_page=51", "per_page"],
      ["per_page=0", "per_page"],
      ["sort=oldest", "sort"],
    ] as const) {
      const res = await call(`${BASE}?${query}`, { token });
      expect(res.status, query).toBe(422);
      expect(res.json.message[field], query).toBeDefined();
    }
    for (const path of ["", "/trending", "/played", "/liked", "/my-taste", "/related?track_id=x", "/trk_x"]) {
      expect((await call(`${BASE}${path}`)).status, path).toBe(401);
    }
    expect((await call(`${BASE}/trending?per_page=99`, { token })).status).toBe(422);
    for (const path of ["/like/x", "/save/x", "/play/x"]) {
      expect((await call(`${BASE}${path}`, { method: "POST", body: { listened_ms: 0 } })).status, path).toBe(
        401,
      );
    }
  });

  it("ranks trending by plays in the last 7 days, then all-time plays", async () => {
    const { token } = await registerUser();
    const today = epochDay(Date.now());
    const hot = await createTrack({ playCount: 1 });
    const warm = await createTrack({ playCount: 2 });
    const classic = await createTrack({ playCount: 9_000_000 });
    const stale = await createTrack({ playCount: 8_000_000 });
    const hidden = await createTrack({ publication: "draft", playCount: 1 });
    const insert = (id: string, day: number, plays: number) =>
      env.DB.prepare(
        "insert into daily_plays (subject_type, subject_id, day, plays) values ('track', ?, ?, ?)",
      )
        .bind(id, day, plays)
        .run();
    await insert(hot.id, today, 900_000);
    await insert(hot.id, today - 6, 100_000);
    await insert(warm.id, today - 1, 800_000);
    await insert(stale.id, today - 7, 5_000_000); // outside the window: only its all-time plays count
    await insert(hidden.id, today, 9_999_999);
    const res = await call(`${BASE}/trending?per_page=50`, { token });
    expect(res.status).toBe(200);
    const order = ids(res);
    expect(order.slice(0, 2)).toEqual([hot.id, warm.id]);
    expect(order).not.toContain(hidden.id);
    const firstWithoutRecent = order.indexOf(classic.id);
    expect(order.indexOf(stale.id)).toBe(firstWithoutRecent + 1);
    expect(res.json.data.total).toBeGreaterThanOrEqual(4);
  });
});

describe("music-tracks details and visibility", () => {
  it("shows a track with lyrics and a playable signed stream URL; drafts and private tracks only to their owner", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const artist = await createArtist({ imageKey: "artists/x.svg" });
    const album = await createAlbum({ artistId: artist.id, coverKey: "covers/albums/a.svg" });
    const track = await createTrack({
      artistId: artist.id,
      albumId: album.id,
      lyrics: "la la la",
      coverKey: "covers/tracks/t.svg",
    });
    const res = await call(`${BASE}/${track.id}`, { token: other.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      id: track.id,
      lyrics: "la la la",
      artist: { id: artist.id, name: artist.name },
      album: { id: album.id, title: album.title },
      cover_art_url: "/api/v1/media/images/covers/tracks/t.svg",
      album_art: "/api/v1/media/images/covers/albums/a.svg",
      image: "/api/v1/media/images/artists/x.svg",
      url: `/music/details/${track.id}`,
      liked: false,
      saved: false,
    });
    const stream = new URL(res.json.data.stream_url, "http://localhost");
    expect(res.json.data.audio_file.audio_url).toBe(res.json.data.stream_url);
    expect(stream.pathname).toBe(`/api/v1/media/stream/${track.id}`);
    const check = await verifyStreamSignature(
      env.MEDIA_SIGNING_KEY ?? "",
      track.id,
      stream.searchParams.get("exp") ?? undefined,
      stream.searchParams.get("sig") ?? undefined,
      Date.now(),
    );
    expect(check).toBe("valid");

    for (const hidden of [
      await createTrack({ ownerUserId: owner.user.id, publication: "draft" }),
      await createTrack({ ownerUserId: owner.user.id, visibility: "private" }),
      await createTrack({ ownerUserId: owner.user.id, status: 0 }),
    ]) {
      const refused = await call(`${BASE}/${hidden.id}`, { token: other.token });
      expect(refused.status).toBe(404);
      expect(refused.json.code).toBe("NOT_FOUND");
      expect((await call(`${BASE}/${hidden.id}`, { token: owner.token })).status).toBe(200);
      expect((await call(`${BASE}/like/${hidden.id}`, { token: other.token, method: "POST" })).status).toBe(
        404,
      );
      expect(
        (await call(`${BASE}/play/${hidden.id}`, { token: other.token, body: { listened_ms: 0 } })).status,
      ).toBe(404);
      expect((await call(`${BASE}/related?track_id=${hidden.id}`, { token: other.token })).status).toBe(404);
    }
    expect((await call(`${BASE}/trk_missing`, { token: other.token })).status).toBe(404);
  });

  it("answers concurrent details of several viewers each with their own flags and visibility", async () => {
    const owner = await registerUser();
    const fan = await registerUser();
    const stranger = await registerUser();
    const open = await createTrack({});
    const draft = await createTrack({ ownerUserId: owner.user.id, publication: "draft" });
    await call(`${BASE}/like/${open.id}`, { token: fan.token, method: "POST" });
    await call(`${BASE}/save/${draft.id}`, { token: owner.token, method: "POST" });
    const asks = [owner, fan, stranger].flatMap((who) =>
      [open, draft, open, { id: "trk_missing" }].map((t) => ({ who, id: t.id })),
    );
    const answers = await Promise.all(asks.map((a) => call(`${BASE}/${a.id}`, { token: a.who.token })));
    const seen = answers.map((res, i) => {
      const ask = asks[i] as (typeof asks)[number];
      return [
        ask.who.user.id,
        ask.id,
        res.status,
        res.json.data?.liked ?? null,
        res.json.data?.saved ?? null,
      ];
    });
    const row = (
      who: { user: { id: string } },
      id: string,
      status: number,
      liked?: boolean,
      saved?: boolean,
    ) => [who.user.id, id, status, liked ?? null, saved ?? null];
    expect(seen).toEqual([
      row(owner, open.id, 200, false, false),
      row(owner, draft.id, 200, false, true),
      row(owner, open.id, 200, false, false),
      row(owner, "trk_missing", 404),
      row(fan, open.id, 200, true, false),
      row(fan, draft.id, 404),
      row(fan, open.id, 200, true, false),
      row(fan, "trk_missing", 404),
      row(stranger, open.id, 200, false, false),
      row(stranger, draft.id, 404),
      row(stranger, open.id, 200, false, false),
      row(stranger, "trk_missing", 404),
    ]);
    expect(answers.find((res) => res.json.data?.id === open.id)?.json.data.like_count).toBe(1);
  });

  it("relates same-artist tracks first, then shared genre and mood, never the track itself or hidden ones", async () => {
    const { token } = await registerUser();
    const genre = await createGenre();
    const mood = await createMood();
    const artist = await createArtist();
    const seed = await createTrack({ artistId: artist.id, genreId: genre.id, moodId: mood.id });
    const sameArtist = await createTrack({ artistId: artist.id, playCount: 1 });
    const both = await createTrack({ genreId: genre.id, moodId: mood.id, playCount: 2 });
    const genreOnly = await createTrack({ genreId: genre.id, playCount: 30 });
    const moodOnly = await createTrack({ moodId: mood.id, playCount: 20 });
    await createTrack({ artistId: artist.id, publication: "draft", playCount: 99 });
    await createTrack({ genreId: genre.id, visibility: "private", playCount: 99 });
    await createTrack({ playCount: 1000 });
    const res = await call(`${BASE}/related?track_id=${seed.id}&limit=10`, { token });
    expect(res.status).toBe(200);
    expect(res.json.data.map((t: { id: string }) => t.id)).toEqual([
      sameArtist.id,
      both.id,
      genreOnly.id,
      moodOnly.id,
    ]);
    const limited = await call(`${BASE}/related?track_id=${seed.id}&limit=2`, { token });
    expect(limited.json.data).toHaveLength(2);
    expect((await call(`${BASE}/related?track_id=${seed.id}&limit=51`, { token })).status).toBe(422);
    expect((await call(`${BASE}/related`, { token })).json.message.track_id).toBeDefined();
  });
});
