import * as Api from "@ngoma/api/contract";
import { describe, expect, it } from "vitest";
import type { BeatTier } from "../api/contract";
import {
  centsFromDollars,
  DEFAULT_TIERS,
  dollarsText,
  LICENCE_TIERS,
  PRICE_MAX_CENTS,
  PRICE_MIN_CENTS,
  readTierForm,
  sameTiers,
  type TierForm,
  tierErrorsFromApi,
  tierField,
  tierFormFrom,
  tiersBody,
} from "./tiers";

/** The editor's values as the fields a browser posts (unticked boxes absent, like a real form). */
function posted(form: TierForm): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const tier of LICENCE_TIERS) {
    const values = form[tier];
    fields[tierField(tier, "offered")] = values.offered ? "true" : "false";
    fields[tierField(tier, "price")] = values.price;
    for (const [key, text] of Object.entries(values.rights)) {
      if (values.unlimited[key as keyof typeof values.unlimited])
        fields[tierField(tier, `${key}.unlimited`)] = "true";
      else fields[tierField(tier, key)] = text;
    }
  }
  return fields;
}

const lease: BeatTier = {
  tier: "premium",
  price_cents: 4_950,
  distribution_copies: 5_000,
  audio_streams: null,
  music_videos: 1,
  radio_stations: 0,
  paid_performances: 5,
  term_years: null,
};

describe("the web's copy of the api's tier rules", () => {
  it("names the same tiers in the same order, and starts from the same template", () => {
    expect(LICENCE_TIERS).toEqual(Api.LICENCE_TIERS);
    expect(DEFAULT_TIERS).toEqual(Api.DEFAULT_LICENCE_TEMPLATE);
  });

  it("has the api's price bounds", () => {
    const at = (price_cents: number) => Api.beatTierSchema.safeParse({ ...lease, price_cents }).success;
    expect([at(PRICE_MIN_CENTS), at(PRICE_MAX_CENTS)]).toEqual([true, true]);
    expect([at(PRICE_MIN_CENTS - 1), at(PRICE_MAX_CENTS + 1)]).toEqual([false, false]);
  });
});

describe("dollars and cents", () => {
  it("reads what producers type as whole cents", () => {
    expect(centsFromDollars("29.99")).toBe(2_999);
    expect(centsFromDollars(" $1,499.5 ")).toBe(149_950);
    expect(centsFromDollars("US$ 40")).toBe(4_000);
    expect(centsFromDollars("100000")).toBe(10_000_000);
    for (const bad of ["", "abc", "1.999", "-5", "1,00", "12.", "1e3"])
      expect(centsFromDollars(bad)).toBeNull();
  });

  it("writes cents back the way they read", () => {
    expect(dollarsText(2_999)).toBe("29.99");
    expect(dollarsText(4_000)).toBe("40");
    expect(dollarsText(149_950)).toBe("1499.50");
    for (const cents of [100, 2_999, 149_950, 10_000_000])
      expect(centsFromDollars(dollarsText(cents))).toBe(cents);
  });
});

