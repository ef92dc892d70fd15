import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { testDb } from "../../test-support/catalogue-fixtures";
import { call, registerVerifiedUser } from "../../test-support/client";
import { expectLedgerInvariants } from "../../test-support/ledger-fixtures";
import {
  approve,
  approveListing,
  bid,
  complete,
  createSong,
  funds,
  listedSong,
  raise,
  songBuyer,
  songwriter,
} from "../../test-support/song-fixtures";
import { expireBids } from "./bids.service";
import { completeDueDeals } from "./deals.service";

/*
 * The song market on real D1 (spec §7 `songs/marketplace`, issue #35): what buyers see, bids held on the
 * bidder's wallet, deals a writer approves and the buyer completes, and who holds the money at each step.
 */

const M = "/creator/songs/marketplace";
const post = (path: string, token: string, body: unknown = {}) => call(`${M}${path}`, { token, body });
const DAY = 86_400_000;
const db = testDb();
const upkeep = { db, realtime: env.REALTIME, media: env.MEDIA };

describe("songs/marketplace list and {id}", () => {
  it("lists listed songs only, filtered and sorted, with the first four lines; listeners get 403", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const { song: cheap } = await listedSong({ title: `Cheap ${tag}`, min_bid: 500, language: "Luganda" });
    const { song: dear } = await listedSong({ title: `Dear ${tag}`, min_bid: 9_000, asking_price: 20_000 });
    const w = await songwriter();
    await createSong(w.token, w.user.id, { title: `Unlisted ${tag}` });
    const b = await songBuyer(0);

    const all = await call(`${M}/list?q=${tag}&sort=price_asc`, { token: b.token });
    expect(all.status).toBe(200);
    expect(all.json.data.data.map((s: { id: string }) => s.id)).toEqual([cheap.id, dear.id]);
    expect(all.json.data.data[0]).toMatchObject({
      title: `Cheap ${tag}`,
      lyrics: "Line one of the song\nLine two rhymes along\nLine three\nLine four",
      lyrics_truncated: true,
      min_bid: 500,
      asking_price: 0,
    });
    const luganda = await call(`${M}/list?q=${tag}&language=luganda`, { token: b.token });
    expect(luganda.json.data.data.map((s: { id: string }) => s.id)).toEqual([cheap.id]);
    const under = await call(`${M}/list?q=${tag}&price_max=1000`, { token: b.token });
    expect(under.json.data.total).toBe(1);
    expect((await call(`${M}/list?sort=cheapest`, { token: b.token })).status).toBe(422);
    const listener = await registerVerifiedUser();
    expect((await call(`${M}/list`, { token: listener.token })).status).toBe(403);

    const one = await call(`${M}/${dear.id}`, { token: b.token });
    expect(one.json.data).toMatchObject({
      title: `Dear ${tag}`,
      can_bid: true,
      my_bid: null,
      is_writer: false,
      lyrics_truncated: true,
    });
    expect((await call(`${M}/nope`, { token: b.token })).status).toBe(404);
  });
});

