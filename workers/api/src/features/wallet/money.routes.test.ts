import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, registerVerifiedUser } from "../../test-support/client";
import {
  addMethod,
  BANK,
  CARD,
  DECLINED_CARD,
  details,
  fundWallet,
  momo,
  money,
  newKey,
  operationRow,
  PIN,
  runPaymentsCron,
  walletUser,
} from "../../test-support/wallet-fixtures";
import { NO_ANSWER_REASON } from "./settlement.rules";

const TOPUP = "/user/wallet/topup";
const WITHDRAW = "/user/wallet/withdraw";
const MINUTES = 60_000;

describe("top-up", () => {
  it("by card credits the wallet at once, with the spec's message and a history row", async () => {
    const { token } = await walletUser();
    const card = await addMethod(token, CARD);
    const res = await money(TOPUP, token, {
      amount: 2500,
      payment_method_id: card,
      payment_reference: "INV-1",
    });
    expect(res.status).toBe(200);
    expect(res.json.msg).toBe("Wallet topped up successfully");
    expect(res.json.data).toMatchObject({
      type: "topup",
      status: "completed",
      amount: 2500,
      signed_amount: 2500,
      balance_after: 2500,
      reference: "INV-1",
    });
    expect(await details(token)).toMatchObject({ balance: 2500, held: 0, available: 2500 });
    const history = await call("/user/wallet/transactions", { token });
    expect(history.json.data.data.map((r: { id: string }) => r.id)).toEqual([res.json.data.id]);
  });

  it("refuses negative, zero, fractional, huge and non-numeric amounts with a 422 on amount", async () => {
    const { token } = await walletUser();
    const card = await addMethod(token, CARD);
    for (const amount of [-100, 0, 99, 150.5, 1_000_001, 1e20, "1000", null]) {
      const res = await money(TOPUP, token, { amount, payment_method_id: card });
      expect(res.status, String(amount)).toBe(422);
      expect(res.json.message.amount, String(amount)).toBeDefined();
    }
    expect(await details(token)).toMatchObject({ balance: 0 });
  });

  it("answers 404 for another user's method and needs an Idempotency-Key", async () => {
    const owner = await walletUser();
    const stranger = await walletUser();
    const card = await addMethod(owner.token, CARD);
    const res = await money(TOPUP, stranger.token, { amount: 1000, payment_method_id: card });
    expect(res.status).toBe(404);
    const keyless = await call(TOPUP, {
      token: owner.token,
      body: { amount: 1000, payment_method_id: card },
    });
    expect(keyless.status).toBe(422);
    expect(Object.keys(keyless.json.message)).toEqual(["Idempotency-Key"]);
    expect(await details(owner.token)).toMatchObject({ balance: 0 });
  });

  it("a declined card credits nothing and says why; the history keeps the failure", async () => {
    const { token } = await walletUser();
    const card = await addMethod(token, DECLINED_CARD);
    const res = await money(TOPUP, token, { amount: 1000, payment_method_id: card });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ code: "PAYMENT_FAILED", msg: "Your card was declined." });
    expect(await details(token)).toMatchObject({ balance: 0 });
    const history = await call("/user/wallet/transactions?status=failed", { token });
    expect(history.json.data.data[0]).toMatchObject({
      status: "failed",
      failure_reason: "Your card was declined.",
      balance_after: null,
    });
  });

  it("the same key and body replays the first answer; another body with that key is refused", async () => {
    const { token } = await walletUser();
    const card = await addMethod(token, CARD);
    const key = newKey();
    const first = await money(TOPUP, token, { amount: 1000, payment_method_id: card }, key);
    const again = await money(TOPUP, token, { amount: 1000, payment_method_id: card }, key);
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.json.data.id).toBe(first.json.data.id);
    const other = await money(TOPUP, token, { amount: 2000, payment_method_id: card }, key);
    expect(other.status).toBe(422);
    expect(other.json.code).toBe("IDEMPOTENCY_MISMATCH");
    expect(await details(token)).toMatchObject({ balance: 1000 });
  });

  it("by mobile money is pending, asks for approval, and completes when the signed callback lands", async () => {
    const { token, user } = await walletUser();
    const phone = await addMethod(token, momo("0000001"));
    // The sandbox's callback is delivered after the response (delay 0 in tests), inside the same call.
    const res = await money(TOPUP, token, { amount: 5000, payment_method_id: phone });
    expect(res.status).toBe(202);
    expect(res.json.data).toMatchObject({ status: "pending", next_action: "approve_on_phone" });
    expect(res.json.msg).toContain("Approve the payment on your phone");
    expect(await operationRow(res.json.data.id)).toMatchObject({ status: "completed", balance_after: 5000 });
    expect(await details(token)).toMatchObject({ balance: 5000 });
    const note = await env.DB.prepare(
      "select type, msg, data from notifications where user_id = ? and type = 'Wallet'",
    )
      .bind(user.id)
      .first<{ msg: string; data: string }>();
    expect(note?.msg).toBe("Your top-up of $50.00 completed.");
    expect(JSON.parse(note?.data ?? "{}").operation).toMatchObject({
      id: res.json.data.id,
      status: "completed",
    });
  });

  it("by mobile money declined on the phone fails through its callback, crediting nothing", async () => {
    const { token } = await walletUser();
    const phone = await addMethod(token, momo("0000002"));
    const res = await money(TOPUP, token, { amount: 5000, payment_method_id: phone });
    expect(res.status).toBe(202);
    expect(await operationRow(res.json.data.id)).toMatchObject({
      status: "failed",
      failure_reason: "The payment was not approved on the phone.",
    });
    expect(await details(token)).toMatchObject({ balance: 0 });
  });

  it("a lost callback is recovered by the status poller after 2 minutes", async () => {
    const { token } = await walletUser();
    const phone = await addMethod(token, momo("0000004"));
    const res = await money(TOPUP, token, { amount: 700, payment_method_id: phone });
    const id = res.json.data.id;
    await runPaymentsCron(Date.now() + MINUTES);
    expect(await operationRow(id)).toMatchObject({ status: "pending" });
    await runPaymentsCron(Date.now() + 3 * MINUTES);
    expect(await operationRow(id)).toMatchObject({ status: "completed" });
    expect(await details(token)).toMatchObject({ balance: 700 });
  });

  it("a payment that never resolves waits in review after 24 hours, crediting nothing", async () => {
    const { token } = await walletUser();
    const phone = await addMethod(token, momo("0000005"));
    const res = await money(TOPUP, token, { amount: 700, payment_method_id: phone });
    await runPaymentsCron(Date.now() + 3 * MINUTES);
    expect(await operationRow(res.json.data.id)).toMatchObject({ status: "pending" });
    await runPaymentsCron(Date.now() + 24 * 60 * MINUTES + MINUTES);
    expect(await operationRow(res.json.data.id)).toMatchObject({
      status: "review",
      review_reason: NO_ANSWER_REASON,
    });
    expect(await details(token)).toMatchObject({ balance: 0 });
  });

  it("by bank settles on the next cron run", async () => {
    const { token } = await walletUser();
    const bank = await addMethod(token, BANK);
    const res = await money(TOPUP, token, { amount: 12_000, payment_method_id: bank });
    expect(res.status).toBe(202);
    expect(res.json.data.next_action).toBeNull();
    await runPaymentsCron(Date.now() + 3 * MINUTES);
    expect(await details(token)).toMatchObject({ balance: 12_000 });
  });
});

