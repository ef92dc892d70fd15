import { describe, expect, it } from "vitest";
import { applyOrder, parseTrackIds } from "./track-order";

describe("parseTrackIds", () => {
  it("accepts a JSON array of strings only", () => {
    expect(parseTrackIds('["a","b"]')).toEqual(["a", "b"]);
    expect(parseTrackIds("[]")).toEqual([]);
    expect(parseTrackIds('["a",1]')).toBeNull();
    expect(parseTrackIds('{"a":1}')).toBeNull();
    expect(parseTrackIds("not json")).toBeNull();
  });
});

describe("applyOrder", () => {
  const tracks = [{ id: "a" }, { id: "b" }, { id: "c" }];
  it("orders tracks by ids", () => {
    expect(applyOrder(tracks, ["c", "a", "b"])?.map((t) => t.id)).toEqual(["c", "a", "b"]);
  });
  it("refuses a different set (stale order after an add or remove, duplicates)", () => {
    expect(applyOrder(tracks, ["a", "b"])).toBeNull();
    expect(applyOrder(tracks, ["a", "b", "x"])).toBeNull();
    expect(applyOrder(tracks, ["a", "a", "b"])).toBeNull();
  });
});
