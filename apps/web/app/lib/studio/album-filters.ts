// The albums manager's list state, all in the URL (page, status, publication, title search), so a filtered
// page can be reloaded, shared and paged with plain links. Unknown values are dropped, never sent.
import type { Publication } from "../api/contract";

export interface AlbumFilters {
  page: number;
  status: "" | "0" | "1";
  publication: "" | Publication;
  q: string;
}

/** The filters in a URL's search params; anything unexpected reads as "not filtered". */
export function readAlbumFilters(params: URLSearchParams): AlbumFilters {
  const page = Number(params.get("page"));
  const status = params.get("status");
  const publication = params.get("publication");
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    status: status === "0" || status === "1" ? status : "",
    publication: publication === "draft" || publication === "published" ? publication : "",
    q: (params.get("q") ?? "").trim().slice(0, 100),
  };
}

/** The api's list query (`?page=&status=&publication=&q=`), leaving out what is not filtered. */
export function albumListQuery(filters: AlbumFilters): Record<string, string> {
  const query: Record<string, string> = { page: String(filters.page) };
  if (filters.status) query.status = filters.status;
  if (filters.publication) query.publication = filters.publication;
  if (filters.q) query.q = filters.q;
  return query;
}

/** Whether any filter narrows the list (an empty result then says "no match", not "no albums yet"). */
export function isFiltered(filters: AlbumFilters): boolean {
  return Boolean(filters.status || filters.publication || filters.q);
}