describe("withdrawal", () => {
  it("checks the PIN, holds the amount, is sent by the cron and posts when the provider pays", async () => {
    const { token } = await walletUser();
    await fundWallet(token, 10_000);
    const phone = await addMethod(token, momo("0000001"));
    const wrong = await money(WITHDRAW, token, { amount: 4000, payment_method_id: phone, pin: "1357" });
    expect(wrong.status).toBe(422);
    expect(wrong.json.message.pin[0]).toMatch(/Wrong PIN/);
    const res = await money(WITHDRAW, token, { amount: 4000, payment_method_id: phone, pin: PIN });
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({
      msg: "Withdrawal initiated successfully",
      data: { status: "pending", signed_amount: -4000, cancellable: true },
    });
    expect(await details(token)).toMatchObject({ balance: 10_000, held: 4000, available: 6000 });
    await runPaymentsCron();
    expect(await operationRow(res.json.data.id)).toMatchObject({ status: "completed", balance_after: 6000 });
    expect(await details(token)).toMatchObject({ balance: 6000, held: 0, available: 6000 });
  });

  it("refuses more than is available, a card, and amounts past the daily limit", async () => {
    const { token } = await walletUser();
    await fundWallet(token, 300_000);
    const card = await addMethod(token, CARD);
    const phone = await addMethod(token, momo("0000001"));
    const toCard = await money(WITHDRAW, token, { amount: 1000, payment_method_id: card, pin: PIN });
    expect(toCard.status).toBe(422);
    expect(toCard.json.message.payment_method_id).toBeDefined();
    const tooMuch = await money(WITHDRAW, token, { amount: 300_001, payment_method_id: phone, pin: PIN });
    expect(tooMuch.status).toBe(422);
    const overLimit = await money(WITHDRAW, token, { amount: 100_001, payment_method_id: phone, pin: PIN });
    expect(overLimit.status).toBe(422);
    expect(overLimit.json.message.amount[0]).toMatch(/daily/i);
    expect(await details(token)).toMatchObject({ balance: 300_000, held: 0 });
  });

  it("refuses bad amounts, a missing PIN and another user's method, holding nothing", async () => {
    const { token } = await walletUser();
    const stranger = await walletUser();
    await fundWallet(token, 5000);
    const phone = await addMethod(token, momo("0000001"));
    for (const amount of [-100, 0, 99, 10.5, 2 ** 60, "100"]) {
      const res = await money(WITHDRAW, token, { amount, payment_method_id: phone, pin: PIN });
      expect(res.status, String(amount)).toBe(422);
      expect(res.json.message.amount, String(amount)).toBeDefined();
    }
    const noPin = await money(WITHDRAW, token, { amount: 1000, payment_method_id: phone });
    expect(noPin.json.message.pin).toBeDefined();
    const theirs = await money(WITHDRAW, stranger.token, {
      amount: 1000,
      payment_method_id: phone,
      pin: PIN,
    });
    expect(theirs.status).toBe(404);
    expect(await details(token)).toMatchObject({ balance: 5000, held: 0 });
  });

  it("with too little money is refused as INSUFFICIENT_FUNDS", async () => {
    const { token } = await walletUser();
    await fundWallet(token, 500);
    const phone = await addMethod(token, momo("0000001"));
    const res = await money(WITHDRAW, token, { amount: 600, payment_method_id: phone, pin: PIN });
    expect(res.status).toBe(422);
    expect(res.json.code).toBe("INSUFFICIENT_FUNDS");
  });

  it("can be cancelled until the cron sends it; the hold is released once", async () => {
    const { token } = await walletUser();
    await fundWallet(token, 5000);
    const phone = await addMethod(token, momo("0000001"));
    const res = await money(WITHDRAW, token, { amount: 5000, payment_method_id: phone, pin: PIN });
    const id = res.json.data.id;
    const cancel = await money(`/user/wallet/withdrawals/cancel/${id}`, token, {});
    expect(cancel.status).toBe(200);
    expect(cancel.json.data).toMatchObject({ status: "failed", cancellable: false });
    expect(await details(token)).toMatchObject({ balance: 5000, held: 0 });
    const twice = await money(`/user/wallet/withdrawals/cancel/${id}`, token, {});
    expect(twice.status).toBe(409);
    await runPaymentsCron();
    expect(await details(token)).toMatchObject({ balance: 5000, held: 0 });
  });

  it("a sent withdrawal cannot be cancelled, and another user's is not found", async () => {
    const { token } = await walletUser();
    const stranger = await walletUser();
    await fundWallet(token, 5000);
    const phone = await addMethod(token, momo("0000005"));
    const res = await money(WITHDRAW, token, { amount: 1000, payment_method_id: phone, pin: PIN });
    const id = res.json.data.id;
    expect((await money(`/user/wallet/withdrawals/cancel/${id}`, stranger.token, {})).status).toBe(404);
    await runPaymentsCron();
    expect(await operationRow(id)).toMatchObject({ status: "pending" });
    expect((await money(`/user/wallet/withdrawals/cancel/${id}`, token, {})).status).toBe(409);
    expect(await details(token)).toMatchObject({ held: 1000 });
  });

  it("a failed payout releases the hold", async () => {
    const { token } = await walletUser();
    await fundWallet(token, 5000);
    const phone = await addMethod(token, momo("0000003"));
    const res = await money(WITHDRAW, token, { amount: 2000, payment_method_id: phone, pin: PIN });
    await runPaymentsCron();
    expect(await operationRow(res.json.data.id)).toMatchObject({ status: "failed" });
    expect(await details(token)).toMatchObject({ balance: 5000, held: 0 });
  });

  it("50 concurrent withdrawals of the full balance: exactly one succeeds", async () => {
    const { token } = await walletUser();
    await fundWallet(token, 20_000);
    const phone = await addMethod(token, momo("0000001"));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        money(WITHDRAW, token, { amount: 20_000, payment_method_id: phone, pin: PIN }),
      ),
    );
    expect(answers.filter((a) => a.status === 202)).toHaveLength(1);
    // The rest are refused for the money or, concurrent PIN tries being counted before they are checked
    // (docs/decisions/0503), for a PIN locked while they raced.
    const refusals = new Set(
      answers.filter((a) => a.status !== 202).map((a) => `${a.status} ${a.json.code}`),
    );
    expect([...refusals].filter((r) => r !== "422 INSUFFICIENT_FUNDS" && r !== "429 PIN_LOCKED")).toEqual([]);
    expect(await details(token)).toMatchObject({ balance: 20_000, held: 20_000, available: 0 });
  });
});

