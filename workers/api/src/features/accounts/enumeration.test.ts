import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { RateLimiter } from "../../kit/rate-limit/rate-limiter.do";
import { call, latestCode, registerUser, registerVerifiedUser } from "../../test-support/client";
import { SMS_ACCOUNT_POLICY, SMS_DAILY_KEY, SMS_DAILY_POLICY } from "./codes.rules";

const RESET = "/auth/user/password_reset";
let phoneCounter = 0;
/** A phone number no other test uses (per-number caps stay out of the way). */
const freshPhone = () => {
  phoneCounter += 1;
  return `+2567${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}${String(phoneCounter).padStart(4, "0")}`;
};

describe("password reset answers the same for every address", () => {
  it("answers a failing mailer for an existing account exactly as for an unknown address", async () => {
    const { email } = await registerUser();
    const ghost = `ghost-${crypto.randomUUID().slice(0, 8)}@example.com`;
    // A production mailer with no credentials: sending throws.
    const broken = { env: { MAILER: "resend", RESEND_API_KEY: undefined, MAIL_FROM: undefined } };
    const known = await call(RESET, { body: { email }, ...broken });
    const unknown = await call(RESET, { body: { email: ghost }, ...broken });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect({ ...known.json, data: { ...known.json.data, email: "x" } }).toEqual({
      ...unknown.json,
      data: { ...unknown.json.data, email: "x" },
    });
  });

  it("still sends the code, after answering", async () => {
    const { email } = await registerUser();
    expect((await call(RESET, { body: { email } })).status).toBe(200);
    const code = await latestCode(email);
    expect((await call("/auth/user/verify_reset", { body: { email, code } })).status).toBe(200);
  });
});

describe("phone numbers", () => {
  it("lets an unverified claim on a number not block its owner, who verifies it; the claimant is then refused", async () => {
    const squatter = await registerVerifiedUser();
    const owner = await registerVerifiedUser();
    const phone = freshPhone();
    expect(
      (await call("/auth/user/verify_phone_number", { token: squatter.token, body: { phone } })).status,
    ).toBe(200);
    const claimed = await call("/auth/user/verify_phone_number", { token: owner.token, body: { phone } });
    expect(claimed.status).toBe(200);
    const verified = await call("/auth/user/verify_code", {
      token: owner.token,
      body: { channel: "phone", code: await latestCode(phone) },
    });
    expect(verified.status).toBe(200);
    expect(verified.json.data).toMatchObject({ phone, phone_verified: true });

    const again = await call("/auth/user/verify_phone_number", { token: squatter.token, body: { phone } });
    expect(again.status).toBe(409);
    expect(again.json.msg).toMatch(/verified on another account/);
  });

  it("refuses cleanly (409) a code for a number another account verified meanwhile", async () => {
    const first = await registerVerifiedUser();
    const second = await registerVerifiedUser();
    const phone = freshPhone();
    await call("/auth/user/verify_phone_number", { token: first.token, body: { phone } });
    const code = await latestCode(phone);
    await env.DB.prepare("update users set phone = ?, phone_verified_at = ? where email = ?")
      .bind(phone, Date.now(), second.email)
      .run();
    const res = await call("/auth/user/verify_code", {
      token: first.token,
      body: { channel: "phone", code },
    });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("CONFLICT");
    expect(res.json.msg).toMatch(/verified on another account/);
  });
});

describe("phone numbers at sign-up", () => {
  it("refuses (409) a number another account has verified, and takes one only claimed elsewhere", async () => {
    const holder = await registerVerifiedUser();
    const verified = freshPhone();
    await env.DB.prepare("update users set phone = ?, phone_verified_at = ? where email = ?")
      .bind(verified, Date.now(), holder.email)
      .run();
    const body = (phone: string) => ({
      name: "Newcomer",
      email: `new-${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: "a-long-and-unusual-passphrase",
      phone,
    });
    const refused = await call("/auth/user/register", { body: body(verified) });
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toMatch(/verified on another account/);

    const claimed = freshPhone();
    await call("/auth/user/verify_phone_number", { token: holder.token, body: { phone: claimed } });
    const taken = await call("/auth/user/register", { body: body(claimed) });
    expect(taken.status).toBe(201);
    expect(taken.json.data.user).toMatchObject({ phone: claimed, phone_verified: false });
  });
});

describe("SMS budgets", () => {
  it("caps the texts one account sends a day, across numbers, with a clear 429 and Retry-After", async () => {
    const { token } = await registerVerifiedUser();
    for (let i = 0; i < SMS_ACCOUNT_POLICY.limit; i++) {
      const res = await call("/auth/user/verify_phone_number", { token, body: { phone: freshPhone() } });
      expect(res.status).toBe(200);
    }
    const over = await call("/auth/user/verify_phone_number", { token, body: { phone: freshPhone() } });
    expect(over.status).toBe(429);
    expect(over.json).toMatchObject({ code: "RATE_LIMITED", msg: SMS_ACCOUNT_POLICY.message });
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(3600);
  }, 30_000);

  it("caps the texts the whole service sends a day", async () => {
    const stub = env.RATE_LIMITER.get(
      env.RATE_LIMITER.idFromName(`${SMS_DAILY_POLICY.name}:${SMS_DAILY_KEY}`),
    ) as DurableObjectStub<RateLimiter>;
    await runInDurableObject(stub, async (instance: RateLimiter, state) => {
      await instance.alarm();
      await state.storage.put("w", { start: Date.now(), count: SMS_DAILY_POLICY.limit });
    });
    try {
      const { token } = await registerVerifiedUser();
      const phone = freshPhone();
      const over = await call("/auth/user/verify_phone_number", { token, body: { phone } });
      expect(over.status).toBe(429);
      expect(over.json).toMatchObject({ code: "RATE_LIMITED", msg: SMS_DAILY_POLICY.message });
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await call(`/dev/outbox?to=${encodeURIComponent(phone)}`)).json.data).toEqual([]);
    } finally {
      await runInDurableObject(stub, (instance: RateLimiter) => instance.alarm());
    }
  });
});
