import { describe, expect, it } from "vitest";
import { priceFieldText } from "../money/price-filter";
import {
  isSongFiltered,
  readSongFilters,
  SONG_MARKET_PER_PAGE,
  songApiQuery,
  songParamsFromForm,
  songSearch,
} from "./market-filters";

const read = (search: string) => readSongFilters(new URLSearchParams(search));
const UGX = { currency: "UGX" as const, rates: { USD: 1, UGX: 3685 } };
const EUR = { currency: "EUR" as const, rates: { USD: 1, EUR: 0.93 } };

describe("song market filters in the URL", () => {
  it("reads an empty URL as the unfiltered first page of songs, newest first", () => {
    const filters = read("");
    expect(filters).toEqual({
      page: 1,
      q: "",
      genre_id: "",
      mood_id: "",
      language: "",
      price_min: null,
      price_max: null,
      sort: "newest",
    });
    expect(isSongFiltered(filters)).toBe(false);
    expect(songSearch(filters)).toBe("?");
    expect(songApiQuery(filters)).toEqual({ page: "1", per_page: String(SONG_MARKET_PER_PAGE) });
  });

  it("round-trips every filter: URL → filters → the same URL and the api's query", () => {
    const url =
      "?q=rain+lake&genre_id=gen_afro&mood_id=moo_calm&language=Swahili&price_min=1000&price_max=5000&sort=price_desc&page=2";
    const filters = read(url);
    expect(filters).toMatchObject({ q: "rain lake", language: "Swahili", price_max: 5000, page: 2 });
    expect(songSearch(filters)).toBe(url);
    expect(read(songSearch(filters))).toEqual(filters);
    expect(songApiQuery(filters)).toEqual({
      page: "2",
      per_page: String(SONG_MARKET_PER_PAGE),
      q: "rain lake",
      genre_id: "gen_afro",
      mood_id: "moo_calm",
      language: "Swahili",
      price_min: "1000",
      price_max: "5000",
      sort: "price_desc",
    });
    expect(songSearch(filters, 1)).not.toContain("page=");
    expect(isSongFiltered(filters)).toBe(true);
  });

  it("reads anything unexpected as not filtered, and a range typed backwards as the same range", () => {
    const filters = read(
      "?genre_id=%3Cscript%3E&price_min=abc&price_max=-5&sort=popular&page=0&language=%20%20Luganda%20%20",
    );
    expect(filters).toMatchObject({
      genre_id: "",
      price_min: null,
      price_max: null,
      sort: "newest",
      page: 1,
    });
    expect(filters.language).toBe("Luganda");
    expect(read("?price_min=5000&price_max=1000")).toMatchObject({ price_min: 1000, price_max: 5000 });
    // Above the largest bid the api takes, a filter matches the same songs as at it.
    expect(read("?price_max=999999999").price_max).toBe(100_000_000);
    // Sorting alone narrows nothing.
    expect(isSongFiltered(read("?sort=price_asc"))).toBe(false);
  });
});

describe("the filter form", () => {
  it("sends prices typed in the viewer's currency as US cents, and leaves empty fields out", () => {
    expect(
      songParamsFromForm({ q: " rain ", language: "Swahili", price_max: "50,000", genre_id: "" }, UGX),
    ).toEqual({ ok: true, search: "?q=rain&language=Swahili&price_max=1357" });
    expect(songParamsFromForm({}, UGX)).toEqual({ ok: true, search: "?" });
  });

  it("keeps a price left as shown exactly, and shows the URL's cents in the viewer's currency", () => {
    expect(priceFieldText(1357, UGX)).toBe("50,005");
    expect(songParamsFromForm({ price_max: "50,005", price_max_shown: "1357" }, UGX)).toEqual({
      ok: true,
      search: "?price_max=1357",
    });
    expect(priceFieldText(null, EUR)).toBe("");
  });

  it("says a price it cannot read under its field and sends nothing", () => {
    expect(songParamsFromForm({ price_min: "lots" }, EUR)).toEqual({
      ok: false,
      errors: { price_min: "Enter an amount in EUR, or leave it empty." },
    });
  });
});
