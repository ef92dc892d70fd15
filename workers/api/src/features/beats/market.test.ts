import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  artist,
  beatBody,
  buyLicence,
  createBeat,
  listedBeat,
  producer,
} from "../../test-support/beat-fixtures";
import { testDb } from "../../test-support/catalogue-fixtures";
import { call, registerVerifiedUser } from "../../test-support/client";
import { creditWallet, expectLedgerInvariants } from "../../test-support/ledger-fixtures";
import { addMethod, CARD } from "../../test-support/wallet-fixtures";
import { walletAccount } from "../ledger/service";

/*
 * The beat market on real D1: what buyers see, what a licence costs and who holds the money at each step
 * (the buyer's wallet → the producer's wallet for the price and the platform's fees account for 2 %, in
 * one batch with the order and the licence), and the exclusive race.
 */

const db = testDb();

/** A creator buyer holding `cents` in their wallet. */
async function buyer(cents = 1_000_000) {
  const account = await artist();
  if (cents > 0) await creditWallet(await walletAccount(db, account.user.id), cents);
  return account;
}

const balance = async (userId: string) =>
  (
    await env.DB.prepare("select balance from ledger_accounts where user_id = ?")
      .bind(userId)
      .first<{ balance: number }>()
  )?.balance ?? 0;

describe("GET /creator/beat-tracks/marketplace", () => {
  it("lists approved, published beats only, filtered and sorted, and is closed to listeners", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const { beat: cheap } = await listedBeat({
      title: `Cheap ${tag}`,
      bpm: 90,
      key: "Am",
      licences: [{ ...beatBody().licences[0], price_cents: 1_000 }],
    });
    const { beat: dear } = await listedBeat({ title: `Dear ${tag}`, bpm: 150, key: "C" });
    const p = await producer();
    const pending = await createBeat(p.token, { title: `Pending ${tag}` });
    await call(`/creator/beats/status/${pending.id}`, { token: p.token, body: { is_published: true } });
    const b = await buyer(0);

    const all = await call(`/creator/beat-tracks/marketplace?q=${tag}&sort=price_asc`, { token: b.token });
    expect(all.status).toBe(200);
    expect(all.json.data.data.map((x: { id: string }) => x.id)).toEqual([cheap.id, dear.id]);
    expect(all.json.data.data[0]).toMatchObject({
      bpm: 90,
      key: "A minor",
      lowest_price_cents: 1_000,
      tiers: ["basic"],
    });
    const fast = await call(`/creator/beat-tracks/marketplace?q=${tag}&bpm_min=120`, { token: b.token });
    expect(fast.json.data.data.map((x: { id: string }) => x.id)).toEqual([dear.id]);
    const inA = await call(`/creator/beat-tracks/marketplace?q=${tag}&key=a%20minor`, { token: b.token });
    expect(inA.json.data.data.map((x: { id: string }) => x.id)).toEqual([cheap.id]);
    const under = await call(`/creator/beat-tracks/marketplace?q=${tag}&price_max=1500`, { token: b.token });
    expect(under.json.data.total).toBe(1);
    expect((await call("/creator/beat-tracks/marketplace?key=H", { token: b.token })).status).toBe(422);
    expect((await call("/creator/beat-tracks/marketplace?sort=cheapest", { token: b.token })).status).toBe(
      422,
    );

    const listener = await registerVerifiedUser();
    expect((await call("/creator/beat-tracks/marketplace", { token: listener.token })).status).toBe(403);
  });

  it("says per tier whether it can be bought, and why not", async () => {
    const { p, beat } = await listedBeat({ licences: beatBody().licences.slice(0, 2) });
    const b = await buyer(0);
    const res = await call(`/creator/beat-tracks/marketplace/check-availability/${beat.id}`, {
      token: b.token,
    });
    expect(
      res.json.data.tiers.map((t: { tier: string; reason: string | null }) => [t.tier, t.reason]),
    ).toEqual([
      ["basic", null],
      ["premium", null],
      ["trackout", "not_offered"],
      ["unlimited", "not_offered"],
      ["exclusive", "not_offered"],
    ]);
    const mine = await call(`/creator/beat-tracks/marketplace/check-availability/${beat.id}`, {
      token: p.token,
    });
    expect(mine.json.data.tiers[0].reason).toBe("own_beat");
    const missing = await call(
      "/creator/beat-tracks/marketplace/check-availability/bt_01jd2x9k3m7q8r4t5v6w7x8y9z",
      { token: b.token },
    );
    expect(missing.status).toBe(404);
  });
});

