import { describe, expect, it } from "vitest";
import { SONG_MARKET_PAGES } from "./market-paths";
import { BID_STATUS_LABELS, BID_STATUS_TEXT, openBidsText, writersLine } from "./market-words";

describe("the song market's words", () => {
  it("names the writers with their splits, and counts the open bids", () => {
    expect(
      writersLine([
        { name: "Amara Nabirye", split: 60 },
        { name: "Kato Beats", split: 40 },
      ]),
    ).toBe("Amara Nabirye 60%, Kato Beats 40%");
    expect(openBidsText(0)).toBe("No open bids");
    expect(openBidsText(1)).toBe("1 open bid");
    expect(openBidsText(1200)).toBe("1,200 open bids");
  });

  it("says every state of a bid", () => {
    for (const status of Object.keys(BID_STATUS_LABELS) as (keyof typeof BID_STATUS_LABELS)[]) {
      expect(BID_STATUS_TEXT[status]).toBeTruthy();
    }
  });

  it("keeps the spec's paths, its spelling of 'initiaited' included", () => {
    expect(SONG_MARKET_PAGES.list).toBe("/creator-promoter/song-market-place/list");
    expect(SONG_MARKET_PAGES.bids).toBe("/creator-promoter/song-market-place/initiaited-song-deals");
    expect(SONG_MARKET_PAGES.approved).toBe("/creator-promoter/song-market-place/approved-deals");
    expect(SONG_MARKET_PAGES.completed).toBe("/creator-promoter/song-market-place/completed-deals");
    expect(SONG_MARKET_PAGES.song("wsg_1/x")).toBe("/creator-promoter/song-market-place/wsg_1%2Fx");
    expect(SONG_MARKET_PAGES.deal("bid_1")).toBe("/creator-promoter/song-market-place/deals/bid_1");
  });
});
