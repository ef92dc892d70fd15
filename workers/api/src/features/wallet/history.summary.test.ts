import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, registerUser } from "../../test-support/client";
import {
  completedTopup,
  completedWithdrawal,
  insertMethod,
  insertOperation,
  pendingWithdrawal,
  walletServicePayment,
} from "../../test-support/wallet-history-fixtures";
import { DAY_MS, lastMonths, utcDay } from "./history.rules";

const SUMMARY = "/user/wallet/summary";
const DASHBOARD = "/user/wallet/dashboard";

async function walletRows(userId: string) {
  const row = await env.DB.prepare("select count(*) as n from ledger_accounts where user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * A user whose money really moved through the ledger over the last 40 days, and what the summary must
 * say about it, worked out from the operations themselves (not the way the service computes it).
 */
async function walletWithHistory() {
  const account = await registerUser();
  const id = account.user.id as string;
  const now = Date.now();
  const ago = (days: number) => now - days * DAY_MS;
  const ops = [
    await completedTopup(id, 10_000, ago(40)),
    await completedTopup(id, 5_000, ago(20)),
    await insertOperation(id, { status: "failed", amount: 7_000, createdAt: new Date(ago(10)) }),
    await completedWithdrawal(id, 3_000, ago(5)),
    await walletServicePayment(id, 1_000, 20, ago(2)),
    await pendingWithdrawal(id, 2_000, ago(1)),
    await completedTopup(id, 2_500, now - 1_000),
  ];
  // The wallet's postings: when each moved money (a withdrawal is paid out a minute after its hold).
  const postings = [
    { at: ago(40), amount: 10_000 },
    { at: ago(20), amount: 5_000 },
    { at: ago(5) + 60_000, amount: -3_000 },
    { at: ago(2), amount: -1_020 },
    { at: now - 1_000, amount: 2_500 },
  ];
  const months = lastMonths(now).map((month) => {
    const done = ops.filter(
      (o) => o.status === "completed" && utcDay(o.createdAt.getTime()).startsWith(month),
    );
    return {
      month,
      money_in: done.filter((o) => o.signedAmount > 0).reduce((s, o) => s + o.signedAmount, 0),
      money_out: done.filter((o) => o.signedAmount < 0).reduce((s, o) => s - o.signedAmount, 0),
      fees: done.reduce((s, o) => s + (o.fee ?? 0), 0),
    };
  });
  const series = Array.from({ length: 30 }, (_, k) => {
    const date = utcDay(now - (29 - k) * DAY_MS);
    const end = Date.parse(`${date}T00:00:00Z`) + DAY_MS;
    return { date, balance: postings.filter((p) => p.at < end).reduce((s, p) => s + p.amount, 0) };
  });
  return { ...account, ops, months, series };
}

describe("GET /user/wallet/summary", () => {
  it("answers zeros for a user without a wallet, and creates none", async () => {
    const { token, user } = await registerUser();
    const res = await call(SUMMARY, { token });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({
      balance: 0,
      held: 0,
      available: 0,
      totals: { money_in: 0, money_out: 0, fees: 0 },
      pending_count: 0,
    });
    expect(data.months).toHaveLength(12);
    expect(data.months.every((m: { money_in: number }) => m.money_in === 0)).toBe(true);
    expect(data.balance_series).toHaveLength(30);
    expect(data.balance_series.at(-1)).toEqual({ date: utcDay(Date.now()), balance: 0 });
    expect(await walletRows(user.id)).toBe(0);
  });

  it("adds up the ledger's balance, the completed operations by month and the 30-day series", async () => {
    const { token, months, series } = await walletWithHistory();
    const res = await call(SUMMARY, { token });
    expect(res.status).toBe(200);
    const data = res.json.data;
    // 10,000 + 5,000 − 3,000 − 1,020 + 2,500; the pending withdrawal's 2,000 is held, not gone.
    expect(data).toMatchObject({ balance: 13_480, held: 2_000, available: 11_480, pending_count: 1 });
    // The failed top-up and the pending withdrawal count nowhere; money out includes the fee paid.
    expect(data.totals).toEqual({ money_in: 17_500, money_out: 4_020, fees: 20 });
    expect(data.months).toEqual(months);
    expect(months.reduce((s, m) => s + m.money_in, 0)).toBe(17_500);
    expect(data.balance_series).toEqual(series);
    expect(data.balance_series.at(-1).balance).toBe(13_480);
    // 40 days ago is before the window: the oldest day already has the first top-up.
    expect(data.balance_series[0].balance).toBe(10_000);
  });
});

describe("dashboards", () => {
  it("adds the 5 most recent operations and the default method to the summary", async () => {
    const { token, user, ops } = await walletWithHistory();
    const method = await insertMethod(user.id, {
      name: "Main card",
      type: "card",
      details: { brand: "Visa", last4: "4242", exp_month: 12, exp_year: 2030 },
      isDefault: true,
    });
    await insertMethod(user.id, { name: "Spare line" });
    const stranger = await registerUser();
    await insertMethod(stranger.user.id, { name: "Not yours", isDefault: true });

    const res = await call(DASHBOARD, { token });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.balance).toBe(13_480);
    expect(data.recent.map((r: { id: string }) => r.id)).toEqual(
      ops
        .slice(-5)
        .reverse()
        .map((o) => o.id),
    );
    expect(data.recent[1]).toMatchObject({ type: "withdrawal", status: "pending", cancellable: true });
    expect(data.default_method).toMatchObject({
      id: method.id,
      name: "Main card",
      type: "card",
      card_number: "•••• 4242",
      is_default: true,
      can_pay_out: false,
    });
    expect(JSON.stringify(data.default_method)).not.toContain("token");

    const account = await call("/user/account/dashboard", { token });
    expect(account.status).toBe(200);
    expect(account.json.data).toEqual(data);
  });

  it("has no default method when the default is deleted, and needs a session", async () => {
    const { token, user } = await registerUser();
    await insertMethod(user.id, { isDefault: true, deletedAt: new Date() });
    const res = await call(DASHBOARD, { token });
    expect(res.json.data).toMatchObject({ default_method: null, recent: [], balance: 0 });
    expect(await walletRows(user.id)).toBe(0);
    expect((await call(DASHBOARD)).status).toBe(401);
    expect((await call("/user/account/dashboard")).status).toBe(401);
    expect((await call(SUMMARY)).status).toBe(401);
  });
});
