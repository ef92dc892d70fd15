import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { walletStatements } from "../../../scripts/seed/wallet.mjs";
import { call, registerUser } from "../../test-support/client";

/** Runs the seed's statements one by one, as D1 `exec` does with the seed's lines. */
async function runSeed(statements: string[]) {
  for (const statement of statements) await env.DB.prepare(statement).run();
}

describe("demo wallet seed", () => {
  it("writes balanced ledger rows the triggers accept, once, and the summary charts them", async () => {
    const { token, user } = await registerUser();
    const { statements, operations } = walletStatements([{ id: user.id, slug: "tester" }], Date.now());
    expect(operations).toBe(7);
    await runSeed(statements);
    await runSeed(statements); // re-running the seed changes nothing

    const ledger = await env.DB.prepare(
      `select
        (select count(*) from ledger_transactions where imbalance <> 0) as unbalanced,
        (select coalesce(sum(amount), 0) from ledger_postings) as total,
        (select count(*) from ledger_accounts a where balance <> (select coalesce(sum(amount), 0) from ledger_postings p where p.account_id = a.id)) as drifted`,
    ).first<{ unbalanced: number; total: number; drifted: number }>();
    expect(ledger).toEqual({ unbalanced: 0, total: 0, drifted: 0 });

    const list = await call("/user/wallet/transactions", { token });
    expect(list.json.data.total).toBe(7);
    const statuses = list.json.data.data.map(
      (r: { type: string; status: string }) => `${r.type}:${r.status}`,
    );
    expect(statuses).toEqual([
      "service_payment:completed",
      "topup:completed",
      "withdrawal:completed",
      "topup:failed",
      "service_payment:completed",
      "topup:completed",
      "topup:completed",
    ]);
    // 50.00 + 25.00 − 10.19 − 20.00 + 15.00 − 5.09
    expect(list.json.data.data[0].balance_after).toBe(5_472);

    const summary = await call("/user/wallet/summary", { token });
    expect(summary.json.data).toMatchObject({
      balance: 5_472,
      held: 0,
      totals: { money_in: 9_000, money_out: 3_528, fees: 30 },
    });
    const series = summary.json.data.balance_series.map((d: { balance: number }) => d.balance);
    expect(new Set(series).size).toBeGreaterThan(3);
    expect(series.at(-1)).toBe(5_472);
  });
});
