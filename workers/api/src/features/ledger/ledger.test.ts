import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../env";
import { scheduled, UPKEEP_CRON } from "../../scheduled";
import { testDb } from "../../test-support/catalogue-fixtures";
import { expectLedgerInvariants } from "../../test-support/ledger-fixtures";
import {
  accountFunds,
  expireHolds,
  placeHold,
  postHold,
  reverse,
  systemAccount,
  transfer,
  voidHold,
  walletAccount,
} from "./service";

const db = testDb();
const HOUR = 3_600_000;
let users = 0;
const newWallet = () => walletAccount(db, `usr_ledger_${++users}`);
const provider = () => systemAccount(db, { kind: "provider", provider: "sandbox" });
const fees = () => systemAccount(db, { kind: "fees" });

/** Credits `wallet` with `cents` from the provider's clearing account, as a confirmed top-up does. */
async function topUp(wallet: string, cents: number) {
  return transfer(db, {
    kind: "topup",
    postings: [
      { accountId: await provider(), amount: -cents },
      { accountId: wallet, amount: cents },
    ],
  });
}

const count = async (table: string) =>
  (await env.DB.prepare(`select count(*) as n from ${table}`).first<{ n: number }>())?.n ?? 0;

describe("ledger", () => {
  it("moves money in balanced transactions and keeps every balance equal to its postings", async () => {
    const wallet = await newWallet();
    await topUp(wallet, 10_000);
    await transfer(db, {
      kind: "service_payment",
      postings: [
        { accountId: wallet, amount: -2_040 },
        { accountId: await fees(), amount: 2_040 },
      ],
    });
    expect(await accountFunds(db, wallet)).toEqual({ balance: 7_960, held: 0, available: 7_960 });
    await expectLedgerInvariants();
  });

  it("refuses an overdraft whole: 422, and no trace of the batch", async () => {
    const wallet = await newWallet();
    await topUp(wallet, 1_000);
    const [transactions, postings] = [await count("ledger_transactions"), await count("ledger_postings")];
    const overdraw = transfer(db, {
      kind: "service_payment",
      postings: [
        { accountId: wallet, amount: -1_001 },
        { accountId: await fees(), amount: 1_001 },
      ],
    });
    await expect(overdraw).rejects.toMatchObject({ status: 422, code: "INSUFFICIENT_FUNDS" });
    expect([await count("ledger_transactions"), await count("ledger_postings")]).toEqual([
      transactions,
      postings,
    ]);
    expect(await accountFunds(db, wallet)).toMatchObject({ balance: 1_000 });
  });

  it("aborts a batch whose postings do not sum to zero, even one that skips the rules", async () => {
    const wallet = await newWallet();
    const before = await count("ledger_postings");
    const batch = env.DB.batch([
      env.DB.prepare(
        "insert into ledger_transactions (id, kind, imbalance, created_at) values ('txn_bad', 'x', 0, 0)",
      ),
      env.DB.prepare(
        "insert into ledger_postings (transaction_id, account_id, amount, created_at) values ('txn_bad', ?, 500, 0), ('txn_bad', ?, -499, 0)",
      ).bind(wallet, await fees()),
      env.DB.prepare(
        "update ledger_transactions set imbalance = (select sum(amount) from ledger_postings where transaction_id = 'txn_bad') where id = 'txn_bad'",
      ),
    ]);
    await expect(batch).rejects.toThrow(/ledger_transactions_balanced_ck/);
    expect(await count("ledger_postings")).toBe(before);
    expect(
      await env.DB.prepare("select id from ledger_transactions where id = 'txn_bad'").first(),
    ).toBeNull();
  });

  it("never edits or deletes a posting; a correction is a reversal, once", async () => {
    const wallet = await newWallet();
    const id = await topUp(wallet, 700);
    await expect(
      env.DB.prepare("update ledger_postings set amount = 1 where transaction_id = ?").bind(id).run(),
    ).rejects.toThrow(/append-only/);
    await expect(
      env.DB.prepare("delete from ledger_postings where transaction_id = ?").bind(id).run(),
    ).rejects.toThrow(/append-only/);
    await reverse(db, id);
    expect(await accountFunds(db, wallet)).toMatchObject({ balance: 0 });
    await expect(reverse(db, id)).rejects.toMatchObject({ status: 409 });
    await expectLedgerInvariants();
  });

  it("lets exactly one of 50 concurrent holds of the whole balance through", async () => {
    const wallet = await newWallet();
    await topUp(wallet, 5_000);
    const expiresAt = new Date(Date.now() + HOUR);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () => placeHold(db, { accountId: wallet, amount: 5_000, expiresAt })),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    for (const o of outcomes.filter((o) => o.status === "rejected")) {
      expect((o as PromiseRejectedResult).reason).toMatchObject({ code: "INSUFFICIENT_FUNDS" });
    }
    expect(await accountFunds(db, wallet)).toEqual({ balance: 5_000, held: 5_000, available: 0 });
    await expectLedgerInvariants();
  });

  it("posts a hold once, in part, releasing the rest; voids and expiries settle it once too", async () => {
    const wallet = await newWallet();
    await topUp(wallet, 3_000);
    const later = new Date(Date.now() + HOUR);
    const hold = await placeHold(db, { accountId: wallet, amount: 2_000, expiresAt: later });
    const to = { accountId: await provider(), kind: "withdrawal" };
    await expect(postHold(db, hold, { ...to, amount: 2_001 })).rejects.toMatchObject({ status: 422 });
    const posts = await Promise.allSettled([
      postHold(db, hold, { ...to, amount: 1_500 }),
      postHold(db, hold, to),
    ]);
    expect(posts.filter((p) => p.status === "fulfilled")).toHaveLength(1);
    await expect(voidHold(db, hold)).rejects.toMatchObject({ status: 409 });
    const funds = await accountFunds(db, wallet);
    expect(funds?.held).toBe(0);
    expect([1_000, 1_500]).toContain(funds?.balance);

    const voided = await placeHold(db, { accountId: wallet, amount: 100, expiresAt: later });
    await voidHold(db, voided);
    await expect(postHold(db, voided, to)).rejects.toMatchObject({ status: 409 });
    await placeHold(db, { accountId: wallet, amount: 100, expiresAt: new Date(Date.now() - 1) });
    expect(await expireHolds(db)).toBeGreaterThanOrEqual(1);
    expect(await accountFunds(db, wallet)).toMatchObject({ held: 0 });
    await expectLedgerInvariants();
  });

  it("keeps every invariant through 1,000 random concurrent operations", async () => {
    const wallets = await Promise.all(Array.from({ length: 4 }, () => newWallet()));
    const [clearing, revenue] = [await provider(), await fees()];
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;
    const cents = () => 1 + Math.floor(Math.random() * 3_000);
    const later = new Date(Date.now() + HOUR);
    const operation = async () => {
      const wallet = pick(wallets);
      switch (Math.floor(Math.random() * 5)) {
        case 0:
          return topUp(wallet, cents());
        case 1: {
          const amount = cents();
          const fee = Math.floor(amount / 50);
          return transfer(db, {
            kind: "service_payment",
            postings: [
              { accountId: wallet, amount: -amount },
              { accountId: revenue, amount: fee },
              { accountId: pick(wallets.filter((w) => w !== wallet)), amount: amount - fee },
            ].filter((p) => p.amount !== 0),
          });
        }
        case 2: {
          const hold = await placeHold(db, { accountId: wallet, amount: cents(), expiresAt: later });
          return Math.random() < 0.5
            ? postHold(db, hold, { accountId: clearing, kind: "withdrawal" })
            : voidHold(db, hold);
        }
        case 3:
          return reverse(db, await topUp(wallet, cents()));
        default:
          return transfer(db, {
            kind: "service_payment",
            postings: [
              { accountId: wallet, amount: -1_000_000 },
              { accountId: revenue, amount: 1_000_000 },
            ],
          });
      }
    };
    const outcomes = await Promise.allSettled(Array.from({ length: 1_000 }, operation));
    for (const o of outcomes) {
      if (o.status === "rejected") expect((o.reason as { code?: string }).code).toBe("INSUFFICIENT_FUNDS");
    }
    expect(outcomes.some((o) => o.status === "fulfilled")).toBe(true);
    await expectLedgerInvariants();
  }, 60_000);

  it("expires pending holds whose time is up on the upkeep cron", async () => {
    const wallet = await newWallet();
    await topUp(wallet, 900);
    await placeHold(db, { accountId: wallet, amount: 400, expiresAt: new Date(Date.now() - 1) });
    await placeHold(db, { accountId: wallet, amount: 300, expiresAt: new Date(Date.now() + HOUR) });
    expect(await accountFunds(db, wallet)).toMatchObject({ held: 700 });
    await scheduled({ cron: UPKEEP_CRON }, env as unknown as Bindings);
    expect(await accountFunds(db, wallet)).toEqual({ balance: 900, held: 300, available: 600 });
    await expectLedgerInvariants();
  });
});