describe("buying a beat licence", () => {
  it("moves price + 2 % from the buyer: the price to the producer, the fee to the platform, with the order and licence", async () => {
    const { p, beat } = await listedBeat();
    const b = await buyer(100_000);
    const res = await buyLicence(b.token, beat.id, "basic", 2_999);
    expect(res.status).toBe(200);
    expect(res.json.msg).toBe("Payment processed successfully");
    expect(await balance(b.user.id)).toBe(100_000 - 2_999 - 60);
    expect(await balance(p.user.id)).toBe(2_999);
    const order = await env.DB.prepare("select * from orders where buyer_id = ?")
      .bind(b.user.id)
      .first<Record<string, unknown>>();
    expect(order).toMatchObject({
      market: "beats",
      item_id: beat.id,
      tier: "basic",
      price_cents: 2_999,
      fee_cents: 60,
      status: "paid",
    });
    expect(order?.contract_key).toBe(`contracts/${order?.id}.pdf`);
    const again = await buyLicence(b.token, beat.id, "basic", 2_999);
    expect(again.status).toBe(409);
    expect(await balance(b.user.id)).toBe(100_000 - 2_999 - 60);
    const sale = await env.DB.prepare(
      "select count(*) as n from notifications where user_id = ? and type = 'Sale'",
    )
      .bind(p.user.id)
      .first<{ n: number }>();
    expect(sale?.n).toBe(1);
    // Sold, so a delete only unpublishes: the buyer keeps the licence and its contract.
    const deleted = await call(`/creator/beats/delete/${beat.id}`, { token: p.token, body: {} });
    expect(deleted.json.data).toEqual({ id: beat.id, removed: false });
    const kept = await call(`/creator/beats/${beat.id}`, { token: p.token });
    expect(kept.json.data).toMatchObject({ is_published: false, sales: 1 });
    expect((await call("/creator/beat-tracks/licences", { token: b.token })).json.data.total).toBe(1);
    await expectLedgerInvariants();
  });

  it("refuses one's own beat, another method, a tier not offered, an unapproved beat and a client price", async () => {
    const { p, beat } = await listedBeat({ licences: beatBody().licences.slice(0, 1) });
    await creditWallet(await walletAccount(db, p.user.id), 100_000);
    expect((await buyLicence(p.token, beat.id, "basic", 2_999)).status).toBe(422);
    const b = await buyer(100_000);
    const card = await addMethod(b.token, CARD);
    const byCard = await buyLicence(b.token, beat.id, "basic", 2_999, card);
    expect(byCard.status).toBe(422);
    expect(byCard.json.message.payment_method_id[0]).toMatch(/wallet balance/);
    expect((await buyLicence(b.token, beat.id, "premium", 4_999)).status).toBe(422);
    expect((await buyLicence(b.token, beat.id, "basic", 100)).status).toBe(422);
    const q = await producer();
    const hidden = await createBeat(q.token);
    expect((await buyLicence(b.token, hidden.id, "basic", 2_999)).status).toBe(422);
    expect(await balance(b.user.id)).toBe(100_000);
  });

  it("sells an exclusive once: of 20 racing buyers one pays, 19 get 409 and keep their money", async () => {
    const { p, beat } = await listedBeat();
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buyer(200_000)));
    const answers = await Promise.all(buyers.map((b) => buyLicence(b.token, beat.id, "exclusive", 99_999)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const orders = await env.DB.prepare("select count(*) as n from orders where item_id = ?")
      .bind(beat.id)
      .first<{ n: number }>();
    expect(orders?.n).toBe(1);
    const balances = await Promise.all(buyers.map((b) => balance(b.user.id)));
    expect(balances.filter((x) => x === 200_000)).toHaveLength(19);
    expect(balances.filter((x) => x === 200_000 - 99_999 - 2_000)).toHaveLength(1);
    expect(await balance(p.user.id)).toBe(99_999);
    // Off the market, and no later sale of any tier.
    const lateBuyer = await buyer(100_000);
    expect((await buyLicence(lateBuyer.token, beat.id, "basic", 2_999)).status).toBe(409);
    const list = await call(
      `/creator/beat-tracks/marketplace?q=${encodeURIComponent("Night Drive")}&per_page=50`,
      { token: lateBuyer.token },
    );
    expect(list.json.data.data.map((x: { id: string }) => x.id)).not.toContain(beat.id);
    await expectLedgerInvariants();
  }, 30_000);
});
