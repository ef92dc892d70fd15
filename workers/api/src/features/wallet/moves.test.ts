import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { d1Batch } from "../../kit/d1-batch";
import { defineMachine } from "../../kit/transitions";
import { testDb } from "../../test-support/catalogue-fixtures";
import { creditWallet } from "../../test-support/ledger-fixtures";
import { releaseStatements } from "../ledger/escrow";
import {
  placeHold,
  postHoldStatements,
  systemAccountId,
  voidHoldStatement,
  walletAccount,
} from "../ledger/service";
import { payFromWalletStatements, refundToWalletStatements } from "./moves";

/*
 * House v3's money primitives on real D1, inside a market's batch after its guarded move: a release, a
 * refund, a hold's post or void attempted twice (one after the other, and 20 at once) moves money once;
 * a split pays exactly what it splits.
 */

const db = testDb();
const MARKET = "primitives_test";
const ESCROW = systemAccountId({ kind: "escrow", market: MARKET });
const deals = defineMachine<"held" | "released" | "refunded">({
  table: "primitives_test_deals",
  trigger: "primitives_test_deals_status_bu",
  label: "test: deal",
  moves: { held: ["released", "refunded"], released: [], refunded: [] },
});
const dealIs = (id: string, status: string) =>
  sql`exists (select 1 from primitives_test_deals where id = ${id} and status = ${status})`;

let users = 0;
async function fundedWallet(cents: number) {
  const userId = `usr_moves_${++users}_${crypto.randomUUID().slice(0, 6)}`;
  const walletId = await walletAccount(db, userId);
  await creditWallet(walletId, cents);
  return { userId, walletId };
}

const balance = async (accountId: string) =>
  (
    await env.DB.prepare("select balance from ledger_accounts where id = ?")
      .bind(accountId)
      .first<{ balance: number }>()
  )?.balance ?? 0;
const lines = async (userId: string, type: string) =>
  (
    await env.DB.prepare("select balance_after from wallet_operations where user_id = ? and type = ?")
      .bind(userId, type)
      .all<{ balance_after: number }>()
  ).results;

/** A buyer who paid `amount` + 2 % into the market's escrow (a settled history line), and the deal row. */
async function heldDeal(amount: number) {
  const buyer = await fundedWallet(50_000);
  const fee = Math.round(amount * 0.02);
  const pay = payFromWalletStatements({
    userId: buyer.userId,
    walletId: buyer.walletId,
    payeeAccountId: ESCROW,
    amount,
    fee,
    kind: "service_payment",
    line: { description: "Test deal", counterparty: "Seller" },
  });
  const id = `deal_${crypto.randomUUID()}`;
  await d1Batch(db, [
    sql`insert into ledger_accounts (id, kind, balance, held, created_at) values (${ESCROW}, 'escrow', 0, 0, 0)
      on conflict do nothing`,
    ...pay.statements,
    sql`insert into primitives_test_deals (id, status) values (${id}, 'held')`,
  ]);
  return { id, buyer, fee };
}

beforeAll(async () => {
  await env.DB.exec(
    "CREATE TABLE IF NOT EXISTS primitives_test_deals (id TEXT PRIMARY KEY, status TEXT NOT NULL)",
  );
  await env.DB.prepare("DROP TRIGGER IF EXISTS primitives_test_deals_status_bu").run();
  await env.DB.prepare(deals.triggerSql()).run();
});

describe("wallet → escrow", () => {
  it("pays the escrow and the fee, with a settled history line and its balance after", async () => {
    const escrowBefore = await balance(ESCROW);
    const { buyer, fee } = await heldDeal(10_000);
    expect(fee).toBe(200);
    expect(await balance(buyer.walletId)).toBe(50_000 - 10_200);
    expect(await balance(ESCROW)).toBe(escrowBefore + 10_000);
    expect(await lines(buyer.userId, "service_payment")).toEqual([{ balance_after: 39_800 }]);
  });
});

