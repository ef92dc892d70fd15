import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../../kit/db";
import {
  addMethod,
  BANK,
  details,
  fundWallet,
  momo,
  money,
  operationRow,
  PIN,
  runPaymentsCron,
  walletUser,
} from "../../test-support/wallet-fixtures";
import { expireHolds } from "../ledger/service";
import { HOLD_LOST_REASON } from "./settlement.rules";

/*
 * The payments cron under failure (docs/decisions/0505): a provider that cannot be reached, a withdrawal
 * whose hold is gone. One row's trouble never stops the others, and nothing is sent without its hold.
 */

const WITHDRAW = "/user/wallet/withdraw";
const HOURS = 60 * 60_000;
/** A funded user's queued withdrawal of `amount` to `method` (a saved method body). */
async function queuedWithdrawal(method: Record<string, unknown>, amount = 1000) {
  const account = await walletUser();
  await fundWallet(account.token, 5000);
  const to = await addMethod(account.token, method);
  const res = await money(WITHDRAW, account.token, { amount, payment_method_id: to, pin: PIN });
  expect(res.status).toBe(202);
  return { ...account, id: res.json.data.id as string };
}

describe("the payments cron isolates each payment", () => {
  it("a provider that cannot be reached stops neither the other withdrawals nor the polls", async () => {
    const toBank = await queuedWithdrawal(BANK);
    const toPhone = await queuedWithdrawal(momo("0000001"));
    const topper = await walletUser();
    const phone = await addMethod(topper.token, momo("0000004"));
    const topup = await money("/user/wallet/topup", topper.token, { amount: 900, payment_method_id: phone });

    await expect(runPaymentsCron(Date.now() + 3 * 60_000, { missing: "bank" })).resolves.toBeDefined();
    expect(await operationRow(toPhone.id)).toMatchObject({ status: "completed" });
    expect(await operationRow(topup.json.data.id)).toMatchObject({ status: "completed" });
    // The unreachable one is still queued with its hold, for a later run.
    expect(await operationRow(toBank.id)).toMatchObject({ status: "pending", provider_ref: null });
    expect(await details(toBank.token)).toMatchObject({ balance: 5000, held: 1000 });
  });

  it("a withdrawal to a method without a production adapter is refused at the start", async () => {
    const { token } = await walletUser();
    await fundWallet(token, 5000);
    const bank = await addMethod(token, BANK);
    const production = {
      ENVIRONMENT: "production",
      PAYMENTS_WEBHOOK_SECRET: "a-production-webhook-secret-0123456789",
      CODE_PEPPER: "a-production-code-pepper-0123456789abcdef",
      MEDIA_SIGNING_KEY: "a-production-media-signing-key-0123456789",
    };
    const res = await money(WITHDRAW, token, { amount: 1000, payment_method_id: bank, pin: PIN });
    expect(res.status).toBe(202);
    const { call } = await import("../../test-support/client");
    const refused = await call(WITHDRAW, {
      token,
      body: { amount: 1000, payment_method_id: bank, pin: PIN },
      headers: { "Idempotency-Key": `k-${crypto.randomUUID()}` },
      env: production,
    });
    expect(refused.status).toBe(503);
    expect(refused.json.code).toBe("PROVIDER_UNAVAILABLE");
    expect(await details(token)).toMatchObject({ balance: 5000, held: 1000 });
  });
});

describe("a withdrawal and its hold", () => {
  it("the hold of a queued withdrawal never expires", async () => {
    const { id } = await queuedWithdrawal(momo("0000001"));
    const hold = (await operationRow(id))?.hold_id;
    expect(await expireHolds(createDb(env.DB), Date.now() + 72 * HOURS)).toBeGreaterThanOrEqual(0);
    const state = await env.DB.prepare("select state from ledger_holds where id = ?").bind(hold).first();
    expect(state).toEqual({ state: "pending" });
  });

  it("a queued withdrawal whose hold is gone is failed unsent, and no cron run throws on it", async () => {
    const { id, token } = await queuedWithdrawal(momo("0000001"));
    const hold = (await operationRow(id))?.hold_id;
    // A hold settled behind the operation's back (before this guard existed, holds expired after 48 h).
    await env.DB.prepare("update ledger_holds set state = 'voided' where id = ?").bind(hold).run();
    await expect(runPaymentsCron()).resolves.toBeDefined();
    await expect(runPaymentsCron(Date.now() + 3 * 60_000)).resolves.toBeDefined();
    expect(await operationRow(id)).toMatchObject({
      status: "failed",
      failure_reason: HOLD_LOST_REASON,
      provider_ref: null,
    });
    expect(await details(token)).toMatchObject({ balance: 5000, held: 0 });
  });
});
