import { describe, expect, it } from "vitest";
import { priceFieldText } from "../money/price-filter";
import {
  isFiltered,
  MARKET_PER_PAGE,
  marketApiQuery,
  marketParamsFromForm,
  marketSearch,
  readMarketFilters,
} from "./market-filters";

const read = (search: string) => readMarketFilters(new URLSearchParams(search));
const UGX = { currency: "UGX" as const, rates: { USD: 1, UGX: 3685 } };
const EUR = { currency: "EUR" as const, rates: { USD: 1, EUR: 0.93 } };

describe("market filters in the URL", () => {
  it("reads an empty URL as the unfiltered first page of beats, newest first", () => {
    const filters = read("");
    expect(filters).toMatchObject({
      view: "beats",
      page: 1,
      q: "",
      key: "",
      sort: "newest",
      price_min: null,
    });
    expect(isFiltered(filters)).toBe(false);
    expect(marketSearch(filters)).toBe("?");
    expect(marketApiQuery(filters)).toEqual({ page: "1", per_page: String(MARKET_PER_PAGE) });
  });

  it("round-trips every filter: URL → filters → the same URL and the api's query", () => {
    const url =
      "?q=night+drive&genre_id=gen_afro&mood_id=moo_dark&bpm_min=90&bpm_max=120&key=C%23+minor&price_min=1000&price_max=5000&sort=price_asc&page=3";
    const filters = read(url);
    expect(filters).toMatchObject({
      q: "night drive",
      key: "C# minor",
      bpm_min: 90,
      price_max: 5000,
      page: 3,
    });
    expect(marketSearch(filters)).toBe(url);
    expect(read(marketSearch(filters))).toEqual(filters);
    expect(marketApiQuery(filters)).toEqual({
      page: "3",
      per_page: String(MARKET_PER_PAGE),
      q: "night drive",
      genre_id: "gen_afro",
      mood_id: "moo_dark",
      bpm_min: "90",
      bpm_max: "120",
      key: "C# minor",
      price_min: "1000",
      price_max: "5000",
      sort: "price_asc",
    });
    expect(isFiltered(filters)).toBe(true);
  });

  it("drops what it does not know, clamps BPM to 40–240 and puts reversed ranges right", () => {
    const filters = read(
      "key=H+major&sort=random&genre_id=%3Cscript%3E&bpm_min=300&bpm_max=10&price_min=-5&page=x",
    );
    expect(filters).toMatchObject({
      key: "",
      sort: "newest",
      genre_id: "",
      bpm_min: 40,
      bpm_max: 240,
      price_min: null,
    });
    expect(filters.page).toBe(1);
    expect(read("price_min=9000&price_max=100")).toMatchObject({ price_min: 100, price_max: 9000 });
  });

  it("keeps only the page in the licences view", () => {
    const filters = read("view=licences&q=x&page=2");
    expect(filters.view).toBe("licences");
    expect(marketSearch(filters)).toBe("?view=licences&page=2");
    expect(marketSearch(filters, 1)).toBe("?view=licences");
  });

  it("pages with the filters kept", () => {
    const filters = read("q=drill&sort=price_desc");
    expect(marketSearch(filters, 2)).toBe("?q=drill&sort=price_desc&page=2");
    expect(marketSearch(filters, 1)).toBe("?q=drill&sort=price_desc");
  });
});

describe("the filter form → the URL", () => {
  it("turns prices typed in the viewer's currency into US cents and leaves empty fields out", () => {
    const result = marketParamsFromForm({ q: " drill ", price_max: "50,000", price_min: "", key: "" }, UGX);
    expect(result).toEqual({ ok: true, search: "?q=drill&price_max=1357" });
  });

  it("keeps a price left as it was shown at the cents it stood for", () => {
    // 1000 US cents show as €9.30; €9.30 alone would read back as 1000 too, but 1001 cents also show as €9.31.
    const shown = priceFieldText(1001, EUR);
    expect(shown).toBe("9.31");
    expect(marketParamsFromForm({ price_min: shown, price_min_shown: "1001" }, EUR)).toEqual({
      ok: true,
      search: "?price_min=1001",
    });
  });

  it("says which field is wrong instead of sending a price or BPM it cannot read", () => {
    const result = marketParamsFromForm({ price_min: "a lot", bpm_max: "fast" }, UGX);
    expect(result).toEqual({
      ok: false,
      errors: {
        price_min: "Enter an amount in UGX, or leave it empty.",
        bpm_max: "The BPM is a whole number from 40 to 240.",
      },
    });
  });

  it("lands on the same canonical search as a typed URL (first page, ranges ordered, default sort left out)", () => {
    const result = marketParamsFromForm(
      { bpm_min: "140", bpm_max: "90", sort: "newest", genre_id: "gen_1" },
      UGX,
    );
    expect(result).toEqual({ ok: true, search: "?genre_id=gen_1&bpm_min=90&bpm_max=140" });
  });
});
