import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createGenre, createTrack } from "../../test-support/catalogue-fixtures";
import { call, registerUser } from "../../test-support/client";
import { addDailyPlays, createNonstop, today } from "../../test-support/collection-fixtures";

const base = "/user/global/nonstops";
const ids = (list: { id: string }[]) => list.map((x) => x.id);

describe("non-stop streams", () => {
  it("lists active streams newest first and hides inactive ones everywhere", async () => {
    const { token } = await registerUser();
    const old = await createNonstop({ createdAt: new Date(Date.now() - 60_000) });
    const fresh = await createNonstop();
    const off = await createNonstop({ status: 0 });
    const res = await call(base, { token });
    expect(res.status).toBe(200);
    const listed = ids(res.json.data.data);
    expect(listed.indexOf(fresh.id)).toBeLessThan(listed.indexOf(old.id));
    expect(listed).not.toContain(off.id);
    expect(res.json.data.data[listed.indexOf(fresh.id)]).toMatchObject({
      title: fresh.title,
      genre: null,
      mood: null,
      track_count: 0,
      liked: false,
      saved: false,
    });
    expect((await call(`${base}/${off.id}`, { token })).status).toBe(404);
    expect((await call(`${base}/play/${off.id}`, { method: "POST", token })).status).toBe(404);
    expect((await call(`${base}/save/${off.id}`, { method: "POST", token })).status).toBe(404);
    expect((await call(`${base}?page=-1`, { token })).status).toBe(422);
    expect((await call(base)).status).toBe(401);
    expect((await call(`${base}/trending`)).status).toBe(401);
  });

  it("shows a stream's listed tracks in order with its genre", async () => {
    const { token } = await registerUser();
    const genre = await createGenre();
    const [a, b] = [await createTrack(), await createTrack()];
    const hidden = await createTrack({ visibility: "private" });
    const nonstop = await createNonstop({ trackIds: [b.id, hidden.id, a.id] });
    await env.DB.prepare("update nonstops set genre_id = ? where id = ?").bind(genre.id, nonstop.id).run();
    const res = await call(`${base}/${nonstop.id}`, { token });
    expect(res.status).toBe(200);
    expect(ids(res.json.data.tracks)).toEqual([b.id, a.id]);
    expect(res.json.data.genre).toEqual({ id: genre.id, title: genre.title });
  });

  it("ranks trending by this week's plays, then all-time plays", async () => {
    const { token } = await registerUser();
    const allTime = await createNonstop({ playCount: 900_000 });
    const hot = await createNonstop({ playCount: 1 });
    const warm = await createNonstop({ playCount: 2 });
    const stale = await createNonstop({ playCount: 3 });
    await addDailyPlays("nonstop", hot.id, today(), 40);
    await addDailyPlays("nonstop", warm.id, today() - 6, 10);
    await addDailyPlays("nonstop", stale.id, today() - 8, 500);
    const res = await call(`${base}/trending?per_page=3`, { token });
    expect(res.status).toBe(200);
    expect(ids(res.json.data.data)).toEqual([hot.id, warm.id, allTime.id]);
    const next = await call(`${base}/trending?per_page=3&page=2`, { token });
    expect(ids(next.json.data.data)).not.toContain(hot.id);
    expect(ids(next.json.data.data)).toContain(stale.id);
  });

  it("plays a stream once per listener per 30 minutes and toggles like/save", async () => {
    const { token } = await registerUser();
    const t = await createTrack();
    const nonstop = await createNonstop({ trackIds: [t.id] });
    const play = () => call(`${base}/play/${nonstop.id}`, { method: "POST", token });
    const first = await play();
    expect(first.status).toBe(200);
    expect(first.json.data.nonstop.play_count).toBe(1);
    expect(ids(first.json.data.tracks)).toEqual([t.id]);
    expect((await play()).json.data.nonstop.play_count).toBe(1);

    const like = await call(`${base}/like/${nonstop.id}`, { method: "POST", token, body: { value: true } });
    expect(like.json.data).toEqual({ liked: true, like_count: 1 });
    const unlike = await call(`${base}/like/${nonstop.id}`, {
      method: "POST",
      token,
      body: { value: false },
    });
    expect(unlike.json.data).toEqual({ liked: false, like_count: 0 });
    const unlikeAgain = await call(`${base}/like/${nonstop.id}`, {
      method: "POST",
      token,
      body: { value: false },
    });
    expect(unlikeAgain.json.data).toEqual({ liked: false, like_count: 0 });
    const save = await call(`${base}/save/${nonstop.id}`, { method: "POST", token });
    expect(save.json.data).toEqual({ saved: true, save_count: 1 });
  });
});
