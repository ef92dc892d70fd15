import { describe, expect, it } from "vitest";
import {
  bidExpiresMs,
  bidHold,
  bidProblems,
  dealCompletesMs,
  isBuyNow,
  rightsClear,
  splitsChanged,
  visibleLyrics,
  writerProblems,
  writerShares,
} from "./rules";

describe("writers and splits", () => {
  it("accepts whole splits that add up to 100 with the owner among the writers", () => {
    expect(
      writerProblems(
        [
          { user_id: "a", split: 60 },
          { user_id: "b", split: 40 },
        ],
        "a",
      ),
    ).toBeNull();
  });

  it("refuses sums other than 100, fractions, repeats and a list without the owner", () => {
    expect(
      writerProblems(
        [
          { user_id: "a", split: 60 },
          { user_id: "b", split: 30 },
        ],
        "a",
      ),
    ).toEqual({
      writers: ["Splits must add up to 100% (they add up to 90%)."],
    });
    expect(
      writerProblems(
        [
          { user_id: "a", split: 50.5 },
          { user_id: "b", split: 49.5 },
        ],
        "a",
      ),
    ).toMatchObject({
      "writers.0.split": ["A split is a whole percent from 1 to 100."],
    });
    expect(
      writerProblems(
        [
          { user_id: "a", split: 50 },
          { user_id: "a", split: 50 },
        ],
        "a",
      ),
    ).toMatchObject({
      "writers.1.user_id": ["Each writer can be listed once."],
    });
    expect(writerProblems([{ user_id: "b", split: 100 }], "a")).toEqual({
      writers: ["You must be one of the writers."],
    });
  });

  it("starts consent over when any split changes, not when the order does", () => {
    const before = [
      { user_id: "a", split: 60 },
      { user_id: "b", split: 40 },
    ];
    expect(splitsChanged(before, [...before].reverse())).toBe(false);
    expect(
      splitsChanged(before, [
        { user_id: "a", split: 50 },
        { user_id: "b", split: 50 },
      ]),
    ).toBe(true);
  });

  it("clears the rights only when every writer has accepted", () => {
    expect(rightsClear([{ user_id: "a", split: 100, consent: "accepted" }]).clear).toBe(true);
    expect(
      rightsClear([
        { user_id: "a", split: 50, consent: "accepted" },
        { user_id: "b", split: 30, consent: "pending" },
        { user_id: "c", split: 20, consent: "declined" },
      ]),
    ).toEqual({ clear: false, waiting: ["b"], declined: ["c"] });
  });
});

describe("lyrics before purchase", () => {
  const lyrics = "one\ntwo\nthree\nfour\nfive";
  it("shows four lines to others and everything to writers and buyers", () => {
    expect(visibleLyrics(lyrics, false)).toEqual({ text: "one\ntwo\nthree\nfour", truncated: true });
    expect(visibleLyrics(lyrics, true)).toEqual({ text: lyrics, truncated: false });
  });
});

describe("bids", () => {
  const terms = { min_bid: 5_000, asking_price: 20_000 };
  it("refuses fractions, amounts under the minimum and huge amounts", () => {
    expect(bidProblems(5_000, terms)).toBeNull();
    expect(bidProblems(4_999, terms)?.amount).toBeDefined();
    expect(bidProblems(5_000.5, terms)?.amount).toEqual(["The bid must be whole cents."]);
    expect(bidProblems(1e12, terms)?.amount).toEqual(["The bid is above the largest allowed."]);
  });

  it("holds the amount and the 2 % fee; meeting the asking price buys now", () => {
    expect(bidHold(10_001)).toEqual({ amount: 10_001, fee: 200, total: 10_201 });
    expect(isBuyNow(20_000, 20_000)).toBe(true);
    expect(isBuyNow(19_999, 20_000)).toBe(false);
    expect(isBuyNow(1_000_000, 0)).toBe(false);
  });

  it("expires a pending bid after 30 days and completes a deal after 7", () => {
    const t = Date.parse("2026-12-01T00:00:00Z");
    expect(new Date(bidExpiresMs(t)).toISOString()).toBe("2026-12-31T00:00:00.000Z");
    expect(new Date(dealCompletesMs(t)).toISOString()).toBe("2026-12-08T00:00:00.000Z");
  });
});

describe("writers' shares", () => {
  it("pays every cent by the largest remainder, in payout (user-id) order whatever the listing order", () => {
    const writers = [
      { user_id: "c", split: 34 },
      { user_id: "a", split: 33 },
      { user_id: "b", split: 33 },
    ];
    const shares = writerShares(10_001, writers);
    expect(Object.fromEntries(shares)).toEqual({ a: 3_300, b: 3_300, c: 3_401 });
    expect(
      Object.fromEntries(
        writerShares(100, [
          { user_id: "b", split: 50 },
          { user_id: "a", split: 50 },
        ]),
      ),
    ).toEqual({
      a: 50,
      b: 50,
    });
    expect(
      Object.fromEntries(
        writerShares(1, [
          { user_id: "b", split: 50 },
          { user_id: "a", split: 50 },
        ]),
      ),
    ).toEqual({
      a: 1,
      b: 0,
    });
  });
});
