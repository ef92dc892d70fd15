// URL rules for list pages: the `?page=` the paginator drives, which query keys pass to the api, and the
// hrefs of the pagination links (other parameters such as `sort` or `q` survive paging).

import type { MaxPagedRows, Page } from "../api/contract";

/**
 * How deep the api pages: it refuses a page ending past this many items, so a deeper `?page=` is clamped
 * to the last page it serves. Typed by the api's own constant, so a change there fails this typecheck.
 */
export const PAGING_DEPTH: MaxPagedRows = 10_000;

/**
 * `?page=` as a positive integer no deeper than the api pages at `perPage` items a page; anything else
 * (absent, 0, "abc", "2.5") is page 1.
 */
export function readPage(search: URLSearchParams, perPage = 10): number {
  const raw = search.get("page") ?? "";
  if (!/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? Math.min(page, Math.floor(PAGING_DEPTH / perPage)) : 1;
}

/**
 * The api query of a list page: `page`, `per_page`, plus the allowed keys present in the URL (non-empty).
 * @example listQuery(new URLSearchParams("page=3&sort=new&x=1"), ["sort"]) // → { page: "3", per_page: "10", sort: "new" }
 */
export function listQuery(
  search: URLSearchParams,
  allowed: readonly string[] = [],
  perPage = 10,
): Record<string, string> {
  const query: Record<string, string> = {
    page: String(readPage(search, perPage)),
    per_page: String(perPage),
  };
  for (const key of allowed) {
    const value = search.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/** The href of page `page` keeping every other parameter; page 1 drops `page` for a canonical URL. */
export function pageHref(search: URLSearchParams | string, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const text = next.toString();
  return text ? `?${text}` : "?";
}

/** The search box's URL: `?q=` trimmed (spaces collapsed); an empty query removes it. Resets paging. */
export function searchHref(search: URLSearchParams | string, q: string): string {
  const next = new URLSearchParams(search);
  const clean = q.replace(/\s+/g, " ").trim();
  next.delete("page");
  if (clean) next.set("q", clean);
  else next.delete("q");
  const text = next.toString();
  return text ? `?${text}` : "?";
}

/** Search needs at least 2 characters: a single letter would match half the catalogue. */
export const MIN_SEARCH_LENGTH = 2;

export function isSearchable(q: string | null | undefined): q is string {
  return typeof q === "string" && q.trim().length >= MIN_SEARCH_LENGTH;
}

/**
 * A paginator over an array the api sends whole (the top 100): the same shape as the api's pages, so the
 * same PaginationBar drives it. Pages beyond the last are empty, like the api's.
 */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): Page<T> {
  const size = Math.max(1, Math.floor(perPage));
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / size));
  const current = Math.max(1, Math.floor(page));
  const start = (current - 1) * size;
  const data = items.slice(start, start + size);
  return {
    data,
    current_page: current,
    last_page: lastPage,
    total,
    from: data.length ? start + 1 : null,
    to: data.length ? start + data.length : null,
    per_page: size,
  };
}
