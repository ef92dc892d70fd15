import { describe, expect, it } from "vitest";
import { parseTrackIds } from "./track-order";

describe("parseTrackIds", () => {
  it("accepts a JSON array of strings only", () => {
    expect(parseTrackIds('["a","b"]')).toEqual(["a", "b"]);
    expect(parseTrackIds("[]")).toEqual([]);
    expect(parseTrackIds('["a",1]')).toBeNull();
    expect(parseTrackIds('{"a":1}')).toBeNull();
    expect(parseTrackIds("not json")).toBeNull();
  });
});
