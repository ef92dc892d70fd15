import { describe, expect, it } from "vitest";
import {
  DEFAULT_LIMITS,
  effectiveLimits,
  limitMessage,
  limitsProblem,
  pendingRaise,
  planLimits,
  RAISE_DELAY_MS,
} from "./limits.rules";
import { PIN_MESSAGES, pinProblem } from "./pin.rules";

const now = new Date("2026-11-25T12:00:00Z");

describe("pin rules", () => {
  it("refuses trivial PINs and accepts the rest", () => {
    for (const pin of ["0000", "1111", "999999", "1234", "4321", "123456", "654321", "3456", "0123"]) {
      expect(pinProblem(pin), pin).toBe(PIN_MESSAGES.trivial);
    }
    for (const pin of ["123", "1234567", "12a4"]) expect(pinProblem(pin), pin).toBe(PIN_MESSAGES.format);
    for (const pin of ["1357", "2580", "902114", "1243"]) expect(pinProblem(pin), pin).toBeNull();
  });
});

describe("limit rules", () => {
  it("lowers at once and clears a waiting raise", () => {
    const raised = planLimits(DEFAULT_LIMITS, { daily: 200_000, monthly: 1_000_000 }, now);
    const lowered = planLimits(raised, { daily: 50_000, monthly: 500_000 }, now);
    expect(lowered).toEqual({
      dailyLimit: 50_000,
      monthlyLimit: 500_000,
      raisedDailyLimit: null,
      raisedMonthlyLimit: null,
      raiseEffectiveAt: null,
    });
  });

  it("makes a raise wait 24 h while a lowered limit applies at once", () => {
    const plan = planLimits(DEFAULT_LIMITS, { daily: 50_000, monthly: 2_000_000 }, now);
    expect(effectiveLimits(plan, now)).toEqual({ daily: 50_000, monthly: 1_000_000 });
    expect(pendingRaise(plan, now)).toEqual({
      daily: 50_000,
      monthly: 2_000_000,
      effectiveAt: new Date(now.getTime() + RAISE_DELAY_MS),
    });
    const later = new Date(now.getTime() + RAISE_DELAY_MS);
    expect(effectiveLimits(plan, later)).toEqual({ daily: 50_000, monthly: 2_000_000 });
    expect(pendingRaise(plan, later)).toBeNull();
  });

  it("caps at the platform maximums and keeps monthly ≥ daily", () => {
    expect(limitsProblem({ daily: 500_001, monthly: 5_000_001 })).toEqual({
      daily_limit: ["Daily limit can be at most $5,000."],
      monthly_limit: ["Monthly limit can be at most $50,000."],
    });
    expect(limitsProblem({ daily: 200_000, monthly: 100_000 })).toEqual({
      monthly_limit: ["Monthly limit must be at least the daily limit."],
    });
    expect(limitsProblem({ daily: 500_000, monthly: 5_000_000 })).toBeNull();
  });

  it("says what is left", () => {
    expect(limitMessage("daily", { limit: 100_000, left: 25_050 })).toBe(
      "This is over your daily withdrawal limit of $1,000. You can withdraw up to $250.50 more today.",
    );
    expect(limitMessage("monthly", { limit: 1_000_000, left: 0 })).toContain("You cannot withdraw more");
  });
});
