import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../../kit/db";
import { call, fetchApp } from "../../test-support/client";
import { TEST_SELLABLES } from "../../test-support/sellables";
import {
  addMethod,
  fundWallet,
  momo,
  money,
  operationRow,
  PIN,
  runPaymentsCron,
  walletUser,
} from "../../test-support/wallet-fixtures";
import { signedCallbackRequest } from "../payments/providers/callbacks";
import { settleFromCallback } from "./callback.service";
import { operationById } from "./operation-reads";
import { settleOperation } from "./settlement.service";

/*
 * A payment settles once, whatever its caller read (docs/decisions/0505): the database refuses a second
 * settlement, so a callback, its replay under another event id, a poll and a second cron run can race.
 */

const TOPUP = "/user/wallet/topup";
const MINUTES = 60_000;
const secret = () => (env as { PAYMENTS_WEBHOOK_SECRET?: string }).PAYMENTS_WEBHOOK_SECRET ?? "";

/** A mobile-money top-up the sandbox never calls back about (only a poll or a callback settles it). */
async function pendingTopup(amount: number) {
  const account = await walletUser();
  const phone = await addMethod(account.token, momo("0000004"));
  const res = await money(TOPUP, account.token, { amount, payment_method_id: phone });
  expect(res.status).toBe(202);
  return { ...account, id: res.json.data.id as string };
}

/** A signed callback for `id`, under its own event id (a replay under a new id is not deduplicated). */
async function deliverCallback(id: string, eventId: string) {
  const request = await signedCallbackRequest("yopaymentsug", secret(), {
    eventId,
    reference: id,
    providerRef: `sbx_${id}`,
    status: "succeeded",
  });
  return call("/webhooks/yopaymentsug", {
    rawBody: await request.text(),
    headers: Object.fromEntries(request.headers),
  });
}

const ledgerRows = async (reference: string) =>
  (await env.DB.prepare("select id from ledger_transactions where reference = ?").bind(reference).all())
    .results;

const balance = async (userId: string) =>
  (
    await env.DB.prepare("select balance from ledger_accounts where user_id = ?")
      .bind(userId)
      .first<{ balance: number }>()
  )?.balance ?? 0;

describe("a payment settles once", () => {
  it("settleOperation handed the same pending row twice credits once", async () => {
    const { id, user } = await pendingTopup(1500);
    const db = createDb(env.DB);
    const row = await operationById(db, id);
    if (!row) throw new Error("no operation");
    const deps = { db, realtime: env.REALTIME, sellables: TEST_SELLABLES };
    const first = await settleOperation(deps, row, { status: "succeeded", providerRef: "p1" });
    const second = await settleOperation(deps, row, { status: "succeeded", providerRef: "p1" });
    expect([first.settled, second.settled]).toEqual([true, false]);
    expect(await balance(user.id)).toBe(1500);
    expect(await ledgerRows(id)).toHaveLength(1);
  });

  it("callbacks under new event ids racing the poller and a second cron run (20 at once) credit once", async () => {
    const { id, user } = await pendingTopup(2300);
    const later = Date.now() + 3 * MINUTES;
    const racers = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0 ? deliverCallback(id, `evt_${id}_${i}`) : runPaymentsCron(later),
    );
    const outcomes = await Promise.allSettled(racers);
    expect(outcomes.filter((o) => o.status === "rejected")).toEqual([]);
    expect(await operationRow(id)).toMatchObject({ status: "completed", balance_after: 2300 });
    expect(await balance(user.id)).toBe(2300);
    expect(await ledgerRows(id)).toHaveLength(1);
  });

  it("a settled operation's row cannot be written again, and its ledger transaction cannot be edited", async () => {
    const { token } = await walletUser();
    const op = await fundWallet(token, 800);
    await expect(
      env.DB.prepare("update wallet_operations set status = 'completed', amount = 1 where id = ?")
        .bind(op.id)
        .run(),
    ).rejects.toThrow(/already settled/);
    const row = await operationRow(op.id);
    await expect(
      env.DB.prepare("update ledger_transactions set reference = 'elsewhere' where id = ?")
        .bind(row?.transaction_id)
        .run(),
    ).rejects.toThrow(/append-only/);
    await expect(
      env.DB.prepare(
        "insert into ledger_transactions (id, kind, reference, imbalance, created_at) values ('txn_again', 'topup', ?, 0, 0)",
      )
        .bind(op.id)
        .run(),
    ).rejects.toThrow(/UNIQUE/);
  });
});