describe("form values ⇄ the api's licences", () => {
  it("starts a new beat from the producer's template: its leases offered at its terms, the exclusive opt-in", () => {
    const basic = { ...(DEFAULT_TIERS[0] as BeatTier), price_cents: 1_500, term_years: 1 };
    const exclusive = { ...(DEFAULT_TIERS[4] as BeatTier), price_cents: 50_000 };
    const form = tierFormFrom(undefined, [basic, exclusive]);
    expect(form.basic).toMatchObject({ offered: true, price: "15" });
    expect(form.basic.rights.term_years).toBe("1");
    expect(form.premium.offered).toBe(false);
    expect(form.exclusive).toMatchObject({ offered: false, price: "500" });
  });

  it("offers the four leases of the template for a new beat, not the exclusive", () => {
    const form = tierFormFrom();
    expect(LICENCE_TIERS.filter((t) => form[t].offered)).toEqual([
      "basic",
      "premium",
      "trackout",
      "unlimited",
    ]);
    const body = tiersBody(readTierForm(posted(form)));
    expect(body).toEqual({ ok: true, licences: DEFAULT_TIERS.filter((t) => t.tier !== "exclusive") });
  });

  it("round-trips a beat's own tiers, unlimited rights and a perpetual term as null", () => {
    const form = tierFormFrom([lease]);
    expect(form.premium.unlimited.audio_streams).toBe(true);
    expect(form.premium.rights.audio_streams).toBe("");
    expect(form.premium.price).toBe("49.50");
    expect(form.basic.offered).toBe(false);
    // A tier not offered still starts from the template, should the producer tick it.
    expect(form.basic.price).toBe("29.99");
    const body = tiersBody(readTierForm(posted(form)));
    expect(body).toEqual({ ok: true, licences: [lease] });
    if (body.ok) expect(Api.createBeatBody.shape.licences.safeParse(body.licences).success).toBe(true);
  });

  it("sends the offered tiers in tier order", () => {
    const form = tierFormFrom([{ ...lease, tier: "exclusive" }, lease]);
    const body = tiersBody(readTierForm(posted(form)));
    expect(body.ok && body.licences.map((l) => l.tier)).toEqual(["premium", "exclusive"]);
  });

  it("says what is wrong per field, and checks only offered tiers", () => {
    const form = tierFormFrom([lease]);
    form.premium.price = "0.50";
    form.premium.rights.music_videos = "two";
    form.premium.unlimited.term_years = false;
    form.premium.rights.term_years = "100";
    form.basic.price = "nonsense"; // not offered: not checked
    const body = tiersBody(readTierForm(posted(form)));
    expect(body.ok).toBe(false);
    if (body.ok) return;
    expect(Object.keys(body.fieldErrors).sort()).toEqual([
      "tiers.premium.music_videos",
      "tiers.premium.price",
      "tiers.premium.term_years",
    ]);
    expect(body.fieldErrors["tiers.premium.price"]?.[0]).toContain("$1 to $100,000");
  });

  it("needs at least one tier", () => {
    const form = tierFormFrom([lease]);
    form.premium.offered = false;
    expect(tiersBody(readTierForm(posted(form)))).toEqual({
      ok: false,
      fieldErrors: { tiers: ["Offer at least one licence."] },
    });
  });

  it("reads an unticked offer box (only the hidden false posted) as not offered", () => {
    const form = readTierForm({
      [tierField("basic", "offered")]: "false",
      [tierField("basic", "price")]: "10",
    });
    expect(form.basic.offered).toBe(false);
    expect(form.premium.offered).toBe(false);
  });
});

describe("the api's 422 on the editor's fields", () => {
  it("finds the tier by the order the licences were sent in", () => {
    const sent = [{ tier: "basic" as const }, { tier: "exclusive" as const }];
    expect(
      tierErrorsFromApi(
        {
          "licences.1.price_cents": ["A price is at most $100,000."],
          "licences.0.term_years": ["The term is at most 99 years."],
          licences: ["Each tier may be offered once."],
          "licences.7.tier": ["A tier is one of …"],
          title: ["The title is required."],
        },
        sent,
      ),
    ).toEqual({
      "tiers.exclusive.price": ["A price is at most $100,000."],
      "tiers.basic.term_years": ["The term is at most 99 years."],
      tiers: ["Each tier may be offered once.", "A tier is one of …"],
      title: ["The title is required."],
    });
  });
});

describe("sameTiers", () => {
  it("compares terms whatever the order", () => {
    const basic = DEFAULT_TIERS[0] as BeatTier;
    expect(sameTiers([lease, basic], [basic, lease])).toBe(true);
    expect(sameTiers([lease], [{ ...lease, price_cents: 5_000 }])).toBe(false);
    expect(sameTiers([lease], [lease, basic])).toBe(false);
  });
});
