import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, registerVerifiedUser } from "../../test-support/client";
import {
  approveListing,
  createSong,
  LYRICS,
  songBody,
  songBuyer,
  songwriter,
} from "../../test-support/song-fixtures";

/*
 * The songwriter's written songs on real D1 (spec §7 `writer/written_songs`, issue #35): who may write,
 * what a song must hold, co-writers' consent, offering it for sale through moderation, and deletion.
 */

const post = (path: string, token: string, body: unknown = {}) =>
  call(`/creator/writer/written_songs${path}`, { token, body });

describe("writer/written_songs", () => {
  it("is for songwriters only: a listener or another creator gets 403", async () => {
    const listener = await registerVerifiedUser();
    expect((await call("/creator/writer/written_songs/list", { token: listener.token })).status).toBe(403);
    const artist = await songBuyer(0);
    const made = await post(
      "/create",
      artist.token,
      songBody({ writers: [{ user_id: artist.user.id, split: 100 }] }),
    );
    expect(made.status).toBe(403);
    expect((await call("/creator/writer/written_songs/stats", { token: artist.token })).status).toBe(403);
  });

  it("refuses bad input field by field, and writes nothing", async () => {
    const w = await songwriter();
    const co = await songwriter();
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          writers: [
            { user_id: w.user.id, split: 60 },
            { user_id: co.user.id, split: 30 },
          ],
        },
        "writers",
      ],
      [{ writers: [{ user_id: co.user.id, split: 100 }] }, "writers"],
      [
        {
          writers: [
            { user_id: w.user.id, split: 50.5 },
            { user_id: co.user.id, split: 49.5 },
          ],
        },
        "writers.0.split",
      ],
      [
        {
          writers: [
            { user_id: w.user.id, split: 50 },
            { email: "nobody@example.test", split: 50 },
          ],
        },
        "writers.1.email",
      ],
      [
        {
          writers: [
            { user_id: w.user.id, split: 50 },
            { user_id: w.user.id, split: 50 },
          ],
        },
        "writers.1.user_id",
      ],
      [{ min_bid: 50 }, "min_bid"],
      [{ min_bid: 10.5 }, "min_bid"],
      [{ asking_price: 500, min_bid: 1_000 }, "asking_price"],
      [{ asking_price: 1e12 }, "asking_price"],
      [{ lyrics: "x".repeat(20_001) }, "lyrics"],
      [{ title: " " }, "title"],
      [{ genre_id: "gen_missing" }, "genre_id"],
      [{ surprise: true }, "surprise"],
    ];
    for (const [overrides, field] of cases) {
      const res = await post(
        "/create",
        w.token,
        songBody({ writers: [{ user_id: w.user.id, split: 100 }], ...overrides }),
      );
      expect(res.status, JSON.stringify(overrides)).toBe(422);
      expect(Object.keys(res.json.message ?? {}), JSON.stringify(res.json)).toContain(field);
    }
    const list = await call("/creator/writer/written_songs/list", { token: w.token });
    expect(list.json.data.total).toBe(0);
  });

  it("credits co-writers by id or e-mail, who consent before the market shows the song", async () => {
    const w = await songwriter("Owner");
    const listener = await registerVerifiedUser({ name: "Just Listening" });
    const refused = await post(
      "/create",
      w.token,
      songBody({
        writers: [
          { user_id: w.user.id, split: 50 },
          { user_id: listener.user.id, split: 50 },
        ],
      }),
    );
    expect(refused.json.message["writers.1.user_id"]).toEqual([
      "Just Listening is not a songwriter on Ngoma yet: they need the Songwriter upgrade.",
    ]);
    const co = await songwriter("Co Writer");
    const song = await createSong(w.token, w.user.id, {}, [
      { user_id: w.user.id, split: 60 },
      { email: co.user.email.toUpperCase(), split: 40 },
    ]);
    const read = await call(`/creator/writer/written_songs/${song.id}`, { token: w.token });
    expect(read.json.data.rights).toMatchObject({ clear: false });
    expect(read.json.data.rights.writers).toEqual([
      expect.objectContaining({ user_id: w.user.id, split: 60, consent: "accepted", is_owner: true }),
      expect.objectContaining({ user_id: co.user.id, split: 40, consent: "pending", is_owner: false }),
    ]);
    expect(read.json.data.rights.reasons).toEqual(["Waiting for Co Writer to accept their 40% credit."]);

    // Offered and approved, it still waits for the co-writer's consent.
    expect((await post(`/status/${song.id}`, w.token, { status: 1 })).json.msg).toBe("Song Activated");
    await approveListing(song.id);
    const buyer = await songBuyer(0);
    expect((await call(`/creator/songs/marketplace/${song.id}`, { token: buyer.token })).status).toBe(404);

    // The co-writer sees the credit waiting on their dashboard and accepts it.
    const waiting = await call("/creator/writer/written_songs/stats", { token: co.token });
    expect(waiting.json.data.awaiting_consent).toEqual([
      { song_id: song.id, title: song.title, owner: { id: w.user.id, name: "Owner" }, split: 40 },
    ]);
    expect((await post(`/consent/${song.id}`, w.token, { accept: false })).status).toBe(409);
    const accepted = await post(`/consent/${song.id}`, co.token, { accept: true });
    expect(accepted.status).toBe(200);
    expect(accepted.json.data).toMatchObject({ on_market: true, rights: { clear: true, reasons: [] } });
    const rights = await call("/creator/songs/marketplace/check_rights", {
      token: w.token,
      body: { song_id: song.id },
    });
    expect(rights.json.data.clear).toBe(true);

    // New splits ask again: the song leaves the market until the co-writer answers.
    const resplit = await post(`/update/${song.id}`, w.token, {
      writers: [
        { user_id: w.user.id, split: 50 },
        { user_id: co.user.id, split: 50 },
      ],
    });
    expect(resplit.status).toBe(200);
    expect(resplit.json.data).toMatchObject({ on_market: false });
    expect(resplit.json.data.rights.writers[1].consent).toBe("pending");
    const declined = await post(`/consent/${song.id}`, co.token, { accept: false });
    expect(declined.json.data.rights.reasons[0]).toMatch(/declined their 50% credit/);
    // The co-writer reads the song but cannot change it; a stranger cannot see it.
    expect((await post(`/update/${song.id}`, co.token, { title: "Mine" })).status).toBe(403);
    const stranger = await songwriter();
    expect((await call(`/creator/writer/written_songs/${song.id}`, { token: stranger.token })).status).toBe(
      404,
    );
    expect(
      (
        await call("/creator/songs/marketplace/check_rights", {
          token: stranger.token,
          body: { song_id: song.id },
        })
      ).status,
    ).toBe(404);
  });

  it("sends new words back to moderation, and lists the writer's songs with filters", async () => {
    const w = await songwriter();
    const tag = crypto.randomUUID().slice(0, 8);
    const song = await createSong(w.token, w.user.id, { title: `Dawn ${tag}` });
    await createSong(w.token, w.user.id, { title: `Dusk ${tag}` });
    await post(`/status/${song.id}`, w.token, { status: 1 });
    await approveListing(song.id);
    expect(
      (await call(`/creator/writer/written_songs/${song.id}`, { token: w.token })).json.data,
    ).toMatchObject({
      on_market: true,
      listing: { approval: "approved" },
    });
    const priced = await post(`/update/${song.id}`, w.token, { min_bid: 2_000 });
    expect(priced.json.data).toMatchObject({
      on_market: true,
      min_bid: 2_000,
      listing: { approval: "approved" },
    });
    const reworded = await post(`/update/${song.id}`, w.token, { lyrics: `${LYRICS}\nA new verse` });
    expect(reworded.json.data).toMatchObject({ on_market: false, listing: { approval: "pending" } });

    const active = await call(`/creator/writer/written_songs/list?q=${tag}&status=1`, { token: w.token });
    expect(active.json.data.data.map((s: { id: string }) => s.id)).toEqual([song.id]);
    const all = await call(`/creator/writer/written_songs?q=${tag}`, { token: w.token });
    expect(all.json.data.total).toBe(2);
  });

  it("withdraws and deletes a song, declining its pending bids and freeing their holds", async () => {
    const w = await songwriter();
    const song = await createSong(w.token, w.user.id);
    await post(`/status/${song.id}`, w.token, { status: 1 });
    await approveListing(song.id);
    const buyer = await songBuyer(100_000);
    const placed = await call(`/creator/songs/marketplace/create_purchase/${song.id}`, {
      token: buyer.token,
      body: { amount: 5_000 },
      headers: { "Idempotency-Key": crypto.randomUUID() },
    });
    expect(placed.status).toBe(201);
    const deleted = await post(`/delete/${song.id}`, w.token);
    expect(deleted.status).toBe(200);
    expect(deleted.json.msg).toBe("Song Deleted");
    const bid = await call(`/creator/songs/marketplace/get_purchase/${placed.json.data.id}`, {
      token: buyer.token,
    });
    expect(bid.json.data.status).toBe("declined");
    const held = await env.DB.prepare("select held from ledger_accounts where user_id = ?")
      .bind(buyer.user.id)
      .first<{ held: number }>();
    expect(held?.held).toBe(0);
    expect((await call(`/creator/writer/written_songs/${song.id}`, { token: w.token })).status).toBe(404);
    expect((await call("/creator/writer/written_songs/list", { token: w.token })).json.data.total).toBe(0);
  });
});