describe("unresolved payments go to review, never to failed, while the provider may still pay", () => {
  it("a top-up unresolved after 24 hours waits in review and is credited when the provider's word comes", async () => {
    const account = await walletUser();
    const phone = await addMethod(account.token, momo("0000005"));
    const res = await money(TOPUP, account.token, { amount: 700, payment_method_id: phone });
    const id = res.json.data.id;
    await runPaymentsCron(Date.now() + 24 * 60 * MINUTES + MINUTES);
    expect(await operationRow(id)).toMatchObject({ status: "review", failure_reason: null });
    expect(await balance(account.user.id)).toBe(0);
    expect((await deliverCallback(id, `evt_late_${id}`)).json.data).toEqual({
      received: true,
      settled: true,
    });
    expect(await operationRow(id)).toMatchObject({ status: "completed" });
    expect(await balance(account.user.id)).toBe(700);
  });

  it("a payout sent and unresolved after 24 hours keeps its hold in review; a late success posts it once", async () => {
    const { token, user } = await walletUser();
    await fundWallet(token, 5000);
    const phone = await addMethod(token, momo("0000005"));
    const res = await money("/user/wallet/withdraw", token, {
      amount: 2000,
      payment_method_id: phone,
      pin: PIN,
    });
    const id = res.json.data.id;
    await runPaymentsCron();
    const hold = (await operationRow(id))?.hold_id;
    await runPaymentsCron(Date.now() + 24 * 60 * MINUTES + MINUTES);
    // Past the hold's own 48 h expiry too: a hold that belongs to an unsettled payout never expires.
    await runPaymentsCron(Date.now() + 60 * 60 * MINUTES);
    await runUpkeepHoldExpiry(Date.now() + 60 * 60 * MINUTES);
    expect(await operationRow(id)).toMatchObject({ status: "review" });
    expect(await holdState(hold)).toBe("pending");
    const funds = await env.DB.prepare("select balance, held from ledger_accounts where user_id = ?")
      .bind(user.id)
      .first();
    expect(funds).toEqual({ balance: 5000, held: 2000 });
    await Promise.all([deliverCallback(id, `evt_a_${id}`), deliverCallback(id, `evt_b_${id}`)]);
    expect(await operationRow(id)).toMatchObject({ status: "completed", balance_after: 3000 });
    expect(await holdState(hold)).toBe("posted");
    expect(await balance(user.id)).toBe(3000);
  });
});

describe("a provider's confirmation is held to the payment it names", () => {
  it("another amount or another payer moves the payment to review, crediting nothing; the poller leaves it", async () => {
    const { id, user } = await pendingTopup(1000);
    const row = await operationRow(id);
    expect(row).toMatchObject({ local_currency: "UGX", provider_account: "+256770000004" });
    const db = createDb(env.DB);
    const deps = { db, realtime: env.REALTIME, sellables: TEST_SELLABLES };
    const event = { eventId: `yo_${id}`, reference: id, providerRef: "MTN1", status: "succeeded" as const };
    const wrongAmount = await settleFromCallback(deps, "yopaymentsug", {
      ...event,
      confirmed: { amount: Number(row?.local_amount) - 1, currency: "UGX", account: "256770000004" },
    });
    expect(wrongAmount.settled).toBe(false);
    expect(await operationRow(id)).toMatchObject({ status: "review", poll_after: null });
    expect(String((await operationRow(id))?.review_reason)).toMatch(/not the \d+ UGX asked for/);
    await runPaymentsCron(Date.now() + 2 * 24 * 60 * MINUTES);
    expect(await operationRow(id)).toMatchObject({ status: "review" });
    expect(await balance(user.id)).toBe(0);
  });

  it("a confirmation from another number is refused; the matching one credits", async () => {
    const { id, user } = await pendingTopup(1000);
    const row = await operationRow(id);
    const db = createDb(env.DB);
    const deps = { db, realtime: env.REALTIME, sellables: TEST_SELLABLES };
    const event = { reference: id, providerRef: "MTN2", status: "succeeded" as const };
    const amount = Number(row?.local_amount);
    const stranger = await settleFromCallback(deps, "yopaymentsug", {
      ...event,
      eventId: `yo_a_${id}`,
      confirmed: { amount, currency: "UGX", account: "256779999999" },
    });
    expect(stranger.settled).toBe(false);
    const good = await settleFromCallback(deps, "yopaymentsug", {
      ...event,
      eventId: `yo_b_${id}`,
      confirmed: { amount, currency: "UGX", account: "256770000004" },
    });
    expect(good.settled).toBe(true);
    expect(await balance(user.id)).toBe(1000);
  });
});

describe("provider callbacks' bodies", () => {
  it("a chunked body past 64 KiB is refused while it is read (413), whatever it declares", async () => {
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request("http://localhost/api/v1/webhooks/yopaymentsug", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      // @ts-expect-error: workerd's RequestInit takes a stream body without `duplex`.
      duplex: "half",
    });
    const res = await fetchApp(request);
    expect(res.status).toBe(413);
  });
});

async function runUpkeepHoldExpiry(now: number) {
  const { expireHolds } = await import("../ledger/service");
  return expireHolds(createDb(env.DB), now);
}

async function holdState(id: unknown) {
  return (
    await env.DB.prepare("select state from ledger_holds where id = ?").bind(id).first<{ state: string }>()
  )?.state;
}
