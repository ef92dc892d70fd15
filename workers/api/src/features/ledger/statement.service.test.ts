import { describe, expect, it } from "vitest";
import { testDb } from "../../test-support/catalogue-fixtures";
import { planOf } from "../../test-support/query-plans";
import { systemAccount, transfer, walletAccount } from "./service";
import { postingsSince, STATEMENT_PAGE, statementPage, walletFundsOf } from "./statement.service";

const DAY = 86_400_000;

describe("wallet statement reads", () => {
  it("reads a wallet's funds without creating one", async () => {
    const db = testDb();
    expect(await walletFundsOf(db, "usr_nobody")).toEqual({
      accountId: null,
      balance: 0,
      held: 0,
      available: 0,
    });
    const wallet = await walletAccount(db, "usr_funds");
    const provider = await systemAccount(db, { kind: "provider", provider: "card" });
    await transfer(db, {
      kind: "topup",
      postings: [
        { accountId: provider, amount: -700 },
        { accountId: wallet, amount: 700 },
      ],
    });
    expect(await walletFundsOf(db, "usr_funds")).toEqual({
      accountId: wallet,
      balance: 700,
      held: 0,
      available: 700,
    });
  });

  it("walks the statement back page by page and stops once it reaches before `since`", async () => {
    const db = testDb();
    const wallet = await walletAccount(db, "usr_statement");
    const provider = await systemAccount(db, { kind: "provider", provider: "card" });
    const now = Date.now();
    // 15 transactions of 19 one-cent credits each (285 postings, more than one page), one per day.
    for (let day = 14; day >= 0; day--) {
      const postings = [
        { accountId: provider, amount: -19 },
        ...Array.from({ length: 19 }, () => ({ accountId: wallet, amount: 1 })),
      ];
      await transfer(db, { kind: "topup", postings }, now - day * DAY);
    }
    const since = now - 11.5 * DAY;
    const found = await postingsSince(db, wallet, since);
    // Days 11 … 0: 12 transactions.
    expect(found).toHaveLength(12 * 19);
    expect(found.length).toBeGreaterThan(STATEMENT_PAGE);
    expect(found.every((p) => p.createdAt >= since && p.amount === 1)).toBe(true);
    expect(await postingsSince(db, wallet, now + DAY)).toEqual([]);
    expect(await postingsSince(db, wallet, 0)).toHaveLength(15 * 19);
  });

  it("reads one page by the account's statement index, without a sort", async () => {
    const plan = await planOf(statementPage(testDb(), "lac_1", 1_000));
    expect(plan).toMatch(
      /SEARCH ledger_postings USING (COVERING )?INDEX ledger_postings_account_idx \(account_id=\? AND id<\?\)/,
    );
    expect(plan).not.toMatch(/TEMP B-TREE|SCAN/);
  });
});
