import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LOGIN_FAILURE_POLICY } from "../../kit/rate-limit/rate-limit";
import { call, latestCode, registerUser } from "../../test-support/client";
import { countingD1 } from "../../test-support/round-trips";
import { CODE_MESSAGES, CODE_RULES } from "./codes.rules";

// Real parallel requests against the worker (real D1, real Durable Objects): no mocked clock or lock.
// Each call comes from its own IP, so only the limit under test can refuse it.

const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");
const attemptsOf = async (target: string) =>
  (
    await env.DB.prepare(
      "select attempts from verification_codes where target = ? order by created_at desc limit 1",
    )
      .bind(target)
      .first<{ attempts: number }>()
  )?.attempts;

describe("code attempts under parallel guessing", () => {
  it("evaluates exactly 5 of 200 parallel wrong guesses at a reset code, then refuses the right one", async () => {
    const { email } = await registerUser();
    expect((await call("/auth/user/password_reset", { body: { email } })).status).toBe(200);
    const code = await latestCode(email);
    const guesses = await Promise.all(
      Array.from({ length: 200 }, () =>
        call("/auth/user/verify_reset", { body: { email, code: wrongFor(code) } }),
      ),
    );
    expect(guesses.map((g) => g.status).every((s) => s === 422)).toBe(true);
    const answers = guesses.map((g) => g.json.message.code[0]);
    expect(answers.filter((a) => a === CODE_MESSAGES.wrong)).toHaveLength(CODE_RULES.maxAttempts);
    expect(answers.filter((a) => a === CODE_MESSAGES.locked)).toHaveLength(200 - CODE_RULES.maxAttempts);
    expect(await attemptsOf(email)).toBe(CODE_RULES.maxAttempts);

    const right = await call("/auth/user/verify_reset", { body: { email, code } });
    expect(right.status).toBe(422);
    expect(right.json.message.code[0]).toBe(CODE_MESSAGES.locked);
    const reset = await call("/auth/user/update_password", {
      body: { email, code, password: "a brand new passphrase" },
    });
    expect(reset.status).toBe(422);
  }, 60_000);

  it("evaluates exactly 5 of 50 parallel wrong guesses at an e-mail verification code", async () => {
    const { email, token } = await registerUser();
    const code = await latestCode(email);
    const guesses = await Promise.all(
      Array.from({ length: 50 }, () =>
        call("/auth/user/verify_code", { token, body: { channel: "email", code: wrongFor(code) } }),
      ),
    );
    const answers = guesses.map((g) => g.json.message.code[0]);
    expect(answers.filter((a) => a === CODE_MESSAGES.wrong)).toHaveLength(CODE_RULES.maxAttempts);
    const right = await call("/auth/user/verify_code", { token, body: { channel: "email", code } });
    expect(right.json.message.code[0]).toBe(CODE_MESSAGES.locked);
  }, 60_000);

  it("gives a right reset check its attempt back, so the owner can still set the password", async () => {
    const { email } = await registerUser();
    await call("/auth/user/password_reset", { body: { email } });
    const code = await latestCode(email);
    for (let i = 0; i < CODE_RULES.maxAttempts - 1; i++)
      await call("/auth/user/verify_reset", { body: { email, code: wrongFor(code) } });
    expect((await call("/auth/user/verify_reset", { body: { email, code } })).status).toBe(200);
    expect(await attemptsOf(email)).toBe(CODE_RULES.maxAttempts - 1);
    const reset = await call("/auth/user/update_password", {
      body: { email, code, password: "a brand new passphrase" },
    });
    expect(reset.status).toBe(200);
  });
});

describe("login failures under parallel guessing", () => {
  // PBKDF2 is slow on purpose, so the account's failure window starts nearly spent (the real Durable
  // Object's own counter, not a mock) and the last few failures are raced.
  const spendFailures = async (email: string, n: number) => {
    const limiter = env.RATE_LIMITER.get(
      env.RATE_LIMITER.idFromName(`${LOGIN_FAILURE_POLICY.name}:${email}`),
    );
    for (let i = 0; i < n; i++) await limiter.hit(LOGIN_FAILURE_POLICY.limit, LOGIN_FAILURE_POLICY.windowMs);
  };

  it("looks up and compares the password for only the failures left of 20 parallel wrong logins", async () => {
    const { email, password } = await registerUser();
    // What one evaluated wrong login asks of D1 (the account lookup before the hash comparison).
    const single = countingD1(env.DB);
    const one = await call("/auth/user/login", {
      body: { email, password: "wrong" },
      env: { DB: single.binding },
    });
    expect(one.status).toBe(401);
    expect(single.statements).toBeGreaterThan(0);

    await spendFailures(email, LOGIN_FAILURE_POLICY.limit - 4);
    const d1 = countingD1(env.DB);
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call("/auth/user/login", { body: { email, password: `wrong guess ${i}` }, env: { DB: d1.binding } }),
      ),
    );
    const statuses = tries.map((t) => t.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    expect(d1.statements).toBe(3 * single.statements);
    expect((await call("/auth/user/login", { body: { email, password } })).status).toBe(429);
  }, 60_000);

  it("gives a successful login its count back", async () => {
    const { email, password } = await registerUser();
    await spendFailures(email, LOGIN_FAILURE_POLICY.limit - 1);
    for (let i = 0; i < 3; i++)
      expect((await call("/auth/user/login", { body: { email, password } })).status).toBe(200);
    expect((await call("/auth/user/login", { body: { email, password: "wrong again" } })).status).toBe(401);
    expect((await call("/auth/user/login", { body: { email, password } })).status).toBe(429);
  }, 60_000);
});

describe("per-IP auth limit on IPv6", () => {
  it("counts every address of one /64 together", async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const ip = `${prefix}:${(i + 1).toString(16)}::${(i * 7 + 3).toString(16)}`;
      const res = await call("/auth/user/password_reset", { ip, body: { email: `v6-${i}@example.com` } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const neighbour = await call("/auth/user/password_reset", {
      ip: `${prefix.replace(/:7$/, ":8")}::1`,
      body: { email: "v6-other@example.com" },
    });
    expect(neighbour.status).toBe(200);
  });
});
