import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, latestCode } from "../../test-support/client";
import { addMethod, money, walletUser } from "../../test-support/wallet-fixtures";
import { PROMPTS_PER_NUMBER_DAY, PROMPTS_PER_USER_HOUR, UNVERIFIED_NUMBER_MESSAGE } from "./prompt-limits";

/*
 * A mobile money number is charged only once proven with the code texted to it, and prompts are limited
 * per account and per number across accounts (docs/decisions/0507). Each test has its own numbers (the
 * limits are counted per number in the RateLimiter): a 7-digit ending outside the sandbox's table
 * approves, so these prompts stay pending until the sandbox calls back.
 */

let seq = 0;
/** A fresh MTN number the sandbox approves. */
const freshNumber = () =>
  `+25677${String(9_000_000 + ((Date.now() + ++seq * 7919) % 1_000_000)).padStart(7, "0")}`;
const mtn = (phone: string) => ({ type: "yopaymentsug", name: "MTN", phone_number: phone });

const topup = (token: string, method: string) =>
  money("/user/wallet/topup", token, { amount: 1000, payment_method_id: method });

async function proveWithCode(token: string, method: string, phone: string) {
  const sent = await call(`/user/wallet/payment-methods/send-code/${method}`, { token, body: {} });
  expect(sent.status).toBe(200);
  return call(`/user/wallet/payment-methods/verify/${method}`, {
    token,
    body: { code: await latestCode(phone) },
  });
}

describe("mobile money numbers are proven before their first charge", () => {
  it("refuses to charge an unproven number, and charges it once its code is entered", async () => {
    const { token } = await walletUser();
    const phone = freshNumber();
    const method = await addMethod(token, mtn(phone), { proven: false });

    const refused = await topup(token, method);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toEqual({ payment_method_id: [UNVERIFIED_NUMBER_MESSAGE] });
    expect(
      await env.DB.prepare("select count(*) as n from wallet_operations where payment_method_id = ?")
        .bind(method)
        .first("n"),
    ).toBe(0);

    const listed = await call("/user/wallet/payment-methods", { token });
    expect(listed.json.data[0]).toMatchObject({ id: method, needs_verification: true });

    const wrong = await call(`/user/wallet/payment-methods/verify/${method}`, {
      token,
      body: { code: "000000" },
    });
    expect(wrong.status).toBe(422);

    const proven = await proveWithCode(token, method, phone);
    expect(proven.status).toBe(200);
    expect(proven.json.data).toMatchObject({ id: method, needs_verification: false });
    expect((await topup(token, method)).status).toBe(202);
  });

  it("a code asked for by another account that saved the same number proves nothing here", async () => {
    const phone = freshNumber();
    const owner = await walletUser();
    const stranger = await walletUser();
    const ownersMethod = await addMethod(owner.token, mtn(phone), { proven: false });
    const strangersMethod = await addMethod(stranger.token, mtn(phone), { proven: false });
    await call(`/user/wallet/payment-methods/send-code/${ownersMethod}`, { token: owner.token, body: {} });

    // The stranger somehow has the owner's code: it was not sent for their account.
    const res = await call(`/user/wallet/payment-methods/verify/${strangersMethod}`, {
      token: stranger.token,
      body: { code: await latestCode(phone) },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.message)).toEqual(["code"]);
    expect((await topup(stranger.token, strangersMethod)).status).toBe(422);
  });

  it("changing a proven number forgets the proof, and the database refuses a charge to it", async () => {
    const { token } = await walletUser();
    const phone = freshNumber();
    const method = await addMethod(token, mtn(phone), { proven: false });
    expect((await proveWithCode(token, method, phone)).status).toBe(200);

    const changed = await call(`/user/wallet/payment-methods/update/${method}`, {
      token,
      body: { phone_number: freshNumber() },
    });
    expect(changed.status).toBe(200);
    expect(changed.json.data.needs_verification).toBe(true);
    expect((await topup(token, method)).status).toBe(422);

    // Even a write that skips the service's check fails in the batch (migration 0025's trigger).
    const now = Date.now();
    await expect(
      env.DB.prepare(
        `insert into wallet_operations (id, user_id, type, status, amount, fee, signed_amount, payment_method_id, created_at, updated_at)
         values (?, (select user_id from payment_methods where id = ?), 'topup', 'pending', 100, 0, 100, ?, ?, ?)`,
      )
        .bind(`wop_test_${now}`, method, method, now, now)
        .run(),
    ).rejects.toThrow(/not verified/);
  });

  it("a number that is the account's own verified phone needs no second code", async () => {
    const { token } = await walletUser();
    const phone = freshNumber();
    await call("/auth/user/verify_phone_number", { token, body: { phone } });
    const verified = await call("/auth/user/verify_code", {
      token,
      body: { channel: "phone", code: await latestCode(phone) },
    });
    expect(verified.status).toBe(200);
    const method = await addMethod(token, mtn(phone), { proven: false });
    expect((await topup(token, method)).status).toBe(202);
  });
});

describe("mobile money prompts are limited", () => {
  it(`one account gets ${PROMPTS_PER_USER_HOUR.limit} prompts an hour, then a 429`, async () => {
    const { token } = await walletUser();
    const methods = [await addMethod(token, mtn(freshNumber())), await addMethod(token, mtn(freshNumber()))];
    const statuses: number[] = [];
    for (let i = 0; i < PROMPTS_PER_USER_HOUR.limit + 2; i++) {
      statuses.push((await topup(token, methods[i % 2] as string)).status);
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(PROMPTS_PER_USER_HOUR.limit);
    const refused = await topup(token, methods[0] as string);
    expect(refused.status).toBe(429);
    expect(refused.json.msg).toBe(PROMPTS_PER_USER_HOUR.message);
  });

  it(`one number gets ${PROMPTS_PER_NUMBER_DAY.limit} prompts a day, however many accounts saved it, even at once`, async () => {
    const phone = freshNumber();
    const accounts = await Promise.all(Array.from({ length: 4 }, () => walletUser()));
    const methods = await Promise.all(accounts.map((a) => addMethod(a.token, mtn(phone))));
    // 4 accounts × 4 prompts, all at once: within each account's hourly 5, past the number's daily 10.
    const answers = await Promise.all(
      accounts.flatMap((a, i) => Array.from({ length: 4 }, () => topup(a.token, methods[i] as string))),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(PROMPTS_PER_NUMBER_DAY.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16 - PROMPTS_PER_NUMBER_DAY.limit);
    expect(answers.find((r) => r.status === 429)?.json.msg).toBe(PROMPTS_PER_NUMBER_DAY.message);
    const started = await env.DB.prepare(
      "select count(*) as n from wallet_operations o join payment_methods m on m.id = o.payment_method_id where json_extract(m.details, '$.phone_number') = ?",
    )
      .bind(phone)
      .first("n");
    expect(started).toBe(PROMPTS_PER_NUMBER_DAY.limit);
  });
});
