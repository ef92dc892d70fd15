import { describe, expect, it } from "vitest";
import {
  COUNT_AFTER_MS,
  countThresholdMs,
  DEDUPE_WINDOW_MS,
  epochDay,
  isDuplicatePlay,
  nextListenedMs,
  START_SLACK_MS,
  shouldCount,
} from "./plays.rules";

describe("play counting rules", () => {
  it("counts after 30 s, or one second before the end of a shorter track", () => {
    expect(countThresholdMs(180_000)).toBe(COUNT_AFTER_MS);
    expect(countThresholdMs(31_000)).toBe(30_000);
    expect(countThresholdMs(30_500)).toBe(29_500);
    expect(countThresholdMs(10_000)).toBe(9_000);
    expect(countThresholdMs(500)).toBe(0);
  });

  it("keeps listened time monotonic and clamped to the track", () => {
    const long = 3_600_000;
    expect(nextListenedMs(20_000, 10_000, 180_000, long)).toBe(20_000);
    expect(nextListenedMs(20_000, 40_000, 180_000, long)).toBe(40_000);
    expect(nextListenedMs(0, 999_999, 180_000, long)).toBe(180_000);
    expect(nextListenedMs(0, -5, 180_000, long)).toBe(0);
  });

  it("caps listened time at the wall-clock time since the play started, plus the start's slack", () => {
    expect(nextListenedMs(0, 30_000, 180_000, 0)).toBe(START_SLACK_MS);
    expect(nextListenedMs(0, 30_000, 180_000, 12_000)).toBe(12_000 + START_SLACK_MS);
    expect(nextListenedMs(0, 30_000, 180_000, 45_000)).toBe(30_000);
    expect(nextListenedMs(12_000, 30_000, 180_000, 20_000)).toBe(20_000 + START_SLACK_MS);
    expect(nextListenedMs(12_000, 30_000, 180_000, -START_SLACK_MS - 1)).toBe(12_000);
    // A 6 s track heard to its end, its start stamped 1.5 s late: it still counts.
    expect(
      shouldCount({
        listenedMs: nextListenedMs(0, 6_000, 6_000, 4_500),
        durationMs: 6_000,
        lastCountedAtMs: null,
        nowMs: 5_000_000,
      }),
    ).toBe(true);
    expect(
      shouldCount({
        listenedMs: nextListenedMs(0, 30_000, 180_000, 500),
        durationMs: 180_000,
        lastCountedAtMs: null,
        nowMs: 5_000_000,
      }),
    ).toBe(false);
  });

  it("deduplicates within 30 minutes of the last counted play", () => {
    const now = 1_000_000_000_000;
    expect(isDuplicatePlay(null, now)).toBe(false);
    expect(isDuplicatePlay(now - DEDUPE_WINDOW_MS + 1, now)).toBe(true);
    expect(isDuplicatePlay(now - DEDUPE_WINDOW_MS, now)).toBe(false);
  });

  it("counts a session past the threshold that is not a duplicate", () => {
    const base = { durationMs: 180_000, lastCountedAtMs: null, nowMs: 5_000_000 };
    expect(shouldCount({ ...base, listenedMs: 29_999 })).toBe(false);
    expect(shouldCount({ ...base, listenedMs: 30_000 })).toBe(true);
    expect(shouldCount({ ...base, listenedMs: 30_000, lastCountedAtMs: 5_000_000 - 60_000 })).toBe(false);
  });

  it("buckets by UTC day", () => {
    expect(epochDay(0)).toBe(0);
    expect(epochDay(Date.UTC(2026, 0, 2, 23, 59))).toBe(epochDay(Date.UTC(2026, 0, 2, 0, 0)));
    expect(epochDay(Date.UTC(2026, 0, 3))).toBe(epochDay(Date.UTC(2026, 0, 2)) + 1);
  });
});
