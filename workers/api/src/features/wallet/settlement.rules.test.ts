import { describe, expect, it } from "vitest";
import { isExpired, nextPollAt, PENDING_LIFETIME_MS, POLL_BASE_MS, settledMessage } from "./settlement.rules";

describe("settlement rules", () => {
  it("polls 2 minutes after the start, then further apart, never more than an hour", () => {
    const t0 = 1_000_000;
    expect(nextPollAt(t0, t0) - t0).toBe(POLL_BASE_MS);
    const later = t0 + 20 * 60_000;
    expect(nextPollAt(t0, later) - later).toBeGreaterThan(POLL_BASE_MS);
    const day = t0 + 23 * 60 * 60_000;
    expect(nextPollAt(t0, day) - day).toBe(60 * 60_000);
  });

  it("gives a payment up after exactly 24 hours", () => {
    expect(isExpired(0, PENDING_LIFETIME_MS - 1)).toBe(false);
    expect(isExpired(0, PENDING_LIFETIME_MS)).toBe(true);
  });

  it("says what settled, in dollars, with the reason of a failure", () => {
    expect(settledMessage("topup", 1000, "completed")).toBe("Your top-up of $10.00 completed.");
    expect(settledMessage("withdrawal", 123456, "failed", "Account closed.")).toBe(
      "Your withdrawal of $1,234.56 failed: Account closed.",
    );
    expect(settledMessage("service_payment", 5, "failed")).toBe("Your payment of $0.05 failed.");
  });
});
