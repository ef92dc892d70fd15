import { describe, expect, it } from "vitest";
import { albumListQuery, isFiltered, readAlbumFilters } from "./album-filters";

describe("albums manager filters", () => {
  it("reads the URL, dropping values the api does not know", () => {
    expect(readAlbumFilters(new URLSearchParams("page=3&status=1&publication=draft&q= Night "))).toEqual({
      page: 3,
      status: "1",
      publication: "draft",
      q: "Night",
    });
    expect(readAlbumFilters(new URLSearchParams("page=-2&status=2&publication=live"))).toEqual({
      page: 1,
      status: "",
      publication: "",
      q: "",
    });
  });

  it("sends only the filters in use", () => {
    const filters = readAlbumFilters(new URLSearchParams("status=0&q=x"));
    expect(albumListQuery(filters)).toEqual({ page: "1", status: "0", q: "x" });
    expect(isFiltered(filters)).toBe(true);
    expect(isFiltered(readAlbumFilters(new URLSearchParams("page=4")))).toBe(false);
  });
});
