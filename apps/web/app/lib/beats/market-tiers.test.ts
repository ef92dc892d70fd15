import * as Api from "@ngoma/api/contract";
import { describe, expect, it } from "vitest";
import type { TierAvailability } from "../api/contract";
import { MUSICAL_KEYS } from "./keys";
import { MARKET_PAGES } from "./market-paths";
import { REASON_TEXT, rightsText, soldExclusively, TIERS, tierStates } from "./market-tiers";

const tier = (extra: Partial<TierAvailability> & Pick<TierAvailability, "tier">): TierAvailability => ({
  price_cents: 2999,
  files: ["mp3"],
  rights: {
    distribution_copies: 2_000,
    audio_streams: null,
    music_videos: 1,
    radio_stations: 2,
    paid_performances: 0,
    term_years: 3,
  },
  available: true,
  reason: null,
  ...extra,
});

describe("the web's copies of the api's market constants", () => {
  it("has the api's tiers in its order and its 24 keys", () => {
    expect(TIERS).toEqual(Api.LICENCE_TIERS);
    expect(MUSICAL_KEYS).toEqual(Api.MUSICAL_KEYS);
    expect(Api.DEFAULT_LICENCE_TEMPLATE.map((t) => t.tier)).toEqual([...TIERS]);
  });

  it("names a page for the list, My licences and a beat (ids encoded)", () => {
    expect(MARKET_PAGES.list).toBe("/creator-promoter/beat-market-place/list");
    expect(MARKET_PAGES.licences).toBe("/creator-promoter/beat-market-place/list?view=licences");
    expect(MARKET_PAGES.beat("bt_1/x")).toBe("/creator-promoter/beat-market-place/bt_1%2Fx");
  });
});

describe("tier availability in words", () => {
  it("orders the tiers basic first and says why each cannot be bought", () => {
    const states = tierStates([
      tier({ tier: "exclusive", price_cents: 99_999, available: false, reason: "own_beat" }),
      tier({ tier: "premium", available: false, reason: "already_licensed" }),
      tier({ tier: "basic" }),
      tier({ tier: "trackout", price_cents: null, available: false, reason: "not_offered" }),
    ]);
    expect(states).toMatchObject([
      { tier: "basic", buyable: true, priceCents: 2999, files: "MP3" },
      { tier: "premium", buyable: false, priceCents: 2999, reason: "You already hold this licence" },
      { tier: "trackout", buyable: false, priceCents: null, reason: "Not offered for this beat" },
      { tier: "exclusive", buyable: false, priceCents: 99_999, reason: "Your own beat" },
    ]);
  });

  it("says a tier's rights as the contract grants them", () => {
    expect(tierStates([tier({ tier: "basic" })])[0]?.rights).toBe(
      "2,000 copies · unlimited streams · 1 music video · 2 radio stations · 0 paid performances · 3 years",
    );
    expect(
      rightsText({
        distribution_copies: null,
        audio_streams: null,
        music_videos: null,
        radio_stations: null,
        paid_performances: null,
        term_years: null,
      }),
    ).toBe(
      "unlimited copies · unlimited streams · unlimited music videos · unlimited radio stations · unlimited paid performances · in perpetuity",
    );
  });

  it("words every reason the api gives, and reads a sold exclusive", () => {
    expect(REASON_TEXT.exclusively_sold).toBe("Sold exclusively");
    const sold = [tier({ tier: "basic", available: false, reason: "exclusively_sold" })];
    expect(soldExclusively(sold)).toBe(true);
    expect(tierStates(sold)[0]).toMatchObject({ buyable: false, reason: "Sold exclusively" });
    expect(soldExclusively([tier({ tier: "basic" })])).toBe(false);
  });

  it("never offers to buy a tier without a price", () => {
    expect(tierStates([tier({ tier: "basic", price_cents: null })])[0]).toMatchObject({ buyable: false });
  });
});
