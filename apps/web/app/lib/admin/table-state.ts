// The state of an admin list lives in its URL: `?page&per_page&sort&direction&status&q` plus the list's own
// filters (`type_id`, `role`, …). The loader reads it with readTableState, asks the api with tableApiQuery,
// and every control (a sort header, a filter, a page link) writes a new URL with tableSearch, so a reload
// or a shared link shows the same view. Any change but the page itself goes back to page 1. Pure.
import type { Page } from "../api/contract";
import { PAGING_DEPTH } from "../catalogue/query";

export type SortDirection = "asc" | "desc";

/**
 * What one list accepts. Values outside it read as "not set", so a hand-edited URL never reaches the api
 * as a refusal.
 *
 * @example
 * const GENRES: TableSpec = { sorts: ["title", "created_at", "status"] };
 * const USERS: TableSpec = {
 *   sorts: ["created_at", "name", "email"],
 *   filters: { role: ["listener", "creator", "promoter", "admin"], country: "text" },
 * };
 */
export interface TableSpec {
  /** The api's `?sort=` keys (also the ids of the sortable columns). */
  sorts: readonly string[];
  /** The order shown when the URL names none (left out of the URL and of the api query). */
  defaultSort?: { sort: string; direction: SortDirection };
  /** `?status=` values; default 1 (active) and 0 (inactive). */
  statuses?: readonly string[];
  /** Other filters: a key's allowed values, or "text" for free text (trimmed, at most 100 characters). */
  filters?: Readonly<Record<string, readonly string[] | "text">>;
  /** Rows per page when the URL says nothing; default 10. */
  perPage?: number;
  /** The `?per_page=` values offered; default 10, 25, 50. */
  perPageOptions?: readonly number[];
}

export interface TableState {
  page: number;
  perPage: number;
  /** "" = the api's (or the spec's default) order. */
  sort: string;
  direction: SortDirection;
  status: string;
  q: string;
  /** The spec's other filters that are set (absent keys are unset). */
  filters: Record<string, string>;
}

/** What an admin list's loader gives its page (lib/admin/table-page.server). */
export interface TablePage<T> {
  state: TableState;
  /** Null when the api refused or did not answer (`error` says why). */
  page: Page<T> | null;
  error: string | null;
}

/** A change to the state; anything but `page` resets the page to 1. */
export type TableChange = Partial<Omit<TableState, "filters">> & { filters?: Record<string, string> };

export const DEFAULT_PER_PAGE = 10;
export const PER_PAGE_OPTIONS: readonly number[] = [10, 25, 50];
const DEFAULT_STATUSES = ["1", "0"] as const;
const TEXT_MAX = 100;

const clean = (value: string | null) => (value ?? "").replace(/\s+/g, " ").trim().slice(0, TEXT_MAX);

function perPageOf(spec: TableSpec, raw: string | null): number {
  const options = spec.perPageOptions ?? PER_PAGE_OPTIONS;
  const value = Number(raw);
  return options.includes(value) ? value : (spec.perPage ?? DEFAULT_PER_PAGE);
}

function pageOf(raw: string | null, perPage: number): number {
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? Math.min(page, Math.floor(PAGING_DEPTH / perPage)) : 1;
}

/**
 * The state a URL's search params describe under `spec`; unknown or malformed values read as unset.
 *
 * @example readTableState(new URLSearchParams("sort=title&direction=desc&page=2"), GENRES)
 * // → { page: 2, perPage: 10, sort: "title", direction: "desc", status: "", q: "", filters: {} }
 */
