import { describe, expect, it } from "vitest";
import { type CachedPage, cacheKey, visitPage } from "./page-cache";

const page = (path: string, reloadKey?: string, element = path): CachedPage<string> => ({
  key: cacheKey(path, reloadKey),
  path,
  element,
});

describe("page cache", () => {
  it("keeps the existing element when a page is revisited", () => {
    let cache = visitPage([], page("/", undefined, "first"));
    cache = visitPage(cache, page("/my-account/profile"));
    cache = visitPage(cache, page("/", undefined, "second"));
    expect(cache.map((p) => p.element)).toEqual(["/my-account/profile", "first"]);
  });

  it("forceReload replaces the kept element", () => {
    let cache = visitPage([], page("/", undefined, "first"));
    cache = visitPage(cache, page("/", undefined, "second"), { forceReload: true });
    expect(cache.map((p) => p.element)).toEqual(["second"]);
  });

  it("a new reloadKey makes a new entry that replaces the old one of that path", () => {
    let cache = visitPage([], page("/", "1", "first"));
    cache = visitPage(cache, page("/", "2", "second"));
    expect(cache.map((p) => p.key)).toEqual(["/#2"]);
    expect(cache[0]!.element).toBe("second");
  });

  it("keeps at most 10 pages, dropping the least recently shown", () => {
    let cache: CachedPage<string>[] = [];
    for (let i = 0; i < 12; i++) cache = visitPage(cache, page(`/p${i}`));
    cache = visitPage(cache, page("/p3"));
    expect(cache).toHaveLength(10);
    expect(cache.map((p) => p.path)).not.toContain("/p0");
    expect(cache.at(-1)!.path).toBe("/p3");
  });
});
