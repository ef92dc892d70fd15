import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newId } from "../../kit/ids";
import { testDb } from "../../test-support/catalogue-fixtures";
import { ledgerUser as user } from "../../test-support/ledger-fixtures";
import { runLedgerBatch, systemAccountId } from "../ledger/service";
import { orderMoves } from "./machine";
import { type NewOrder, orderHeldStatements, orderPaidInstantStatements } from "./money";
import { refundOrder, releaseOrder } from "./service";

/*
 * Orders' money on real D1: held → released or refunded once, however often and however concurrently it
 * is asked; splits pay exactly; a refund returns the fee share; the ledger's books balance after.
 */

const db = testDb();
const ESCROW = systemAccountId({ kind: "escrow", market: "songs" });

const balance = async (accountId: string) =>
  (
    await env.DB.prepare("select balance from ledger_accounts where id = ?")
      .bind(accountId)
      .first<{ balance: number }>()
  )?.balance ?? 0;
const rows = async (query: string) => (await env.DB.prepare(query).all()).results;

async function order(priceCents: number, shares = [10_000], market: NewOrder["market"] = "songs") {
  const buyer = await user(100_000);
  const sellers = await Promise.all(shares.map(() => user()));
  const input: NewOrder = {
    buyerId: buyer.id,
    buyerWalletId: buyer.walletId,
    market,
    itemKind: "test_item",
    itemId: newId("itm"),
    tier: "basic",
    priceCents,
    terms: { title: "A song" },
    payees: sellers.map((s, i) => ({ userId: s.id, accountId: s.walletId, shareBps: shares[i] ?? 0 })),
    onePerBuyer: true,
    line: { description: "Test order", counterparty: "Seller" },
  };
  return { buyer, sellers, input };
}

async function held(priceCents: number, shares?: number[]) {
  const o = await order(priceCents, shares);
  const built = orderHeldStatements(o.input);
  await runLedgerBatch(db, built.statements);
  return { ...o, id: built.id, fee: built.totals.processingFee };
}

async function booksBalance() {
  expect(
    await rows("select transaction_id from ledger_postings group by transaction_id having sum(amount) <> 0"),
  ).toEqual([]);
  expect(
    await rows(`select a.id from ledger_accounts a left join (select account_id, sum(amount) as s from ledger_postings
      group by account_id) p on p.account_id = a.id where a.balance <> coalesce(p.s, 0)`),
  ).toEqual([]);
  expect(await rows("select id from ledger_accounts where kind = 'wallet' and balance < 0")).toEqual([]);
}

describe("orders paid at once", () => {
  it("the buyer pays price + 2 %, the sellers get the price by share, the platform the fee", async () => {
    const o = await order(10_001, [3_300, 3_300, 3_400], "beats");
    const fees = await balance("lac_fees");
    const built = orderPaidInstantStatements(o.input);
    await runLedgerBatch(db, built.statements);
    expect(await balance(o.buyer.walletId)).toBe(100_000 - 10_201);
    expect(await Promise.all(o.sellers.map((s) => balance(s.walletId)))).toEqual([3_300, 3_300, 3_401]);
    expect(await balance("lac_fees")).toBe(fees + 200);
    // One per buyer: a second order of the same item and tier is refused whole.
    await expect(runLedgerBatch(db, orderPaidInstantStatements(o.input).statements)).rejects.toThrow(
      /orders_one_per_buyer_uq|UNIQUE/,
    );
    expect(await balance(o.buyer.walletId)).toBe(100_000 - 10_201);
    await booksBalance();
  });
});