export function readTableState(search: URLSearchParams, spec: TableSpec): TableState {
  const perPage = perPageOf(spec, search.get("per_page"));
  const sort = spec.sorts.includes(search.get("sort") ?? "") ? (search.get("sort") as string) : "";
  const direction: SortDirection = search.get("direction") === "desc" ? "desc" : "asc";
  const status = search.get("status") ?? "";
  const filters: Record<string, string> = {};
  for (const [key, allowed] of Object.entries(spec.filters ?? {})) {
    const value = allowed === "text" ? clean(search.get(key)) : (search.get(key) ?? "");
    if (value && (allowed === "text" || allowed.includes(value))) filters[key] = value;
  }
  return {
    page: pageOf(search.get("page"), perPage),
    perPage,
    sort: sort || (spec.defaultSort?.sort ?? ""),
    direction: sort ? direction : (spec.defaultSort?.direction ?? "asc"),
    status: (spec.statuses ?? DEFAULT_STATUSES).includes(status) ? status : "",
    q: clean(search.get("q")),
    filters,
  };
}

/** The state after `change`: a filter, sort or page-size change goes back to page 1. */
export function applyChange(state: TableState, change: TableChange): TableState {
  const onlyPage = Object.keys(change).every((key) => key === "page");
  const filters = { ...state.filters };
  for (const [key, value] of Object.entries(change.filters ?? {})) {
    if (value) filters[key] = value;
    else delete filters[key];
  }
  return { ...state, ...change, filters, page: onlyPage ? (change.page ?? state.page) : 1 };
}

function isDefaultSort(state: TableState, spec: TableSpec): boolean {
  if (!state.sort) return true;
  const d = spec.defaultSort;
  return d !== undefined && d.sort === state.sort && d.direction === state.direction;
}

/** The URL params of a state, defaults left out (page 1, the default size and order, unset filters). */
export function tableParams(state: TableState, spec: TableSpec): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.status) params.set("status", state.status);
  for (const key of Object.keys(spec.filters ?? {})) {
    const value = state.filters[key];
    if (value) params.set(key, value);
  }
  if (!isDefaultSort(state, spec)) {
    params.set("sort", state.sort);
    params.set("direction", state.direction);
  }
  if (state.perPage !== (spec.perPage ?? DEFAULT_PER_PAGE)) params.set("per_page", String(state.perPage));
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/**
 * The search string of the state after `change` ("?" when everything is default, so a link to it clears).
 *
 * @example tableSearch(state, GENRES, { status: "0" }) // "?status=0" (page back to 1)
 * @example tableSearch(state, GENRES, { page: 3 }) // "?sort=title&direction=desc&page=3"
 */
export function tableSearch(state: TableState, spec: TableSpec, change: TableChange = {}): string {
  const text = tableParams(applyChange(state, change), spec).toString();
  return text ? `?${text}` : "?";
}

/** The api's query for the state: page and size always, the rest only when set. */
export function tableApiQuery(state: TableState): Record<string, string> {
  const query: Record<string, string> = { page: String(state.page), per_page: String(state.perPage) };
  if (state.sort) {
    query.sort = state.sort;
    query.direction = state.direction;
  }
  if (state.status) query.status = state.status;
  if (state.q) query.q = state.q;
  return { ...query, ...state.filters };
}

/**
 * The order after a click on column `key`'s header: a new column sorts ascending, the sorted one flips.
 *
 * @example nextSort({ ...state, sort: "title", direction: "asc" }, "title") // { sort: "title", direction: "desc" }
 */
export function nextSort(state: TableState, key: string): { sort: string; direction: SortDirection } {
  if (state.sort !== key) return { sort: key, direction: "asc" };
  return { sort: key, direction: state.direction === "asc" ? "desc" : "asc" };
}

/** The aria-sort of column `key`'s header. */
export function ariaSort(state: TableState, key: string): "ascending" | "descending" | "none" {
  if (state.sort !== key) return "none";
  return state.direction === "asc" ? "ascending" : "descending";
}

/** Whether a filter narrows the list (an empty page then means "no match", not "nothing yet"). */
export function isFiltered(state: TableState): boolean {
  return Boolean(state.q || state.status || Object.keys(state.filters).length > 0);
}
