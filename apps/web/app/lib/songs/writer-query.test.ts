import { describe, expect, it } from "vitest";
import { rightsState, songListing } from "./writer-messages";
import {
  chosenSong,
  readRequestFilters,
  readSongFilters,
  requestsApiQuery,
  requestsSearch,
  songsApiQuery,
  songsSearch,
} from "./writer-query";
import { writerRowsFrom, writersProblems } from "./writer-rows";
import { CLEAR_SONG, RIVER_SONG } from "./writer-test-fixtures";

describe("the songs manager's URL", () => {
  it("reads the search, the sale filter and the page, cleaning a hand-typed URL", () => {
    expect(readSongFilters(new URLSearchParams("q=  river   song &status=1&page=3"))).toEqual({
      q: "river song",
      status: "1",
      page: 3,
    });
    expect(readSongFilters(new URLSearchParams("status=7&page=x"))).toEqual({ q: "", status: "", page: 1 });
  });

  it("asks the api for the page, leaving empty filters out, and keeps them in the page links", () => {
    expect(songsApiQuery({ q: "", status: "", page: 1 })).toEqual({ page: "1", per_page: "10" });
    expect(songsApiQuery({ q: "river", status: "0", page: 2 })).toEqual({
      page: "2",
      per_page: "10",
      q: "river",
      status: "0",
    });
    expect(songsSearch({ q: "river", status: "1", page: 1 }, 3)).toBe("?q=river&status=1&page=3");
    expect(songsSearch({ q: "", status: "", page: 2 }, 1)).toBe("?");
  });
});

describe("the buy requests' URL", () => {
  it("reads a known state only", () => {
    expect(readRequestFilters(new URLSearchParams("status=approved&page=2"))).toEqual({
      status: "approved",
      page: 2,
    });
    expect(readRequestFilters(new URLSearchParams("status=lost")).status).toBeNull();
    expect(requestsApiQuery({ status: null, page: 1 })).toEqual({ page: "1", per_page: "10" });
    expect(requestsSearch("pending", 2)).toBe("?status=pending&page=2");
    expect(requestsSearch(null)).toBe("?");
  });

  it("charts the song the URL names if it is the writer's, else the newest", () => {
    expect(chosenSong(new URLSearchParams("song=b"), ["a", "b"])).toBe("b");
    expect(chosenSong(new URLSearchParams("song=z"), ["a", "b"])).toBe("a");
    expect(chosenSong(new URLSearchParams(""), [])).toBeNull();
  });
});

describe("a song's state in words", () => {
  it("says where its listing stands", () => {
    expect(songListing(RIVER_SONG).detail).toBe("Approved, but off the market until every writer accepts.");
    expect(songListing(CLEAR_SONG).label).toBe("On the market");
    expect(songListing({ ...RIVER_SONG, status: 0, listing: null }).label).toBe("Not offered");
    expect(songListing({ ...RIVER_SONG, status: 0 }).label).toBe("Withdrawn");
    expect(songListing({ ...RIVER_SONG, listing: { approval: "pending", reason: null } }).label).toBe(
      "Awaiting review",
    );
    expect(songListing({ ...RIVER_SONG, deal_bid_id: "bid_1" }).label).toBe("Deal under way");
    expect(songListing({ ...RIVER_SONG, sold_at: "2026-03-03T00:00:00.000Z" }).label).toBe("Sold");
  });

  it("says whether the rights are clear, declined or waiting", () => {
    expect(rightsState(CLEAR_SONG.rights).label).toBe("Clear");
    expect(rightsState(RIVER_SONG.rights).label).toBe("Waiting for 1 writer");
    const declined = RIVER_SONG.rights.writers.map((w) => ({ ...w, consent: "declined" as const }));
    expect(rightsState({ clear: false, writers: declined }).label).toBe("Declined");
  });
});

describe("the editor's writer rows", () => {
  it("start with the owner alone at 100%, or the stored writers owner first", () => {
    expect(writerRowsFrom()).toEqual([{ owner: true, user_id: "", who: "", split: "100" }]);
    const rows = writerRowsFrom([...RIVER_SONG.rights.writers].reverse());
    expect(rows.map((r) => [r.owner, r.user_id, r.split, r.name])).toEqual([
      [true, "", "60", "Amara"],
      [false, "usr_juma", "40", "Juma"],
    ]);
    expect(writersProblems(rows)).toEqual({});
  });

  it("want the owner among them and at most ten", () => {
    const co = (i: number) => ({ owner: false, user_id: `usr_${i}`, who: "", split: "10" });
    expect(writersProblems([co(1)]).writers).toBe("You must be one of the writers.");
    const eleven = [
      { owner: true, user_id: "", who: "", split: "1" },
      ...Array.from({ length: 10 }, (_, i) => co(i)),
    ];
    expect(writersProblems(eleven).writers).toBe("A song has at most 10 writers.");
  });
});