describe("provider callbacks", () => {
  it("refuse stale, forged and unsigned callbacks; a replay has no second effect", async () => {
    const { signedCallbackRequest } = await import("../payments/providers/callbacks");
    const { token } = await walletUser();
    const phone = await addMethod(token, momo("0000004"));
    const res = await money(TOPUP, token, { amount: 900, payment_method_id: phone });
    const id = res.json.data.id;
    const secret = (env as { PAYMENTS_WEBHOOK_SECRET?: string }).PAYMENTS_WEBHOOK_SECRET ?? "";
    const event = { eventId: `evt_${id}`, reference: id, providerRef: "sbx_1", status: "succeeded" as const };
    const send = async (request: Request) => {
      const body = await request.text();
      return call("/webhooks/yopaymentsug", { rawBody: body, headers: Object.fromEntries(request.headers) });
    };
    const stale = await send(
      await signedCallbackRequest("yopaymentsug", secret, event, { now: Date.now() - 6 * MINUTES }),
    );
    expect([400, 401]).toContain(stale.status);
    const forged = await send(await signedCallbackRequest("yopaymentsug", "not-the-secret", event));
    expect([400, 401]).toContain(forged.status);
    const unsigned = await call("/webhooks/yopaymentsug", {
      body: { id: "x", data: { reference: id, status: "succeeded" } },
    });
    expect([400, 401]).toContain(unsigned.status);
    expect(await details(token)).toMatchObject({ balance: 0 });

    const good = await signedCallbackRequest("yopaymentsug", secret, event);
    const raw = await good.clone().text();
    const first = await call("/webhooks/yopaymentsug", {
      rawBody: raw,
      headers: Object.fromEntries(good.headers),
    });
    expect(first.json.data).toEqual({ received: true, settled: true });
    const replay = await call("/webhooks/yopaymentsug", {
      rawBody: raw,
      headers: Object.fromEntries(good.headers),
    });
    expect(replay.status).toBe(200);
    expect(replay.json.data.settled).toBe(false);
    expect(await details(token)).toMatchObject({ balance: 900 });
  });
});

