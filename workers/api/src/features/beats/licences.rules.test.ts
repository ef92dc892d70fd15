import { describe, expect, it } from "vitest";
import {
  DEFAULT_TEMPLATE,
  inTierOrder,
  LICENCE_TIERS,
  lowestPrice,
  missingFiles,
  PRICE_MAX_CENTS,
  PRICE_MIN_CENTS,
  rightsLines,
  tierAvailability,
} from "./licences.rules";

describe("licence template", () => {
  it("offers every tier once, in order, priced within the market's bounds", () => {
    expect(DEFAULT_TEMPLATE.map((t) => t.tier)).toEqual([...LICENCE_TIERS]);
    for (const t of DEFAULT_TEMPLATE) {
      expect(Number.isInteger(t.price_cents)).toBe(true);
      expect(t.price_cents).toBeGreaterThanOrEqual(PRICE_MIN_CENTS);
      expect(t.price_cents).toBeLessThanOrEqual(PRICE_MAX_CENTS);
    }
  });

  it("sorts tiers and finds the listing's lowest price", () => {
    const sent = [
      { tier: "exclusive" as const, price_cents: 50_000 },
      { tier: "basic" as const, price_cents: 2_500 },
    ];
    expect(inTierOrder(sent).map((t) => t.tier)).toEqual(["basic", "exclusive"]);
    expect(lowestPrice(sent)).toBe(2_500);
    expect(lowestPrice([])).toBeNull();
  });
});

describe("missingFiles", () => {
  it("asks for the files the offered tiers deliver", () => {
    expect(missingFiles([{ tier: "basic" }], new Set(["mp3"]))).toEqual([]);
    expect(missingFiles([{ tier: "premium" }], new Set(["mp3"]))).toEqual(["wav"]);
    expect(missingFiles([{ tier: "basic" }, { tier: "trackout" }], new Set())).toEqual([
      "mp3",
      "wav",
      "stems",
    ]);
  });
});

describe("tierAvailability", () => {
  const beat = {
    producerId: "usr_p",
    published: true,
    approved: true,
    exclusiveSold: false,
    offered: ["basic", "premium", "exclusive"] as const,
  };
  const buyer = { id: "usr_b", owned: new Set<"basic">(["basic"]) };
  const reasons = (b: typeof beat | (typeof beat & Record<string, unknown>), who = buyer) =>
    Object.fromEntries(
      tierAvailability({ ...b, offered: [...b.offered] }, who).map((t) => [t.tier, t.reason]),
    );

  it("names why each tier cannot be bought", () => {
    expect(reasons(beat)).toEqual({
      basic: "already_licensed",
      premium: null,
      trackout: "not_offered",
      unlimited: "not_offered",
      exclusive: null,
    });
    expect(reasons(beat, { id: "usr_p", owned: new Set() }).premium).toBe("own_beat");
  });

  it("closes every tier when the beat is unpublished, unapproved or sold exclusively", () => {
    expect(new Set(Object.values(reasons({ ...beat, published: false })))).toEqual(new Set(["unpublished"]));
    expect(new Set(Object.values(reasons({ ...beat, approved: false })))).toEqual(new Set(["not_approved"]));
    expect(new Set(Object.values(reasons({ ...beat, exclusiveSold: true })))).toEqual(
      new Set(["exclusively_sold"]),
    );
  });
});

describe("rightsLines", () => {
  it("prints counted and unlimited rights and the term", () => {
    expect(rightsLines(DEFAULT_TEMPLATE[0]!)).toEqual([
      "2,000 distribution copies",
      "100,000 audio streams",
      "1 music video",
      "2 radio stations",
      "0 paid performances",
      "Term: 3 years",
    ]);
    expect(rightsLines(DEFAULT_TEMPLATE[4]!).at(-1)).toBe("Term: in perpetuity");
    expect(rightsLines(DEFAULT_TEMPLATE[4]!)[0]).toBe("Unlimited distribution copies");
  });
});
