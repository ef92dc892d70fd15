import { describe, expect, it } from "vitest";
import { PROGRESS_CAP, shownProgress } from "./progress";

describe("shownProgress (spec §4)", () => {
  it("starts at 10 with nothing sent", () => {
    expect(shownProgress(0, 1000, false)).toBe(10);
  });

  it("maps the bytes onto 10 + 85 %", () => {
    expect(shownProgress(500, 1000, false)).toBe(52);
    expect(shownProgress(200, 1000, false)).toBe(27);
  });

  it("caps at 95 until the server has finished, even with every byte sent", () => {
    expect(shownProgress(1000, 1000, false)).toBe(PROGRESS_CAP);
    expect(shownProgress(999_999, 1_000_000, false)).toBe(94);
  });

  it("reaches 100 only when the server is done", () => {
    expect(shownProgress(1000, 1000, true)).toBe(100);
  });

  it("treats an unknown or empty total and out-of-range values safely", () => {
    expect(shownProgress(10, 0, false)).toBe(10);
    expect(shownProgress(Number.NaN, 100, false)).toBe(10);
    expect(shownProgress(-5, 100, false)).toBe(10);
    expect(shownProgress(500, 100, false)).toBe(95);
  });
});
