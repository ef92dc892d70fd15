import { describe, expect, it } from "vitest";
import { isFiltered, managerApiQuery, managerSearch, readManagerFilters } from "./manager-query";

const read = (search: string) => readManagerFilters(new URLSearchParams(search));

describe("music manager filters", () => {
  it("reads known values and drops unknown ones", () => {
    expect(read("page=3&q=%20Kuno%20%20mix&status=0&publication=draft&processing=failed")).toEqual({
      page: 3,
      q: "Kuno mix",
      status: "0",
      publication: "draft",
      processing: "failed",
    });
    expect(read("status=2&publication=live&processing=done&page=x")).toEqual({
      page: 1,
      q: "",
      status: "",
      publication: "",
      processing: "",
    });
  });

  it("asks the api only for set filters", () => {
    expect(managerApiQuery(read("status=1&q=a"))).toEqual({ page: "1", per_page: "10", status: "1", q: "a" });
  });

  it("keeps filters in page links; page 1 is canonical", () => {
    const filters = read("q=a&processing=ready&page=2");
    expect(managerSearch(filters)).toBe("?q=a&processing=ready&page=2");
    expect(managerSearch(filters, 1)).toBe("?q=a&processing=ready");
    expect(managerSearch(read(""))).toBe("?");
  });

  it("knows a filtered list from the whole catalogue", () => {
    expect(isFiltered(read("page=2"))).toBe(false);
    expect(isFiltered(read("publication=draft"))).toBe(true);
  });
});
