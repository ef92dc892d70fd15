import { describe, expect, it } from "vitest";
import { isSearchable, listQuery, PAGING_DEPTH, pageHref, pageOf, readPage, searchHref } from "./query";

const params = (s: string) => new URLSearchParams(s);

describe("readPage", () => {
  it("accepts positive integers only", () => {
    expect(readPage(params("page=3"))).toBe(3);
    expect(readPage(params("page=99999999999999999999"))).toBe(PAGING_DEPTH / 10);
    expect(readPage(params("page=501"), 20)).toBe(500);
    expect(listQuery(params("page=2000"), [], 50)).toMatchObject({ page: "200" });
    for (const bad of ["", "page=0", "page=-2", "page=2.5", "page=abc", "page=1e3"]) {
      expect(readPage(params(bad))).toBe(1);
    }
  });
});

describe("listQuery", () => {
  it("passes page, per_page and only the allowed non-empty keys", () => {
    expect(listQuery(params("page=3&sort=new&genre=&evil=1"), ["sort", "genre"])).toEqual({
      page: "3",
      per_page: "10",
      sort: "new",
    });
    expect(listQuery(params(""), [], 20)).toEqual({ page: "1", per_page: "20" });
  });
});

describe("pageHref", () => {
  it("keeps other parameters and drops page 1", () => {
    expect(pageHref(params("sort=new&page=2"), 3)).toBe("?sort=new&page=3");
    expect(pageHref("sort=new&page=2", 1)).toBe("?sort=new");
    expect(pageHref("", 1)).toBe("?");
  });
});

describe("searchHref", () => {
  it("trims and collapses the query and resets paging", () => {
    expect(searchHref("q=old&page=4", "  sun   rise ")).toBe("?q=sun+rise");
    expect(searchHref("q=old", "   ")).toBe("?");
  });
  it("needs two characters to search", () => {
    expect(isSearchable("a")).toBe(false);
    expect(isSearchable(" ab ")).toBe(true);
    expect(isSearchable(null)).toBe(false);
  });
});

describe("pageOf", () => {
  const items = Array.from({ length: 45 }, (_, i) => i + 1);
  it("slices a whole list into api-shaped pages", () => {
    expect(pageOf(items, 1, 20)).toMatchObject({ current_page: 1, last_page: 3, total: 45, from: 1, to: 20 });
    const last = pageOf(items, 3, 20);
    expect(last.data).toEqual([41, 42, 43, 44, 45]);
    expect(last).toMatchObject({ from: 41, to: 45 });
  });
  it("answers an empty page beyond the end and for an empty list", () => {
    expect(pageOf(items, 9, 20)).toMatchObject({ data: [], from: null, to: null, last_page: 3 });
    expect(pageOf([], 1, 20)).toMatchObject({ data: [], total: 0, last_page: 1 });
  });
});