describe("bids and deals", () => {
  it("refuses bad bids: below the minimum, fractional, huge, on one's own song, twice", async () => {
    const { w, song } = await listedSong({ min_bid: 1_000 });
    const b = await songBuyer(100_000);
    for (const amount of [999, 10.5, 1e12, -5]) {
      const res = await bid(b.token, song.id, amount);
      expect(res.status, String(amount)).toBe(422);
      expect(Object.keys(res.json.message)).toEqual(["amount"]);
    }
    expect((await bid(w.token, song.id, 5_000)).status).toBe(422);
    const poor = await songBuyer(1_000);
    const short = await bid(poor.token, song.id, 1_000);
    expect(short.status).toBe(422);
    expect(short.json.code).toBe("INSUFFICIENT_FUNDS");
    expect((await bid(b.token, song.id, 2_000)).status).toBe(201);
    const twice = await bid(b.token, song.id, 3_000);
    expect(twice.status).toBe(409);
    expect(twice.json.msg).toMatch(/raise it instead/);
    const listener = await registerVerifiedUser();
    expect((await bid(listener.token, song.id, 2_000)).status).toBe(403);
    expect((await funds(b.user.id)).held).toBe(2_040);
    await expectLedgerInvariants();
  });

  it("holds, raises, withdraws; a foreign deal is a 404", async () => {
    const { song } = await listedSong({ min_bid: 1_000 });
    const b = await songBuyer(10_000);
    const placed = await bid(b.token, song.id, 4_000);
    expect(placed.status).toBe(201);
    expect(placed.json.msg).toBe("Song bid placed successfully!");
    expect(placed.json.data).toMatchObject({
      status: "pending",
      amount: 4_000,
      fee: 80,
      total: 4_080,
      role: "buyer",
    });
    expect(await funds(b.user.id)).toEqual({ balance: 10_000, held: 4_080 });
    // The raise needs only what the old hold did not already reserve: 9,500 + 190 of 10,000.
    const raised = await raise(b.token, placed.json.data.id, 9_500);
    expect(raised.status).toBe(200);
    expect(raised.json.msg).toBe("Purchase details updated successfully");
    expect(await funds(b.user.id)).toEqual({ balance: 10_000, held: 9_690 });
    expect((await raise(b.token, placed.json.data.id, 9_900)).json.code).toBe("INSUFFICIENT_FUNDS");
    expect((await funds(b.user.id)).held).toBe(9_690);

    const other = await songBuyer(0);
    expect((await call(`${M}/get_purchase/${placed.json.data.id}`, { token: other.token })).status).toBe(404);
    expect((await post(`/delete_purchase/${placed.json.data.id}`, other.token)).status).toBe(404);
    expect((await raise(other.token, placed.json.data.id, 2_000)).status).toBe(404);

    const gone = await post(`/delete_purchase/${placed.json.data.id}`, b.token);
    expect(gone.json).toMatchObject({
      msg: "Purchase record deleted successfully",
      data: { status: "withdrawn" },
    });
    expect(await funds(b.user.id)).toEqual({ balance: 10_000, held: 0 });
    expect((await post(`/delete_purchase/${placed.json.data.id}`, b.token)).status).toBe(409);
    const mine = await call(`${M}/my_purchases?status=withdrawn`, { token: b.token });
    expect(mine.json.data.data.map((d: { id: string }) => d.id)).toEqual([placed.json.data.id]);
    await expectLedgerInvariants();
  });

  it("approves one bid, declines the others, and completes: the writers are paid by split", async () => {
    const owner = await songwriter("Owner");
    const co = await songwriter("Co Writer");
    const song = await createSong(owner.token, owner.user.id, { min_bid: 1_000 }, [
      { user_id: owner.user.id, split: 67 },
      { user_id: co.user.id, split: 33 },
    ]);
    await call(`/creator/writer/written_songs/status/${song.id}`, {
      token: owner.token,
      body: { status: 1 },
    });
    await approveListing(song.id);
    const a = await songBuyer(50_000, "Buyer A");
    const b = await songBuyer(50_000, "Buyer B");
    // Not on the market until the co-writer consents.
    expect((await bid(a.token, song.id, 10_001)).status).toBe(409);
    await call(`/creator/writer/written_songs/consent/${song.id}`, {
      token: co.token,
      body: { accept: true },
    });
    const bidA = (await bid(a.token, song.id, 10_001)).json.data;
    const bidB = (await bid(b.token, song.id, 12_000)).json.data;
    const sales = await call(`${M}/my_sales?status=pending`, { token: co.token });
    expect(sales.json.data.data.map((d: { id: string }) => d.id)).toEqual([bidB.id, bidA.id]);

    const approved = await approve(co.token, bidA.id);
    expect(approved.status).toBe(200);
    expect(approved.json.data).toMatchObject({ status: "approved", role: "seller" });
    expect((await call(`${M}/get_purchase/${bidB.id}`, { token: b.token })).json.data.status).toBe(
      "declined",
    );
    expect(await funds(b.user.id)).toEqual({ balance: 50_000, held: 0 });
    expect(await funds(a.user.id)).toEqual({ balance: 50_000, held: 10_201 });
    // Off the market: a bidder still follows it, anyone else no longer finds it.
    expect((await call(`${M}/${song.id}`, { token: b.token })).json.data).toMatchObject({
      can_bid: false,
      reason: "A bid on this song was approved: it is off the market.",
      my_bid: { id: bidB.id, status: "declined" },
    });
    expect((await call(`${M}/${song.id}`, { token: (await songBuyer(0)).token })).status).toBe(404);
    expect((await approve(owner.token, bidB.id)).status).toBe(409);
    // Credits are fixed while the deal runs.
    const consent = `/creator/writer/written_songs/consent/${song.id}`;
    expect((await call(consent, { token: co.token, body: { accept: false } })).status).toBe(409);
    // The buyer reads four lines until the deal completes.
    const before = await call(`${M}/get_purchase/${bidA.id}`, { token: a.token });
    expect(before.json.data).toMatchObject({ lyrics_truncated: true, contract_url: null });
    expect(
      (await call(`/creator/writer/written_songs/delete/${song.id}`, { token: owner.token, body: {} }))
        .status,
    ).toBe(409);

    const done = await complete(a.token, bidA.id);
    expect(done.status).toBe(200);
    expect(done.json.data).toMatchObject({ status: "completed", lyrics_truncated: false });
    expect(done.json.data.writers).toEqual([
      { user_id: owner.user.id, name: "Owner", split: 67, paid: 6_701 },
      { user_id: co.user.id, name: "Co Writer", split: 33, paid: 3_300 },
    ]);
    expect(await funds(a.user.id)).toEqual({ balance: 50_000 - 10_201, held: 0 });
    expect((await funds(owner.user.id)).balance + (await funds(co.user.id)).balance).toBe(10_001);
    expect((await funds(co.user.id)).balance).toBe(3_300);
    expect((await complete(a.token, bidA.id)).status).toBe(409);
    const pdf = await call(`${M}/contract/${bidA.id}`, { token: a.token });
    expect(pdf.status).toBe(200);
    expect((await call(`${M}/contract/${bidA.id}`, { token: b.token })).status).toBe(404);
    const stats = await call("/creator/writer/written_songs/stats", { token: co.token });
    expect(stats.json.data).toMatchObject({ sold: 1, earned: 3_300, bids_received: 2 });
    const songStats = await call(`${M}/song_stats/${song.id}`, { token: owner.token });
    expect(songStats.json.data).toMatchObject({ bids: 2, highest_bid: 12_000 });
    expect((await call(`${M}/song_stats/${song.id}`, { token: a.token })).status).toBe(404);
    // The buyer's history has the purchase line.
    const line = await env.DB.prepare(
      "select amount, fee from wallet_operations where user_id = ? and request_type = 'song_rights'",
    )
      .bind(a.user.id)
      .first();
    expect(line).toEqual({ amount: 10_001, fee: 200 });
    await expectLedgerInvariants();
  });

  it("buys at the asking price at once; a writer may cancel; declined bids free their holds", async () => {
    const { w, song } = await listedSong({ min_bid: 1_000, asking_price: 5_000 });
    const a = await songBuyer(20_000);
    const b = await songBuyer(20_000);
    const bidB = (await bid(b.token, song.id, 2_000)).json.data;
    const buyNow = await bid(a.token, song.id, 5_000);
    expect(buyNow.json.data).toMatchObject({ status: "approved", buy_now: true });
    expect((await call(`${M}/get_purchase/${bidB.id}`, { token: b.token })).json.data.status).toBe(
      "declined",
    );
    const cancelled = await post(`/cancel_purchase/${buyNow.json.data.id}`, w.token);
    expect(cancelled.json.data.status).toBe("cancelled");
    expect(await funds(a.user.id)).toEqual({ balance: 20_000, held: 0 });
    // Back on the market: a new bid, declined by the writer.
    const again = (await bid(b.token, song.id, 3_000)).json.data;
    expect((await post(`/decline_purchase/${again.id}`, w.token)).json.data.status).toBe("declined");
    expect(await funds(b.user.id)).toEqual({ balance: 20_000, held: 0 });
    await expectLedgerInvariants();
  });

  it("expires pending bids after 30 days and completes approved deals after 7, once", async () => {
    const { w, song } = await listedSong({ min_bid: 1_000 });
    const a = await songBuyer(20_000);
    const b = await songBuyer(20_000);
    const bidA = (await bid(a.token, song.id, 4_000)).json.data;
    const bidB = (await bid(b.token, song.id, 3_000)).json.data;
    await approve(w.token, bidA.id);
    const now = Date.now();
    expect(await completeDueDeals(upkeep, now + 6 * DAY)).toBe(0);
    expect(await completeDueDeals(upkeep, now + 8 * DAY)).toBeGreaterThan(0);
    expect((await call(`${M}/get_purchase/${bidA.id}`, { token: a.token })).json.data.status).toBe(
      "completed",
    );
    expect((await funds(w.user.id)).balance).toBe(4_000);

    const { song: other } = await listedSong({ min_bid: 1_000 });
    const lapsing = (await bid(b.token, other.id, 2_000)).json.data;
    expect(await expireBids(db, now + 29 * DAY)).toBe(0);
    expect(await expireBids(db, now + 31 * DAY)).toBeGreaterThan(0);
    expect((await call(`${M}/get_purchase/${lapsing.id}`, { token: b.token })).json.data.status).toBe(
      "expired",
    );
    expect((await call(`${M}/get_purchase/${bidB.id}`, { token: b.token })).json.data.status).toBe(
      "declined",
    );
    expect(await funds(b.user.id)).toEqual({ balance: 20_000, held: 0 });
    await expectLedgerInvariants();
  });
});