describe("details", () => {
  it("shows zeros and no PIN for a new user, without creating a wallet", async () => {
    const { token, user } = await registerVerifiedUser();
    const res = await call("/user/wallet/details", { token });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      currency: "USD",
      balance: 0,
      held: 0,
      available: 0,
      has_pin: false,
      default_method: null,
    });
    expect(res.json.data.limits).toMatchObject({ daily_used: 0, monthly_used: 0 });
    const wallets = await env.DB.prepare("select count(*) as n from ledger_accounts where user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(wallets?.n).toBe(0);
  });
});

describe("the dev cron runner", () => {
  it("runs the payments cron on localhost in development, and nowhere else", async () => {
    const { token } = await walletUser();
    const bank = await addMethod(token, BANK);
    await money(TOPUP, token, { amount: 1500, payment_method_id: bank });
    const far = await call("/dev/scheduled", {
      body: { cron: "* * * * *" },
      origin: "https://ngoma.example",
    });
    expect(far.status).toBe(404);
    const bad = await call("/dev/scheduled", { body: { cron: "* * * * 1" } });
    expect(bad.status).toBe(422);
    const ran = await call("/dev/scheduled", { body: { cron: "* * * * *" } });
    expect(ran.status).toBe(200);
    // The sandbox bank settles on the first run after it started.
    expect(await details(token)).toMatchObject({ balance: 1500 });
  });
});