describe("held orders", () => {
  it("hold price + fee in the market's escrow", async () => {
    const before = await balance(ESCROW);
    const o = await held(10_000);
    expect(await balance(o.buyer.walletId)).toBe(100_000 - 10_200);
    expect(await balance(ESCROW)).toBe(before + 10_200);
  });

  it("a release attempted twice, then 20 times at once, pays once; 10,001 over 33/33/34 % pays 10,001", async () => {
    const o = await held(10_001, [3_300, 3_300, 3_400]);
    const fees = await balance("lac_fees");
    await releaseOrder(db, o.id);
    await expect(releaseOrder(db, o.id)).rejects.toMatchObject({ status: 409 });
    const racers = await Promise.allSettled(Array.from({ length: 20 }, () => releaseOrder(db, o.id)));
    expect(racers.filter((r) => r.status === "fulfilled")).toEqual([]);
    expect(await Promise.all(o.sellers.map((s) => balance(s.walletId)))).toEqual([3_300, 3_300, 3_401]);
    expect(await balance("lac_fees")).toBe(fees + o.fee);

    const other = await held(700);
    const raced = await Promise.allSettled(Array.from({ length: 20 }, () => releaseOrder(db, other.id)));
    expect(raced.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await balance(other.sellers[0]?.walletId ?? "")).toBe(700);
    await booksBalance();
  });

  it("a refund returns price + fee share to the buyer once, and keeps no fee", async () => {
    const o = await held(3_000);
    const fees = await balance("lac_fees");
    await refundOrder(db, o.id);
    await expect(refundOrder(db, o.id)).rejects.toMatchObject({ status: 409 });
    await Promise.allSettled(Array.from({ length: 20 }, () => refundOrder(db, o.id)));
    expect(await balance(o.buyer.walletId)).toBe(100_000);
    expect(await balance("lac_fees")).toBe(fees);
    expect(
      await rows(`select status, refunded_cents, refunded_fee_cents from orders where id = '${o.id}'`),
    ).toEqual([{ status: "refunded", refunded_cents: 3_000, refunded_fee_cents: 60 }]);
    await booksBalance();
  });

  it("a part refund returns that part and its fee share; the rest and its fee reach seller and platform", async () => {
    const o = await held(10_000);
    const fees = await balance("lac_fees");
    const escrow = await balance(ESCROW);
    await refundOrder(db, o.id, 2_500);
    expect(await balance(o.buyer.walletId)).toBe(100_000 - 10_200 + 2_550);
    expect(await balance(o.sellers[0]?.walletId ?? "")).toBe(7_500);
    expect(await balance("lac_fees")).toBe(fees + 150);
    expect(await balance(ESCROW)).toBe(escrow - 10_200);
    await booksBalance();
  });

  it("a release racing a refund: exactly one wins", async () => {
    const o = await held(5_000);
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 10 }, () => releaseOrder(db, o.id)),
      ...Array.from({ length: 10 }, () => refundOrder(db, o.id)),
    ]);
    expect(outcomes.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const seller = await balance(o.sellers[0]?.walletId ?? "");
    const buyer = await balance(o.buyer.walletId);
    expect([seller, buyer]).toSatisfy(
      ([s, b]: number[]) => (s === 5_000 && b === 94_900) || (s === 0 && b === 100_000),
    );
    await booksBalance();
  });

  it("an order's terms and payees cannot change; its status moves only from held", async () => {
    const o = await held(1_000);
    await expect(
      env.DB.prepare("update orders set terms = '{}' where id = ?").bind(o.id).run(),
    ).rejects.toThrow(/terms are immutable/);
    await expect(
      env.DB.prepare("update order_payees set share_bps = 1 where order_id = ?").bind(o.id).run(),
    ).rejects.toThrow(/payees are immutable/);
    await releaseOrder(db, o.id);
    await expect(
      env.DB.prepare("update orders set status = 'held' where id = ?").bind(o.id).run(),
    ).rejects.toThrow(/order already moved on/);
  });

  it("the migration holds the trigger the machine generates", async () => {
    const row = await env.DB.prepare("select sql from sqlite_master where type = 'trigger' and name = ?")
      .bind(orderMoves.trigger)
      .first<{ sql: string }>();
    const squash = (text: string) => text.replace(/\s+/g, " ").replace(/;\s*$/, "").trim();
    expect(squash(`${row?.sql};`)).toBe(squash(orderMoves.triggerSql()));
  });
});