describe("escrow → payees", () => {
  const release = (id: string, payees: { accountId: string; weight: number }[], amount: number) => [
    ...deals.move(id, "held", "released"),
    ...releaseStatements(
      { market: MARKET, amount, payees, fee: 0, kind: "test_release", reference: id },
      Date.now(),
      { onlyIf: dealIs(id, "released") },
    ).statements,
  ];

  it("a split of 10,001 cents over 33/33/34 % pays exactly 10,001", async () => {
    const { id } = await heldDeal(10_001);
    const writers = await Promise.all([fundedWallet(1), fundedWallet(1), fundedWallet(1)]);
    const escrowBefore = await balance(ESCROW);
    await d1Batch(
      db,
      release(
        id,
        writers.map((w, i) => ({ accountId: w.walletId, weight: [33, 33, 34][i] ?? 0 })),
        10_001,
      ),
    );
    expect(await Promise.all(writers.map((w) => balance(w.walletId)))).toEqual([3301, 3301, 3402]);
    expect(await balance(ESCROW)).toBe(escrowBefore - 10_001);
  });

  it("a release attempted twice, then 20 times at once, pays once", async () => {
    const { id } = await heldDeal(5000);
    const seller = await fundedWallet(1);
    const payees = [{ accountId: seller.walletId, weight: 1 }];
    await d1Batch(db, release(id, payees, 5000));
    await expect(d1Batch(db, release(id, payees, 5000))).rejects.toSatisfy(deals.isMovedOn);
    const racers = await Promise.allSettled(
      Array.from({ length: 20 }, () => d1Batch(db, release(id, payees, 5000))),
    );
    expect(racers.filter((r) => r.status === "fulfilled")).toEqual([]);
    expect(await balance(seller.walletId)).toBe(5001);

    const { id: other } = await heldDeal(700);
    const raced = await Promise.allSettled(
      Array.from({ length: 20 }, () => d1Batch(db, release(other, payees, 700))),
    );
    expect(raced.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await balance(seller.walletId)).toBe(5701);
  });
});

describe("escrow → the buyer's wallet", () => {
  const refund = (id: string, buyer: { userId: string; walletId: string }, amount: number) => [
    ...deals.move(id, "held", "refunded"),
    ...refundToWalletStatements(
      {
        from: { kind: "escrow", market: MARKET },
        userId: buyer.userId,
        walletId: buyer.walletId,
        amount,
        kind: "test_refund",
        reference: id,
        line: { description: "Deal refunded", counterparty: "Ngoma" },
      },
      Date.now(),
      { onlyIf: dealIs(id, "refunded") },
    ).statements,
  ];

  it("a refund attempted twice, then 20 times at once, returns the money once with one history line", async () => {
    const { id, buyer, fee } = await heldDeal(3000);
    await d1Batch(db, refund(id, buyer, 3000 + fee));
    await expect(d1Batch(db, refund(id, buyer, 3000 + fee))).rejects.toSatisfy(deals.isMovedOn);
    await Promise.allSettled(Array.from({ length: 20 }, () => d1Batch(db, refund(id, buyer, 3000 + fee))));
    expect(await balance(buyer.walletId)).toBe(50_000);
    expect(await lines(buyer.userId, "refund")).toEqual([{ balance_after: 50_000 }]);

    const second = await heldDeal(1000);
    await Promise.allSettled(
      Array.from({ length: 20 }, () => d1Batch(db, refund(second.id, second.buyer, 1020))),
    );
    expect(await balance(second.buyer.walletId)).toBe(50_000);
    expect(await lines(second.buyer.userId, "refund")).toHaveLength(1);
  });

  it("a guarded move whose guard does not hold moves nothing; a required one aborts the batch", async () => {
    const buyer = await fundedWallet(1);
    const never = { onlyIf: sql`0` };
    const move = (required: boolean) =>
      refundToWalletStatements(
        {
          from: { kind: "escrow", market: MARKET },
          userId: buyer.userId,
          walletId: buyer.walletId,
          amount: 100,
          kind: "test_refund",
          reference: "none",
          line: { description: "x", counterparty: "y" },
        },
        Date.now(),
        { ...never, required },
      ).statements;
    await d1Batch(db, move(false));
    expect(await balance(buyer.walletId)).toBe(1);
    await expect(d1Batch(db, move(true))).rejects.toThrow(/transition_guard_moved/);
    expect(await lines(buyer.userId, "refund")).toEqual([]);
  });
});

describe("holds under a guard", () => {
  it("a hold posted or voided by 20 racing batches settles once", async () => {
    const bidder = await fundedWallet(9000);
    const holdId = await placeHold(db, {
      accountId: bidder.walletId,
      amount: 4000,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const { id: deal } = await heldDeal(1);
    const post = () =>
      d1Batch(db, [
        ...deals.move(deal, "held", "released"),
        ...postHoldStatements(
          { id: holdId, accountId: bidder.walletId, amount: 4000 },
          { accountId: ESCROW, kind: "test_post", reference: deal },
          Date.now(),
          { onlyIf: dealIs(deal, "released") },
        ).statements,
      ]);
    const voids = () => d1Batch(db, voidHoldStatement(holdId, Date.now(), { onlyIf: sql`1` }));
    await Promise.allSettled([...Array.from({ length: 10 }, post), ...Array.from({ length: 10 }, voids)]);
    const hold = await env.DB.prepare("select state from ledger_holds where id = ?")
      .bind(holdId)
      .first<{ state: string }>();
    const funds = await env.DB.prepare("select balance, held from ledger_accounts where id = ?")
      .bind(bidder.walletId)
      .first();
    if (hold?.state === "posted") expect(funds).toEqual({ balance: 5000, held: 0 });
    else expect([hold?.state, funds]).toEqual(["voided", { balance: 9000, held: 0 }]);
  });
});
