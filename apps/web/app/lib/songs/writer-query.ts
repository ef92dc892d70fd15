// The URLs of the songwriter's lists: the songs manager's `?q=&status=&page=` (and `new=1` to open the
// editor), the buy requests' `?status=&page=`, and the dashboard's chosen song `?song=`. The loaders read
// them, the api gets only what it knows, and the pagination links keep the filters.
import type { BidStatus } from "../api/contract";
import { readPage } from "../catalogue/query";
import { BID_STATES } from "./writer-messages";

export interface SongFilters {
  page: number;
  q: string;
  /** "" for every song, "1" offered for sale, "0" not. */
  status: "" | "0" | "1";
}

/** Rows a page of the manager and of the buy requests shows (spec §2 default). */
export const SONGS_PER_PAGE = 10;

export const SALE_OPTIONS = [
  { value: "1", label: "Offered for sale" },
  { value: "0", label: "Not offered" },
] as const;

export function readSongFilters(search: URLSearchParams): SongFilters {
  const status = search.get("status");
  return {
    page: readPage(search, SONGS_PER_PAGE),
    // The api refuses more than 100 characters; a longer hand-typed URL is cut, not an error page.
    q: (search.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, 100),
    status: status === "0" || status === "1" ? status : "",
  };
}

/** The api's query (empty filters left out). */
export function songsApiQuery(filters: SongFilters): Record<string, string> {
  const query: Record<string, string> = { page: String(filters.page), per_page: String(SONGS_PER_PAGE) };
  if (filters.q) query.q = filters.q;
  if (filters.status) query.status = filters.status;
  return query;
}

/** The search string of the list at `page` ("?" when there is nothing to say). */
export function songsSearch(filters: SongFilters, page = filters.page): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status) params.set("status", filters.status);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "?";
}

export interface RequestFilters {
  page: number;
  /** null: every state. */
  status: BidStatus | null;
}

export function readRequestFilters(search: URLSearchParams): RequestFilters {
  const status = search.get("status");
  return {
    page: readPage(search, SONGS_PER_PAGE),
    status: BID_STATES.find((s) => s === status) ?? null,
  };
}

export function requestsApiQuery(filters: RequestFilters): {
  page: string;
  per_page: string;
  status?: BidStatus;
} {
  return {
    page: String(filters.page),
    per_page: String(SONGS_PER_PAGE),
    ...(filters.status ? { status: filters.status } : {}),
  };
}

/** The search string of the buy requests in `status` at `page`. */
export function requestsSearch(status: BidStatus | null, page = 1): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "?";
}

/** The dashboard's chosen song: `?song=`, else the first of `ids`, else none. */
export function chosenSong(search: URLSearchParams, ids: readonly string[]): string | null {
  const asked = search.get("song");
  return asked && ids.includes(asked) ? asked : (ids[0] ?? null);
}
