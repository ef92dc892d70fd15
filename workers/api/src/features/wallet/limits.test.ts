import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AppError } from "../../kit/errors";
import { testDb } from "../../test-support/catalogue-fixtures";
import { call, registerUser } from "../../test-support/client";
import { DEFAULT_DAILY_LIMIT, DEFAULT_MONTHLY_LIMIT, RAISE_DELAY_MS } from "./limits.rules";
import { limitError, limitsView, updateLimits } from "./limits.service";

const db = testDb();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let users = 0;
const newUser = () => `usr_limits_${++users}_${crypto.randomUUID().slice(0, 6)}`;
let ops = 0;

/** One withdrawal row as the withdraw call writes it (the trigger checks it on INSERT). */
function withdrawal(userId: string, amount: number, at = Date.now(), status = "pending") {
  ops += 1;
  return env.DB.prepare(
    `insert into wallet_operations (id, user_id, type, status, amount, fee, signed_amount, created_at, updated_at)
     values (?, ?, 'withdrawal', ?, ?, 0, ?, ?, ?)`,
  ).bind(`wop_limits_${ops}_${crypto.randomUUID().slice(0, 6)}`, userId, status, amount, -amount, at, at);
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the insert to be refused");
}

describe("the withdrawal limits trigger", () => {
  it("applies the defaults when the user has no settings row (the trigger repeats the constants)", async () => {
    const user = newUser();
    await withdrawal(user, DEFAULT_DAILY_LIMIT).run();
    const error = await refusal(withdrawal(user, 1).run());
    expect(String(error)).toContain("wallet: daily limit");
    const mapped = limitError(error, await limitsView(db, user));
    expect(mapped).toBeInstanceOf(AppError);
    expect((mapped as AppError).status).toBe(422);
    expect((mapped as AppError).fields?.amount).toEqual([
      "This is over your daily withdrawal limit of $1,000. You cannot withdraw more today.",
    ]);
    // The monthly default: ten days at the daily default reach it; a cent more today does not fit.
    const monthUser = newUser();
    const now = Date.now();
    for (let day = 10; day >= 1; day--) {
      await withdrawal(monthUser, DEFAULT_DAILY_LIMIT, now - day * DAY).run();
    }
    expect(DEFAULT_MONTHLY_LIMIT).toBe(10 * DEFAULT_DAILY_LIMIT);
    const monthly = await refusal(withdrawal(monthUser, 1, now).run());
    expect(String(monthly)).toContain("wallet: monthly limit");
  });

  it("counts pending and completed withdrawals of the rolling windows only", async () => {
    const user = newUser();
    const now = Date.now();
    // Oldest first: the trigger counts every newer row in a window, so a back-dated insert sees them.
    await withdrawal(user, 30_000, now - 31 * DAY, "completed").run();
    await withdrawal(user, 90_000, now - 25 * HOUR, "completed").run();
    await withdrawal(user, 90_000, now - HOUR, "failed").run();
    await withdrawal(user, 60_000, now - HOUR, "completed").run();
    expect(await limitsView(db, user, new Date(now))).toMatchObject({
      daily_limit: DEFAULT_DAILY_LIMIT,
      daily_used: 60_000,
      monthly_used: 150_000,
    });
    await withdrawal(user, 40_000, now).run();
    const error = await refusal(withdrawal(user, 1, now).run());
    expect((limitError(error) as AppError).fields?.amount?.[0]).toMatch(/daily withdrawal limit/);
  });

  it("uses a raise only once its 24 hours have passed", async () => {
    const user = newUser();
    const now = Date.now();
    await updateLimits(db, user, { daily: 200_000, monthly: 1_000_000 }, new Date(now));
    expect(String(await refusal(withdrawal(user, 150_000, now).run()))).toContain("daily limit");
    await withdrawal(user, 150_000, now + RAISE_DELAY_MS).run();
    const view = await limitsView(db, user, new Date(now + RAISE_DELAY_MS));
    expect(view).toMatchObject({ daily_limit: 200_000, daily_used: 150_000, pending: null });
  });

  it("lets only the withdrawals within the limit commit when 20 race for it", async () => {
    const user = newUser();
    const key = (i: number) =>
      env.DB.prepare(
        "insert into idempotency_keys (scope, key, request_hash, committed, created_at) values (?, ?, 'h', 1, ?)",
      ).bind(user, `race-${i}`, Date.now());
    // Each batch is a withdrawal plus its idempotency commit: a refused one must leave neither.
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => env.DB.batch([key(i), withdrawal(user, 15_000)])),
    );
    const ok = results.filter((r) => r.status === "fulfilled").length;
    expect(ok).toBe(6);
    for (const r of results) {
      if (r.status === "rejected") expect(String(r.reason)).toContain("wallet: daily limit");
    }
    const counts = await env.DB.prepare(
      `select (select count(*) from wallet_operations where user_id = ?1) as ops,
              (select coalesce(sum(amount), 0) from wallet_operations where user_id = ?1) as total,
              (select count(*) from idempotency_keys where scope = ?1) as keys`,
    )
      .bind(user)
      .first<{ ops: number; total: number; keys: number }>();
    expect(counts).toEqual({ ops: 6, total: 90_000, keys: 6 });
  });
});

describe("/user/wallet/update-limits", () => {
  it("lowers at once, makes a raise wait, and refuses above the maximums", async () => {
    const { token } = await registerUser();
    const lower = await call("/user/wallet/update-limits", {
      token,
      body: { daily_limit: 50_000, monthly_limit: 400_000 },
    });
    expect(lower.status).toBe(200);
    expect(lower.json.msg).toBe("Withdrawal limits updated successfully");
    expect(lower.json.data).toMatchObject({
      daily_limit: 50_000,
      monthly_limit: 400_000,
      max_daily_limit: 500_000,
      max_monthly_limit: 5_000_000,
      pending: null,
    });

    const raise = await call("/user/wallet/update-limits", {
      token,
      body: { daily_limit: 300_000, monthly_limit: 400_000 },
    });
    expect(raise.status).toBe(200);
    expect(raise.json.data.daily_limit).toBe(50_000);
    expect(raise.json.data.pending).toMatchObject({ daily_limit: 300_000, monthly_limit: 400_000 });
    const waits = Date.parse(raise.json.data.pending.effective_at) - Date.now();
    expect(waits).toBeGreaterThan(RAISE_DELAY_MS - 60_000);

    const tooHigh = await call("/user/wallet/update-limits", {
      token,
      body: { daily_limit: 500_001, monthly_limit: 5_000_000 },
    });
    expect(tooHigh.status).toBe(422);
    expect(tooHigh.json.message.daily_limit).toEqual(["Daily limit can be at most $5,000."]);

    const upsideDown = await call("/user/wallet/update-limits", {
      token,
      body: { daily_limit: 100_000, monthly_limit: 50_000 },
    });
    expect(upsideDown.status).toBe(422);
    expect(upsideDown.json.message.monthly_limit).toHaveLength(1);

    const fractional = await call("/user/wallet/update-limits", {
      token,
      body: { daily_limit: 100.5, monthly_limit: 50_000 },
    });
    expect(fractional.status).toBe(422);
    expect(fractional.json.message.daily_limit).toHaveLength(1);
  });
});
