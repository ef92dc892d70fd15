import { describe, expect, it } from "vitest";
import { AppError } from "../../kit/errors";
import { assertPayoutMethodSettled, PAYOUT_METHOD_WAIT_MS, payoutOpensAt } from "./payout-method-age.rules";

describe("the 24 h wait before a new payout method's first withdrawal", () => {
  const saved = "2026-11-28T10:00:00.000Z";
  const savedAt = Date.parse(saved);

  it("opens exactly 24 h after the method was saved", () => {
    expect(payoutOpensAt(saved).toISOString()).toBe("2026-11-29T10:00:00.000Z");
    expect(() =>
      assertPayoutMethodSettled({ created_at: saved }, savedAt + PAYOUT_METHOD_WAIT_MS),
    ).not.toThrow();
  });

  it("refuses a withdrawal a moment before, on payment_method_id, saying when it opens", () => {
    try {
      assertPayoutMethodSettled({ created_at: saved }, savedAt + PAYOUT_METHOD_WAIT_MS - 1);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(422);
      expect((error as AppError).fields?.payment_method_id).toEqual([
        "This payout method was added less than 24 hours ago. You can withdraw to it from 2026-11-29 10:00 UTC.",
      ]);
    }
  });
});
