import { describe, expect, it } from "vitest";
import {
  clampPage,
  PAGINATION_DEFAULTS,
  paginationModel,
  parsePageJump,
  shouldShowGoTo,
  summaryText,
} from "./pagination-model";

/** Compact picture of the numbers row: pages as numbers, gaps as "…", shortcuts marked F/L. */
function row(currentPage: number, lastPage: number, visible?: number): (number | string)[] {
  return paginationModel(
    visible === undefined ? { currentPage, lastPage } : { currentPage, lastPage, visible },
  ).items.map((item) => {
    if (item.kind === "ellipsis") return "…";
    if (item.shortcut === "first") return `F${item.page}`;
    if (item.shortcut === "last") return `L${item.page}`;
    return item.page;
  });
}

describe("PAGINATION_DEFAULTS (spec §9)", () => {
  it("is 10 per page, 5 visible numbers, Go box above 10 pages", () => {
    expect(PAGINATION_DEFAULTS).toEqual({ perPage: 10, visiblePages: 5, goToAbovePages: 10 });
  });
});

describe("clampPage", () => {
  it("keeps the page between 1 and the page count", () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
  });
  it("treats a page count below 1 as one page and non-numbers as page 1", () => {
    expect(clampPage(4, 0)).toBe(1);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(2.7, 5)).toBe(2);
  });
});

describe("paginationModel", () => {
  it("shows all pages without shortcuts or gaps when they fit", () => {
    expect(row(1, 1)).toEqual([1]);
    expect(row(2, 3)).toEqual([1, 2, 3]);
    expect(row(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("uses 5 visible numbers by default and marks only the current page", () => {
    const model = paginationModel({ currentPage: 10, lastPage: 20 });
    expect(row(10, 20)).toEqual(["F1", "…", 8, 9, 10, 11, 12, "…", "L20"]);
    expect(model.items.filter((i) => i.kind === "page" && i.current)).toEqual([
      { kind: "page", page: 10, current: true },
    ]);
  });

  it("puts the ellipsis only at the end near the start, with the last page as shortcut", () => {
    expect(row(1, 20)).toEqual([1, 2, 3, 4, 5, "…", "L20"]);
    expect(row(3, 20)).toEqual([1, 2, 3, 4, 5, "…", "L20"]);
  });

  it("puts the ellipsis only at the start near the end, with the first page as shortcut", () => {
    expect(row(20, 20)).toEqual(["F1", "…", 16, 17, 18, 19, 20]);
    expect(row(18, 20)).toEqual(["F1", "…", 16, 17, 18, 19, 20]);
  });

  it("shows a single hidden page instead of an ellipsis", () => {
    expect(row(5, 20)).toEqual(["F1", 2, 3, 4, 5, 6, 7, "…", "L20"]);
    expect(row(16, 20)).toEqual(["F1", "…", 14, 15, 16, 17, 18, 19, "L20"]);
  });

  it("shows the first/last shortcut without a gap when the window touches it", () => {
    expect(row(4, 20)).toEqual(["F1", 2, 3, 4, 5, 6, "…", "L20"]);
    expect(row(4, 7)).toEqual(["F1", 2, 3, 4, 5, 6, "L7"]);
  });

  it("clamps the current page into range before building the row", () => {
    const high = paginationModel({ currentPage: 99, lastPage: 20 });
    expect(high.currentPage).toBe(20);
    expect(high.hasNext).toBe(false);
    expect(high.hasPrevious).toBe(true);
    const low = paginationModel({ currentPage: -4, lastPage: 20 });
    expect(low.currentPage).toBe(1);
    expect(low.hasPrevious).toBe(false);
    expect(row(0, 20)).toEqual(row(1, 20));
  });

  it("treats zero pages (an empty list) as one page with no way forward or back", () => {
    const empty = paginationModel({ currentPage: 1, lastPage: 0 });
    expect(empty).toMatchObject({ currentPage: 1, pageCount: 1, hasPrevious: false, hasNext: false });
    expect(row(1, 0)).toEqual([1]);
  });

  it("honours a custom visible count, and never shows fewer than one number", () => {
    expect(row(10, 20, 3)).toEqual(["F1", "…", 9, 10, 11, "…", "L20"]);
    expect(row(10, 20, 4)).toEqual(["F1", "…", 9, 10, 11, 12, "…", "L20"]);
    expect(row(10, 20, 0)).toEqual(["F1", "…", 10, "…", "L20"]);
  });

  it("always lists every page number at most once, in ascending order, including 1 and the last", () => {
    for (let last = 1; last <= 30; last++) {
      for (let current = 1; current <= last; current++) {
        const pages = paginationModel({ currentPage: current, lastPage: last }).items.flatMap((i) =>
          i.kind === "page" ? [i.page] : [],
        );
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(last);
        expect(pages).toContain(current);
      }
    }
  });
});

describe("parsePageJump (spec §5)", () => {
  it("accepts an integer from 1 to the page count", () => {
    expect(parsePageJump("1", 12)).toBe(1);
    expect(parsePageJump("12", 12)).toBe(12);
    expect(parsePageJump(" 7 ", 12)).toBe(7);
  });
  it.each(["0", "13", "-1", "2.5", "1e1", "0x4", "", "  ", "abc", "3a", "+3"])("ignores %j", (input) => {
    expect(parsePageJump(input, 12)).toBeNull();
  });
});

describe("shouldShowGoTo", () => {
  it("shows the box only above 10 pages and only when enabled", () => {
    expect(shouldShowGoTo(10)).toBe(false);
    expect(shouldShowGoTo(11)).toBe(true);
    expect(shouldShowGoTo(11, false)).toBe(false);
  });
});

describe("summaryText", () => {
  it("uses the server's from/to", () => {
    expect(summaryText({ current_page: 2, last_page: 3, total: 25, from: 11, to: 20, per_page: 10 })).toBe(
      "Showing 11 to 20 of 25 results",
    );
  });
  it("derives from/to from the clamped page and per_page (default 10) when missing", () => {
    expect(summaryText({ current_page: 3, last_page: 3, total: 25 })).toBe("Showing 21 to 25 of 25 results");
    expect(summaryText({ current_page: 9, last_page: 3, total: 25, per_page: 10 })).toBe(
      "Showing 21 to 25 of 25 results",
    );
    expect(summaryText({ current_page: 2, last_page: 5, total: 100, per_page: 20 })).toBe(
      "Showing 21 to 40 of 100 results",
    );
  });
  it("reads 0 to 0 of 0 for an empty list whose from/to are null", () => {
    expect(summaryText({ current_page: 1, last_page: 1, total: 0, from: null, to: null, per_page: 10 })).toBe(
      "Showing 0 to 0 of 0 results",
    );
  });
});
