import { describe, expect, it } from "vitest";
import {
  applyChange,
  ariaSort,
  isFiltered,
  nextSort,
  readTableState,
  type TableSpec,
  tableApiQuery,
  tableSearch,
} from "./table-state";

const GENRES: TableSpec = { sorts: ["title", "created_at", "status"] };
const USERS: TableSpec = {
  sorts: ["created_at", "name", "email"],
  defaultSort: { sort: "created_at", direction: "desc" },
  filters: { role: ["listener", "creator", "promoter", "admin"], country: "text" },
};

const read = (search: string, spec = GENRES) => readTableState(new URLSearchParams(search), spec);

describe("readTableState", () => {
  it("reads every part of the view from the URL", () => {
    expect(read("page=3&per_page=25&sort=title&direction=desc&status=0&q=%20afro%20%20beat ")).toEqual({
      page: 3,
      perPage: 25,
      sort: "title",
      direction: "desc",
      status: "0",
      q: "afro beat",
      filters: {},
    });
  });

  it("reads unknown or malformed values as unset, so a hand-edited URL never reaches the api", () => {
    expect(read("page=abc&per_page=7&sort=password&direction=up&status=2")).toEqual({
      page: 1,
      perPage: 10,
      sort: "",
      direction: "asc",
      status: "",
      q: "",
      filters: {},
    });
    expect(read("page=0").page).toBe(1);
    expect(read("page=2.5").page).toBe(1);
  });

  it("clamps the page to how deep the api pages", () => {
    expect(read("page=999999&per_page=50").page).toBe(200);
  });

  it("keeps only the spec's filters, with allowed values; text is trimmed and capped", () => {
    const state = read(`role=admin&country=%20UG%20&other=1&q=${"x".repeat(150)}`, USERS);
    expect(state.filters).toEqual({ role: "admin", country: "UG" });
    expect(state.q).toHaveLength(100);
    expect(read("role=root", USERS).filters).toEqual({});
  });

  it("falls back to the spec's default order", () => {
    const state = read("", USERS);
    expect([state.sort, state.direction]).toEqual(["created_at", "desc"]);
    expect(read("sort=name", USERS).direction).toBe("asc");
  });
});

describe("tableSearch", () => {
  it("writes only what differs from the defaults, and round-trips", () => {
    const search = "q=afro&status=1&sort=title&direction=desc&per_page=25&page=2";
    const state = read(search);
    expect(tableSearch(state, GENRES)).toBe(`?${search}`);
    expect(read(tableSearch(state, GENRES).slice(1))).toEqual(state);
    expect(tableSearch(read(""), GENRES)).toBe("?");
    expect(tableSearch(read("", USERS), USERS)).toBe("?");
  });

  it("goes back to page 1 on any change but the page", () => {
    const state = read("page=4&sort=title");
    expect(tableSearch(state, GENRES, { status: "0" })).toBe("?status=0&sort=title&direction=asc");
    expect(tableSearch(state, GENRES, { perPage: 50 })).toBe("?sort=title&direction=asc&per_page=50");
    expect(tableSearch(state, GENRES, nextSort(state, "title"))).toBe("?sort=title&direction=desc");
    expect(tableSearch(state, GENRES, { page: 5 })).toBe("?sort=title&direction=asc&page=5");
  });

  it("sets and clears a list's own filters", () => {
    const state = read("role=admin&page=2", USERS);
    expect(tableSearch(state, USERS, { filters: { country: "KE" } })).toBe("?role=admin&country=KE");
    expect(tableSearch(state, USERS, { filters: { role: "" } })).toBe("?");
    expect(applyChange(state, { filters: { role: "" } }).filters).toEqual({});
  });
});

describe("tableApiQuery", () => {
  it("always sends the page and size, the rest only when set", () => {
    expect(tableApiQuery(read(""))).toEqual({ page: "1", per_page: "10" });
    expect(tableApiQuery(read("sort=status&direction=desc&q=a&status=1&page=2"))).toEqual({
      page: "2",
      per_page: "10",
      sort: "status",
      direction: "desc",
      status: "1",
      q: "a",
    });
    expect(tableApiQuery(read("role=creator", USERS))).toEqual({
      page: "1",
      per_page: "10",
      sort: "created_at",
      direction: "desc",
      role: "creator",
    });
  });
});

describe("sorting", () => {
  it("sorts a new column ascending and flips the sorted one", () => {
    const state = read("sort=title&direction=asc");
    expect(nextSort(state, "created_at")).toEqual({ sort: "created_at", direction: "asc" });
    expect(nextSort(state, "title")).toEqual({ sort: "title", direction: "desc" });
    expect(nextSort(read("sort=title&direction=desc"), "title")).toEqual({ sort: "title", direction: "asc" });
  });

  it("says each header's aria-sort", () => {
    const state = read("sort=title&direction=desc");
    expect(ariaSort(state, "title")).toBe("descending");
    expect(ariaSort(state, "status")).toBe("none");
    expect(ariaSort(read("sort=status"), "status")).toBe("ascending");
  });
});

describe("isFiltered", () => {
  it("is true only when a filter narrows the list (sorting and paging do not)", () => {
    expect(isFiltered(read("sort=title&page=2&per_page=25"))).toBe(false);
    expect(isFiltered(read("q=a"))).toBe(true);
    expect(isFiltered(read("status=0"))).toBe(true);
    expect(isFiltered(read("role=admin", USERS))).toBe(true);
  });
});
