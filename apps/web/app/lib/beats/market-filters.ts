// The market list's state, all in the URL so a filtered page can be reloaded, shared and paged with plain
// links: `?view=licences` (My licences) or the beats with `q, genre_id, mood_id, bpm_min, bpm_max, key,
// price_min, price_max, sort, page`. Prices in the URL are US cents, as the api takes them, so a shared
// link means the same for a viewer in another currency; the form shows and reads them in the viewer's
// currency (marketParamsFromForm). Anything unexpected in a URL reads as "not filtered", never sent.
import type { MarketQuery } from "../api/contract";
import { readPage } from "../catalogue/query";
import type { MoneySettings } from "../money/format-money";
import { priceFilterCents, wholeNumber } from "../money/price-filter";
import { isMusicalKey } from "./keys";

export const MARKET_SORTS = [
  { value: "newest", label: "Featured, then newest" },
  { value: "price_asc", label: "Price: low to high" },
  { value: "price_desc", label: "Price: high to low" },
] as const satisfies readonly { value: NonNullable<MarketQuery["sort"]>; label: string }[];
export type MarketSort = (typeof MARKET_SORTS)[number]["value"];

/** A grid of 12 fills rows of 2, 3 and 4 cards alike (the spec's 10 would leave a ragged last row). */
export const MARKET_PER_PAGE = 12;
export const LICENCES_PER_PAGE = 10;

/** The beats' BPM range (the api's beat contract: 40 to 240). */
export const BPM_MIN = 40;
export const BPM_MAX = 240;
/** The highest tier price (the api's PRICE_MAX_CENTS, $100,000): a larger filter matches the same. */
const PRICE_MAX_CENTS = 10_000_000;

export interface MarketFilters {
  view: "beats" | "licences";
  page: number;
  q: string;
  genre_id: string;
  mood_id: string;
  bpm_min: number | null;
  bpm_max: number | null;
  key: string;
  /** US cents. */
  price_min: number | null;
  price_max: number | null;
  sort: MarketSort;
}

const FILTER_KEYS = [
  "q",
  "genre_id",
  "mood_id",
  "bpm_min",
  "bpm_max",
  "key",
  "price_min",
  "price_max",
] as const;

const clampBpm = (n: number | null) => (n === null ? null : Math.min(BPM_MAX, Math.max(BPM_MIN, n)));
const lookupId = (text: string | null) => (text && /^[A-Za-z0-9_-]{1,64}$/.test(text) ? text : "");

/** A range typed the wrong way round means the same range. */
function ordered(low: number | null, high: number | null): [number | null, number | null] {
  return low !== null && high !== null && low > high ? [high, low] : [low, high];
}

export function readMarketFilters(search: URLSearchParams): MarketFilters {
  const view = search.get("view") === "licences" ? "licences" : "beats";
  const [bpmMin, bpmMax] = ordered(
    clampBpm(wholeNumber(search.get("bpm_min"))),
    clampBpm(wholeNumber(search.get("bpm_max"))),
  );
  const price = (name: string) => {
    const n = wholeNumber(search.get(name));
    return n === null ? null : Math.min(n, PRICE_MAX_CENTS);
  };
  const [priceMin, priceMax] = ordered(price("price_min"), price("price_max"));
  const key = search.get("key") ?? "";
  const sort = MARKET_SORTS.find((s) => s.value === search.get("sort"))?.value ?? "newest";
  return {
    view,
    page: readPage(search, view === "licences" ? LICENCES_PER_PAGE : MARKET_PER_PAGE),
    q: (search.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, 100),
    genre_id: lookupId(search.get("genre_id")),
    mood_id: lookupId(search.get("mood_id")),
    bpm_min: bpmMin,
    bpm_max: bpmMax,
    key: isMusicalKey(key) ? key : "",
    price_min: priceMin,
    price_max: priceMax,
    sort,
  };
}

/** The filters that are set, as strings, in a fixed order (the URL and the api query share it). */
function setFilters(filters: MarketFilters): [string, string][] {
  const out: [string, string][] = [];
  for (const name of FILTER_KEYS) {
    const value = filters[name];
    if (value !== null && value !== "") out.push([name, String(value)]);
  }
  if (filters.sort !== "newest") out.push(["sort", filters.sort]);
  return out;
}

/** The api's `marketplace` query for the filters (empty ones left out), keyed by its contract's names. */
export function marketApiQuery(filters: MarketFilters): Partial<Record<keyof MarketQuery, string>> {
  // setFilters names only FILTER_KEYS and `sort`, all of them the contract's query keys.
  const set = Object.fromEntries(setFilters(filters)) as Partial<Record<keyof MarketQuery, string>>;
  return { page: String(filters.page), per_page: String(MARKET_PER_PAGE), ...set };
}

/** The search string of the filters at `page` ("?" when nothing is set): what links and the form use. */
export function marketSearch(filters: MarketFilters, page = filters.page): string {
  const params = new URLSearchParams(
    filters.view === "licences" ? [["view", "licences"]] : setFilters(filters),
  );
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "?";
}

/** Whether any filter narrows the list (an empty result then reads "no match", not "no beats yet"). */
export function isFiltered(filters: MarketFilters): boolean {
  return FILTER_KEYS.some((name) => filters[name] !== null && filters[name] !== "");
}

export type FormReading = { ok: true; search: string } | { ok: false; errors: Record<string, string> };

/**
 * The filter form's fields → the list's search string. Prices are typed in the viewer's currency
 * (`price_min`, `price_max`) and become US cents; `<name>_shown` holds the cents the field started with,
 * so a price left as shown stays exactly those cents (a euro cent is coarser than a US cent).
 *
 * @example marketParamsFromForm({ q: "drill", price_max: "50,000" }, ugx) // { ok: true, search: "?q=drill&price_max=1357" }
 */
export function marketParamsFromForm(
  fields: Readonly<Record<string, string | undefined>>,
  money: Pick<MoneySettings, "currency" | "rates">,
): FormReading {
  const errors: Record<string, string> = {};
  const cents = (name: "price_min" | "price_max") => priceFilterCents(fields, name, money, errors);
  const bpm = (name: "bpm_min" | "bpm_max"): string | null => {
    const text = fields[name]?.trim() ?? "";
    if (text === "") return null;
    if (wholeNumber(text) === null) errors[name] = `The BPM is a whole number from ${BPM_MIN} to ${BPM_MAX}.`;
    return text;
  };
  const search = new URLSearchParams();
  const values: Record<string, string | null> = {
    q: fields.q?.trim() || null,
    genre_id: fields.genre_id || null,
    mood_id: fields.mood_id || null,
    bpm_min: bpm("bpm_min"),
    bpm_max: bpm("bpm_max"),
    key: fields.key || null,
    price_min: cents("price_min"),
    price_max: cents("price_max"),
    sort: fields.sort || null,
  };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  for (const [name, value] of Object.entries(values)) if (value !== null) search.set(name, value);
  // Read back through the URL rules, so the form and a typed URL land on the same canonical search.
  return { ok: true, search: marketSearch({ ...readMarketFilters(search), page: 1 }) };
}
