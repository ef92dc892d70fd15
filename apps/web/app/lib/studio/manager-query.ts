// The music manager's URL: `?page&q&status&publication&processing`. The loader reads the filters from the
// URL and hands them to the page (a kept-alive page must not read them from the current location, which
// belongs to whatever page is shown), the api gets only the values it knows, and links keep them.
import type { ProcessingState, Publication } from "../api/contract";
import { readPage } from "../catalogue/query";

export interface ManagerFilters {
  page: number;
  q: string;
  status: "" | "0" | "1";
  publication: "" | Publication;
  processing: "" | ProcessingState;
}

/** Rows a page of the manager shows (spec §2 default). */
export const MANAGER_PER_PAGE = 10;

export const STATUS_OPTIONS = [
  { value: "1", label: "Active" },
  { value: "0", label: "Inactive" },
] as const;
export const PUBLICATION_OPTIONS = [
  { value: "draft", label: "Draft" },
  { value: "published", label: "Published" },
] as const;
export const PROCESSING_OPTIONS = [
  { value: "uploading", label: "Uploading" },
  { value: "processing", label: "Processing" },
  { value: "ready", label: "Ready" },
  { value: "failed", label: "Failed" },
] as const;

const oneOf = <T extends string>(value: string | null, options: readonly { value: T }[]): T | "" =>
  options.find((o) => o.value === value)?.value ?? "";

/** The filters in a URL; unknown values read as "all". */
export function readManagerFilters(search: URLSearchParams): ManagerFilters {
  return {
    page: readPage(search, MANAGER_PER_PAGE),
    q: (search.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, 100),
    status: oneOf(search.get("status"), STATUS_OPTIONS),
    publication: oneOf(search.get("publication"), PUBLICATION_OPTIONS),
    processing: oneOf(search.get("processing"), PROCESSING_OPTIONS),
  };
}

/** The api's query for the filters (empty ones left out). */
export function managerApiQuery(filters: ManagerFilters): Record<string, string> {
  const query: Record<string, string> = { page: String(filters.page), per_page: String(MANAGER_PER_PAGE) };
  for (const key of ["q", "status", "publication", "processing"] as const) {
    if (filters[key]) query[key] = filters[key];
  }
  return query;
}

/** The search string of the filters at `page` ("?" when there is nothing to say). */
export function managerSearch(filters: ManagerFilters, page = filters.page): string {
  const params = new URLSearchParams();
  for (const key of ["q", "status", "publication", "processing"] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "?";
}

/** Whether any filter narrows the list (an empty result then means "no match", not "no tracks yet"). */
export function isFiltered(filters: ManagerFilters): boolean {
  return Boolean(filters.q || filters.status || filters.publication || filters.processing);
}
