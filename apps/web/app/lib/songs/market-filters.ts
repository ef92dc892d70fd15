// The song market list's state, all in the URL like the beat market's (lib/beats/market-filters), so a
// filtered page can be reloaded, shared and paged with plain links: `q, genre_id, mood_id, language,
// price_min, price_max, sort, page`. Prices are minimum bids in US cents, as the api takes them, so a
// shared link means the same for a viewer in another currency; the form shows and reads them in the
// viewer's currency (songParamsFromForm). Anything unexpected in a URL reads as "not filtered".
import type { QueryOf } from "../api/endpoints";
import { readPage } from "../catalogue/query";
import type { MoneySettings } from "../money/format-money";
import { priceFilterCents, wholeNumber } from "../money/price-filter";
import { BID_MAX_CENTS } from "./market-bid";

type SongMarketQuery = QueryOf<"GET /creator/songs/marketplace/list">;

export const SONG_SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "price_asc", label: "Minimum bid: low to high" },
  { value: "price_desc", label: "Minimum bid: high to low" },
] as const satisfies readonly { value: NonNullable<SongMarketQuery["sort"]>; label: string }[];
export type SongSort = (typeof SONG_SORTS)[number]["value"];

/** A grid of 12 fills rows of 2, 3 and 4 cards alike, as the beat market's does. */
export const SONG_MARKET_PER_PAGE = 12;
/** The deals tables (bids, approved, completed). */
export const DEALS_PER_PAGE = 10;

export interface SongFilters {
  page: number;
  q: string;
  genre_id: string;
  mood_id: string;
  /** As typed (the api compares it without case). */
  language: string;
  /** Minimum bids, US cents. */
  price_min: number | null;
  price_max: number | null;
  sort: SongSort;
}

const FILTER_KEYS = ["q", "genre_id", "mood_id", "language", "price_min", "price_max"] as const;

const lookupId = (text: string | null) => (text && /^[A-Za-z0-9_-]{1,64}$/.test(text) ? text : "");
const words = (text: string | null, max: number) =>
  (text ?? "").replace(/\s+/g, " ").trim().slice(0, max).trim();

/** A range typed the wrong way round means the same range. */
function ordered(low: number | null, high: number | null): [number | null, number | null] {
  return low !== null && high !== null && low > high ? [high, low] : [low, high];
}

export function readSongFilters(search: URLSearchParams): SongFilters {
  const price = (name: string) => {
    const n = wholeNumber(search.get(name));
    // No bid is above the api's largest: a larger filter matches the same songs.
    return n === null ? null : Math.min(n, BID_MAX_CENTS);
  };
  const [priceMin, priceMax] = ordered(price("price_min"), price("price_max"));
  return {
    page: readPage(search, SONG_MARKET_PER_PAGE),
    q: words(search.get("q"), 100),
    genre_id: lookupId(search.get("genre_id")),
    mood_id: lookupId(search.get("mood_id")),
    language: words(search.get("language"), 40),
    price_min: priceMin,
    price_max: priceMax,
    sort: SONG_SORTS.find((s) => s.value === search.get("sort"))?.value ?? "newest",
  };
}

/** The filters that are set, as strings, in a fixed order (the URL and the api query share it). */
function setFilters(filters: SongFilters): [string, string][] {
  const out: [string, string][] = [];
  for (const name of FILTER_KEYS) {
    const value = filters[name];
    if (value !== null && value !== "") out.push([name, String(value)]);
  }
  if (filters.sort !== "newest") out.push(["sort", filters.sort]);
  return out;
}

/** The api's `list` query for the filters (empty ones left out). */
export function songApiQuery(filters: SongFilters): Partial<Record<keyof SongMarketQuery, string>> {
  // setFilters names only FILTER_KEYS and `sort`, all of them the contract's query keys.
  const set = Object.fromEntries(setFilters(filters)) as Partial<Record<keyof SongMarketQuery, string>>;
  return { page: String(filters.page), per_page: String(SONG_MARKET_PER_PAGE), ...set };
}

/** The search string of the filters at `page` ("?" when nothing is set): what links and the form use. */
export function songSearch(filters: SongFilters, page = filters.page): string {
  const params = new URLSearchParams(setFilters(filters));
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "?";
}

/** Whether any filter narrows the list (an empty result then reads "no match", not "no songs yet"). */
export function isSongFiltered(filters: SongFilters): boolean {
  return FILTER_KEYS.some((name) => filters[name] !== null && filters[name] !== "");
}

export type SongFormReading = { ok: true; search: string } | { ok: false; errors: Record<string, string> };

/**
 * The filter form's fields → the list's search string. Prices are typed in the viewer's currency and
 * become US cents; `<name>_shown` holds the cents the field started with, so a price left as shown stays
 * exactly those cents (as the beat market's form does).
 *
 * @example songParamsFromForm({ language: "Swahili", price_max: "50,000" }, ugx) // { ok: true, search: "?language=Swahili&price_max=1357" }
 */
export function songParamsFromForm(
  fields: Readonly<Record<string, string | undefined>>,
  money: Pick<MoneySettings, "currency" | "rates">,
): SongFormReading {
  const errors: Record<string, string> = {};
  const cents = (name: "price_min" | "price_max") => priceFilterCents(fields, name, money, errors);
  const values: Record<string, string | null> = {
    q: fields.q?.trim() || null,
    genre_id: fields.genre_id || null,
    mood_id: fields.mood_id || null,
    language: fields.language?.trim() || null,
    price_min: cents("price_min"),
    price_max: cents("price_max"),
    sort: fields.sort || null,
  };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== null) search.set(name, value);
  // Read back through the URL rules, so the form and a typed URL land on the same canonical search.
  return { ok: true, search: songSearch({ ...readSongFilters(search), page: 1 }) };
}
