import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AppError } from "../../kit/errors";
import { testDb } from "../../test-support/catalogue-fixtures";
import { call, latestCode } from "../../test-support/client";
import { fundWallet, momo, money, PIN, walletUser } from "../../test-support/wallet-fixtures";
import { checkPin } from "./pin.service";

/*
 * What a stolen session (or a patient guesser) must not get quickly (issue 32, item 7): a PIN that falls
 * to repeated 15 minute locks, a payout to a method added a minute ago, and changes the owner never hears of.
 */

const db = testDb();
const MIN = 60_000;

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

async function lockOnce(userId: string, at: number) {
  for (let i = 0; i < 5; i++) await refusal(checkPin(db, userId, "9731", new Date(at + i)));
}

async function outboxSubjects(to: string): Promise<string[]> {
  const res = await call(`/dev/outbox?to=${encodeURIComponent(to)}`);
  return (res.json.data as Array<{ subject: string }>).map((m) => m.subject);
}

async function securityNotices(token: string): Promise<string[]> {
  const res = await call("/user/global/notifications", { token });
  return (res.json.data.data as Array<{ msg: string }>).map((n) => n.msg);
}

describe("repeated PIN locks", () => {
  it("a first lock ends after 15 minutes; a second within 24 h holds until an e-mailed code", async () => {
    const { user, token } = await walletUser();
    const start = Date.now();
    await lockOnce(user.id, start);
    await checkPin(db, user.id, PIN, new Date(start + 16 * MIN));

    await lockOnce(user.id, start + 20 * MIN);
    const later = new Date(start + 3 * 60 * MIN);
    const held = await refusal(checkPin(db, user.id, PIN, later));
    expect(held.status).toBe(403);
    expect(held.code).toBe("PIN_CODE_REQUIRED");
    const state = await call("/user/wallet/details", { token });
    expect(state.json.data.pin_code_required).toBe(true);

    expect((await call("/user/wallet/pin-code", { token, body: {} })).status).toBe(200);
    const code = await latestCode(user.email);
    const reset = await call("/user/wallet/set-pin", { token, body: { pin: PIN, code } });
    expect(reset.status).toBe(200);
    await checkPin(db, user.id, PIN);
  });

  it("tells the owner of a lock, in the app and by e-mail", async () => {
    const { user, token, email } = await walletUser();
    for (let i = 0; i < 5; i++) {
      await call("/user/wallet/verify-pin", { token, body: { pin: "9731" } });
    }
    expect(await outboxSubjects(email)).toContain("Your Ngoma wallet PIN was locked");
    expect((await securityNotices(token)).some((m) => /wallet PIN was locked/.test(m))).toBe(true);
    expect(user.id).toBeTruthy();
  });
});

describe("a new payout method", () => {
  it("waits 24 h before its first withdrawal, and the owner is told it was added", async () => {
    const { token, email } = await walletUser();
    await fundWallet(token, 5_000);
    const created = await call("/user/wallet/payment-methods/create", { token, body: momo("0000001") });
    expect(created.status).toBe(201);
    const id = created.json.data.id as string;

    const early = await money("/user/wallet/withdraw", token, {
      amount: 1_000,
      payment_method_id: id,
      pin: PIN,
    });
    expect(early.status).toBe(422);
    expect(early.json.message.payment_method_id[0]).toMatch(/added less than 24 hours ago/);

    await env.DB.prepare("update payment_methods set created_at = ? where id = ?")
      .bind(Date.now() - 25 * 60 * MIN, id)
      .run();
    const later = await money("/user/wallet/withdraw", token, {
      amount: 1_000,
      payment_method_id: id,
      pin: PIN,
    });
    expect(later.status).toBe(202);

    expect(await outboxSubjects(email)).toContain("A payout method was added to your Ngoma wallet");
    expect((await securityNotices(token)).some((m) => /payout method was added/.test(m))).toBe(true);
  });
});

describe("a raise of the withdrawal limits", () => {
  it("is told to the owner, in the app and by e-mail", async () => {
    const { token, email } = await walletUser();
    const res = await call("/user/wallet/update-limits", {
      token,
      body: { daily_limit: 200_000, monthly_limit: 2_000_000 },
    });
    expect(res.status).toBe(200);
    expect(await outboxSubjects(email)).toContain("Your Ngoma withdrawal limits are being raised");
    expect((await securityNotices(token)).some((m) => /withdrawal limits/.test(m))).toBe(true);
  });

  it("says nothing about a lowering", async () => {
    const { token, email } = await walletUser();
    await call("/user/wallet/update-limits", {
      token,
      body: { daily_limit: 50_000, monthly_limit: 500_000 },
    });
    expect(await outboxSubjects(email)).not.toContain("Your Ngoma withdrawal limits are being raised");
  });
});
