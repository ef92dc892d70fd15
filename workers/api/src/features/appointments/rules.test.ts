import { describe, expect, it } from "vitest";
import { cancellation, FREE_CANCEL_MS, rangeProblems, refusalMessage, sessionPrice } from "./rules";

/* The booking rules that need no database (issue #36): prices, cancellations, schedule ranges. */

const HOUR = 3_600_000;

describe("sessionPrice", () => {
  it("rounds the deposit once, half up, in whole cents; 100 % is the price, 0 % nothing", () => {
    expect(sessionPrice(2_500, 2, 50)).toEqual({ priceCents: 5_000, depositCents: 2_500 });
    expect(sessionPrice(2_550, 3, 30)).toEqual({ priceCents: 7_650, depositCents: 2_295 });
    expect(sessionPrice(333, 1, 50)).toEqual({ priceCents: 333, depositCents: 167 });
    expect(sessionPrice(101, 1, 1)).toEqual({ priceCents: 101, depositCents: 1 });
    expect(sessionPrice(149, 1, 1)).toEqual({ priceCents: 149, depositCents: 1 });
    expect(sessionPrice(150, 1, 1)).toEqual({ priceCents: 150, depositCents: 2 });
    expect(sessionPrice(100_000_000, 8, 100)).toEqual({ priceCents: 800_000_000, depositCents: 800_000_000 });
    expect(sessionPrice(12_345, 8, 0)).toEqual({ priceCents: 98_760, depositCents: 0 });
  });
});

describe("cancellation", () => {
  const start = 1_000 * HOUR;
  it("refunds the studio's cancellation and the client's while pending or a day ahead", () => {
    expect(cancellation({ status: "confirmed", startsAtMs: start }, "studio", start - HOUR)).toEqual({
      outcome: "refund",
    });
    expect(cancellation({ status: "pending", startsAtMs: start }, "client", start - HOUR)).toEqual({
      outcome: "refund",
    });
    expect(
      cancellation({ status: "confirmed", startsAtMs: start }, "client", start - FREE_CANCEL_MS),
    ).toEqual({
      outcome: "refund",
    });
  });

  it("releases the deposit when the client cancels a confirmed session under 24 h ahead", () => {
    expect(
      cancellation({ status: "confirmed", startsAtMs: start }, "client", start - FREE_CANCEL_MS + 1),
    ).toEqual({ outcome: "release" });
  });

  it("refuses once the booking ended or its confirmed session started", () => {
    for (const status of ["declined", "cancelled", "completed"] as const) {
      expect(cancellation({ status, startsAtMs: start }, "client", 0)).toHaveProperty("refused");
    }
    expect(cancellation({ status: "confirmed", startsAtMs: start }, "studio", start)).toEqual({
      refused: "This session has already started.",
    });
  });
});

describe("rangeProblems", () => {
  it("accepts half-hour ranges that touch; refuses malformed, off-grid, reversed and overlapping ones", () => {
    expect(
      rangeProblems([
        { start: "09:00", end: "12:00" },
        { start: "12:00", end: "24:00" },
      ]),
    ).toBeNull();
    expect(rangeProblems([{ start: "9:00", end: "24:30" }])).toEqual({
      "0.start": ["A time is HH:MM, from 00:00 to 24:00."],
      "0.end": ["A time is HH:MM, from 00:00 to 24:00."],
    });
    expect(rangeProblems([{ start: "09:10", end: "10:00" }])).toEqual({
      "0.start": ["Hours start and end on the hour or the half hour."],
    });
    expect(rangeProblems([{ start: "10:00", end: "10:00" }])).toEqual({
      "0.end": ["A range ends after it starts."],
    });
    expect(
      rangeProblems([
        { start: "13:00", end: "15:00" },
        { start: "09:00", end: "13:30" },
      ]),
    ).toEqual({ "0.start": ["This range overlaps another one of the same day."] });
  });
});

describe("refusalMessage", () => {
  it("names the field and the studio's terms", () => {
    const studio = { lengths: [1, 2, 4], minNoticeHours: 12, horizonDays: 30 };
    expect(refusalMessage("length_not_offered", studio)).toEqual({
      hours: ["This studio offers sessions of 1, 2 or 4 hours."],
    });
    expect(refusalMessage("length_not_offered", { ...studio, lengths: [1] })).toEqual({
      hours: ["This studio offers sessions of 1 hour."],
    });
    expect(refusalMessage("too_soon", studio)).toEqual({
      start: ["This studio needs at least 12 hours' notice."],
    });
    expect(refusalMessage("too_far", studio)).toEqual({
      start: ["This studio takes bookings up to 30 days ahead."],
    });
  });
});
