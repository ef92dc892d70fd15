import { describe, expect, it } from "vitest";
import { beatsApiQuery, beatsSearch, readBeatFilters } from "./manager-query";
import { deleteMessage, listingState } from "./messages";

describe("the beats manager's URL", () => {
  it("reads the search and the page, cleaning what a hand-typed URL may hold", () => {
    const filters = readBeatFilters(new URLSearchParams(`q=  night   drive &page=3`));
    expect(filters).toEqual({ q: "night drive", page: 3 });
    expect(readBeatFilters(new URLSearchParams("page=x")).page).toBe(1);
    expect(readBeatFilters(new URLSearchParams(`q=${"a".repeat(150)}`)).q).toHaveLength(100);
  });

  it("asks the api for the page, leaving an empty search out", () => {
    expect(beatsApiQuery({ q: "", page: 1 })).toEqual({ page: "1", per_page: "10" });
    expect(beatsApiQuery({ q: "kuno", page: 2 })).toEqual({ page: "2", per_page: "10", q: "kuno" });
  });

  it("keeps the search in the page links", () => {
    expect(beatsSearch({ q: "kuno", page: 1 }, 3)).toBe("?q=kuno&page=3");
    expect(beatsSearch({ q: "", page: 2 }, 1)).toBe("?");
  });
});

describe("what the pages say", () => {
  it("tells a removed beat from one kept for its buyers", () => {
    expect(deleteMessage(true)).toBe("Beat Deleted");
    expect(deleteMessage(false)).toContain("unpublished instead of deleted");
  });

  it("words the listing's state", () => {
    const beat = { approval: null, is_published: false, exclusive_sold: false } as const;
    expect(listingState(beat).label).toBe("Not listed");
    expect(listingState({ ...beat, approval: "pending", is_published: true }).label).toBe("Awaiting review");
    expect(listingState({ ...beat, approval: "approved", is_published: true }).detail).toBe("On the market.");
    expect(listingState({ ...beat, approval: "approved" }).detail).toContain("unpublished");
    expect(listingState({ ...beat, approval: "rejected" }).tone).toBe("warn");
    expect(listingState({ ...beat, approval: "approved", exclusive_sold: true }).label).toBe(
      "Sold exclusively",
    );
  });
});
