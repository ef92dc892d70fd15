import { describe, expect, it } from "vitest";
import { contentRange, decideRange } from "./byte-range";

describe("decideRange", () => {
  const size = 1000;

  it("serves the whole body without a Range header", () => {
    expect(decideRange(null, size)).toEqual({ kind: "full" });
    expect(decideRange("", size)).toEqual({ kind: "full" });
  });

  it("serves first, middle and open-ended ranges", () => {
    expect(decideRange("bytes=0-0", size)).toEqual({ kind: "partial", start: 0, end: 0, length: 1 });
    expect(decideRange("bytes=0-99", size)).toEqual({ kind: "partial", start: 0, end: 99, length: 100 });
    expect(decideRange("bytes=100-199", size)).toMatchObject({ start: 100, end: 199, length: 100 });
    expect(decideRange("bytes=500-", size)).toMatchObject({ start: 500, end: 999, length: 500 });
    expect(decideRange("bytes=0-", size)).toMatchObject({ start: 0, end: 999, length: 1000 });
  });

  it("clamps an end past the body to its last byte", () => {
    expect(decideRange("bytes=900-5000", size)).toMatchObject({ start: 900, end: 999, length: 100 });
  });

  it("serves suffix ranges, clamped to the whole body", () => {
    expect(decideRange("bytes=-100", size)).toMatchObject({ start: 900, end: 999, length: 100 });
    expect(decideRange("bytes=-5000", size)).toMatchObject({ start: 0, end: 999, length: 1000 });
  });

  it("tolerates whitespace", () => {
    expect(decideRange(" bytes = 10 - 19 ", size)).toMatchObject({ start: 10, end: 19 });
  });

  it("refuses ranges that start past the end or ask for nothing", () => {
    expect(decideRange("bytes=1000-", size)).toEqual({ kind: "unsatisfiable" });
    expect(decideRange("bytes=1000-1200", size)).toEqual({ kind: "unsatisfiable" });
    expect(decideRange("bytes=-0", size)).toEqual({ kind: "unsatisfiable" });
    expect(decideRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
    expect(decideRange("bytes=-10", 0)).toEqual({ kind: "unsatisfiable" });
  });

  it("ignores malformed headers, other units and multiple ranges", () => {
    for (const header of [
      "bytes=",
      "bytes=-",
      "bytes=abc-def",
      "bytes=5-1",
      "items=0-10",
      "bytes 0-10",
      "bytes=0-10,20-30",
      "bytes=1.5-2",
      "bytes=--5",
    ]) {
      expect(decideRange(header, size), header).toEqual({ kind: "full" });
    }
  });
});

describe("contentRange", () => {
  it("formats 206 and 416 values", () => {
    expect(contentRange(decideRange("bytes=0-99", 1000), 1000)).toBe("bytes 0-99/1000");
    expect(contentRange({ kind: "unsatisfiable" }, 1000)).toBe("bytes */1000");
    expect(contentRange({ kind: "full" }, 1000)).toBeNull();
  });
});
