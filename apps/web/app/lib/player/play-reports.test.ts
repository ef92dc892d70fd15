import { describe, expect, it } from "vitest";
import {
  advanceListening,
  countThresholdMs,
  dueReport,
  type ListenSession,
  newSession,
} from "./play-reports";

/** Plays from `from` to `to` seconds in 0.25 s timeupdate steps. */
function listen(session: ListenSession, from: number, to: number, playing = true): ListenSession {
  let s = session;
  for (let t = from; t <= to + 1e-9; t += 0.25) s = advanceListening(s, t, playing);
  return s;
}

describe("countThresholdMs", () => {
  it("is 30 s, or the end (duration − 1 s) of a shorter track", () => {
    expect(countThresholdMs(200_000)).toBe(30_000);
    expect(countThresholdMs(31_000)).toBe(30_000);
    expect(countThresholdMs(20_000)).toBe(19_000);
    expect(countThresholdMs(500)).toBe(0);
  });
  it("uses 30 s while the duration is unknown", () => {
    expect(countThresholdMs(null)).toBe(30_000);
    expect(countThresholdMs(0)).toBe(30_000);
    expect(countThresholdMs(Number.NaN)).toBe(30_000);
  });
});

describe("advanceListening", () => {
  it("adds the time actually played", () => {
    const s = listen(newSession("t"), 0, 10);
    expect(s.listenedMs).toBeCloseTo(10_000);
  });
  it("does not count seeks forward, jumps back or paused time", () => {
    let s = listen(newSession("t"), 0, 5);
    s = advanceListening(s, 90, true); // seek forward
    s = listen(s, 90.25, 92);
    s = advanceListening(s, 10, true); // seek back
    s = listen(s, 10, 12, false); // paused readings
    expect(s.listenedMs).toBeCloseTo(5_000 + 2_000);
    expect(s.lastTime).toBe(12);
  });
  it("ignores non-numeric playheads", () => {
    const s = listen(newSession("t"), 0, 1);
    expect(advanceListening(s, Number.NaN, true)).toBe(s);
  });
});

describe("dueReport", () => {
  it("reports the start once playing, then once past the threshold, then nothing", () => {
    let s = newSession("t");
    expect(dueReport(s, false, 200_000)).toBeNull();
    expect(dueReport(s, true, 200_000)).toBe("start");
    s = { ...s, startSent: true };
    s = listen(s, 0, 29.5);
    expect(dueReport(s, true, 200_000)).toBeNull();
    s = listen(s, 29.75, 30.25);
    expect(dueReport(s, true, 200_000)).toBe("count");
    s = { ...s, countSent: true };
    expect(dueReport(listen(s, 30.5, 60), true, 200_000)).toBeNull();
  });
  it("counts a short track near its end", () => {
    let s = { ...newSession("t"), startSent: true };
    s = listen(s, 0, 8.5);
    expect(dueReport(s, true, 10_000)).toBeNull();
    s = listen(s, 8.75, 9.25);
    expect(dueReport(s, false, 10_000)).toBe("count");
  });
});
