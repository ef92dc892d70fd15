// The studio list's state, all in the URL like the markets' (lib/songs/market-filters): `city, max_rate,
// page`. The highest hourly rate is US cents, as the api takes it, so a shared link means the same in
// another currency; the form shows and reads it in the viewer's currency.
import type { QueryOf } from "../api/endpoints";
import { readPage } from "../catalogue/query";
import type { MoneySettings } from "../money/format-money";
import { priceFilterCents, wholeNumber } from "../money/price-filter";

type StudioListQuery = QueryOf<"GET /creator/studio/list">;

/** A grid of 12 fills rows of 2, 3 and 4 cards alike. */
export const STUDIOS_PER_PAGE = 12;
/** The api's longest city filter. */
export const CITY_MAX = 60;
/** The api's highest hourly rate (contract: $1M), so a larger filter matches the same studios. */
const RATE_MAX_CENTS = 100_000_000;

export interface StudioFilters {
  page: number;
  /** As typed (the api compares it without case). */
  city: string;
  /** The highest hourly rate, US cents. */
  max_rate: number | null;
}

export function readStudioFilters(search: URLSearchParams): StudioFilters {
  const rate = wholeNumber(search.get("max_rate"));
  return {
    page: readPage(search, STUDIOS_PER_PAGE),
    city: (search.get("city") ?? "").replace(/\s+/g, " ").trim().slice(0, CITY_MAX).trim(),
    max_rate: rate === null ? null : Math.min(rate, RATE_MAX_CENTS),
  };
}

function setFilters(filters: StudioFilters): [string, string][] {
  const out: [string, string][] = [];
  if (filters.city) out.push(["city", filters.city]);
  if (filters.max_rate !== null) out.push(["max_rate", String(filters.max_rate)]);
  return out;
}

/** The api's `list` query for the filters (empty ones left out). */
export function studioApiQuery(filters: StudioFilters): StudioListQuery {
  return {
    page: String(filters.page),
    per_page: String(STUDIOS_PER_PAGE),
    ...Object.fromEntries(setFilters(filters)),
  };
}

/** The search string of the filters at `page` ("?" when nothing is set). */
export function studioSearch(filters: StudioFilters, page = filters.page): string {
  const params = new URLSearchParams(setFilters(filters));
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "?";
}

export function isStudioFiltered(filters: StudioFilters): boolean {
  return filters.city !== "" || filters.max_rate !== null;
}

export type StudioFormReading = { ok: true; search: string } | { ok: false; errors: Record<string, string> };

/**
 * The filter form's fields → the list's search string; the rate is typed in the viewer's currency and
 * becomes US cents (`max_rate_shown` keeps an untouched amount exactly, as the markets' forms do).
 *
 * @example studioParamsFromForm({ city: "Kampala", max_rate: "50,000" }, ugx) // { ok: true, search: "?city=Kampala&max_rate=1357" }
 */
export function studioParamsFromForm(
  fields: Readonly<Record<string, string | undefined>>,
  money: Pick<MoneySettings, "currency" | "rates">,
): StudioFormReading {
  const errors: Record<string, string> = {};
  const rate = priceFilterCents(fields, "max_rate", money, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const search = new URLSearchParams();
  const city = fields.city?.trim();
  if (city) search.set("city", city);
  if (rate !== null) search.set("max_rate", rate);
  return { ok: true, search: studioSearch({ ...readStudioFilters(search), page: 1 }) };
}
