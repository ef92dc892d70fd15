import { describe, expect, it } from "vitest";
import { TtlMap } from "./ttl-map";

describe("TtlMap", () => {
  it("answers until an entry expires, then forgets it", () => {
    const map = new TtlMap<string>(10);
    map.set("a", "x", 100);
    expect(map.get("a", 99)).toBe("x");
    expect(map.get("a", 100)).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it("drops the oldest written entry past its bound; rewriting makes an entry newest", () => {
    const map = new TtlMap<number>(2);
    map.set("a", 1, Infinity);
    map.set("b", 2, Infinity);
    map.set("a", 3, Infinity);
    map.set("c", 4, Infinity);
    expect([map.get("a"), map.get("b"), map.get("c")]).toEqual([3, undefined, 4]);
  });

  it("deleteIf leaves a newer value under the same key alone", () => {
    const map = new TtlMap<string>(10);
    map.set("k", "old", Infinity);
    map.set("k", "new", Infinity);
    map.deleteIf("k", "old");
    expect(map.get("k")).toBe("new");
    map.deleteIf("k", "new");
    expect(map.get("k")).toBeUndefined();
  });
});
