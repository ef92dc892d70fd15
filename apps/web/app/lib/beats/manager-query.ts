// The beats manager's URL: `?q=&page=` (and `new=1` to open the create form). The loader reads it and
// hands it to the page, the api gets only what it knows, and the pagination links keep the search.
import { readPage } from "../catalogue/query";

export interface BeatFilters {
  page: number;
  q: string;
}

/** Rows a page of the manager shows (spec §2 default). */
export const BEATS_PER_PAGE = 10;

export function readBeatFilters(search: URLSearchParams): BeatFilters {
  return {
    page: readPage(search, BEATS_PER_PAGE),
    // The api refuses more than 100 characters; a longer hand-typed URL is cut, not an error page.
    q: (search.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, 100),
  };
}

/** The api's query (an empty search left out). */
export function beatsApiQuery(filters: BeatFilters): Record<string, string> {
  const query: Record<string, string> = { page: String(filters.page), per_page: String(BEATS_PER_PAGE) };
  if (filters.q) query.q = filters.q;
  return query;
}

/** The search string of the list at `page` ("?" when there is nothing to say). */
export function beatsSearch(filters: BeatFilters, page = filters.page): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "?";
}
