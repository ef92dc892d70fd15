/**
 * Pure rules of the pagination bar (spec §2 "Shared widgets", §5 "Page jump", §9 constants). Kept free of
 * React so the rules are tested on their own and can be reused by server code (e.g. clamping a `?page=`).
 */

/** Spec §9: 10 rows per page, 5 visible page numbers, 'Go to' box only above 10 pages. */
export const PAGINATION_DEFAULTS = Object.freeze({
  perPage: 10,
  visiblePages: 5,
  goToAbovePages: 10,
});

/** One entry of the numbers row: a page (maybe the first/last shortcut) or a gap. */
export type PageItem =
  | { kind: "page"; page: number; current: boolean; shortcut?: "first" | "last" }
  | { kind: "ellipsis"; position: "start" | "end" };

export interface PaginationModel {
  /** Requested page clamped between 1 and `pageCount`. */
  currentPage: number;
  /** Never below 1, so an empty list still has one (empty) page. */
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  items: PageItem[];
}

export interface PaginationModelInput {
  currentPage: number;
  lastPage: number;
  /** How many consecutive page numbers to show around the current one. Default 5. */
  visible?: number;
}

/** Normalises a count that may come from an API as 0, NaN or a fraction to an integer ≥ 1. */
function atLeastOne(value: number): number {
  return Number.isFinite(value) ? Math.max(1, Math.floor(value)) : 1;
}

/** Clamps a page number between 1 and `pageCount`; non-numbers fall back to page 1. */
export function clampPage(page: number, pageCount: number): number {
  const count = atLeastOne(pageCount);
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), count);
}

/**
 * Builds the numbers row: a window of `visible` pages centred on the current page (shifted at the ends so
 * it stays full), plus page 1 and the last page as shortcuts with ellipses for the gaps. A gap of exactly
 * one page shows that page instead of an ellipsis, because '…' would take the same room and hide it.
 *
 * @example
 * paginationModel({ currentPage: 10, lastPage: 20 }).items.map((i) => (i.kind === "page" ? i.page : "…"));
 * // → [1, "…", 8, 9, 10, 11, 12, "…", 20]
 */
export function paginationModel({
  currentPage,
  lastPage,
  visible = PAGINATION_DEFAULTS.visiblePages,
}: PaginationModelInput): PaginationModel {
  const pageCount = atLeastOne(lastPage);
  const current = clampPage(currentPage, pageCount);
  const size = Math.min(atLeastOne(visible), pageCount);

  let start = Math.max(1, current - Math.floor((size - 1) / 2));
  const end = Math.min(pageCount, start + size - 1);
  start = Math.max(1, end - size + 1);

  const page = (n: number, shortcut?: "first" | "last"): PageItem =>
    shortcut
      ? { kind: "page", page: n, current: n === current, shortcut }
      : { kind: "page", page: n, current: n === current };

  const items: PageItem[] = [];
  if (start > 1) {
    items.push(page(1, "first"));
    if (start === 3) items.push(page(2));
    else if (start > 3) items.push({ kind: "ellipsis", position: "start" });
  }
  for (let n = start; n <= end; n++) items.push(page(n));
  if (end < pageCount) {
    if (end === pageCount - 2) items.push(page(pageCount - 1));
    else if (end < pageCount - 2) items.push({ kind: "ellipsis", position: "end" });
    items.push(page(pageCount, "last"));
  }

  return {
    currentPage: current,
    pageCount,
    hasPrevious: current > 1,
    hasNext: current < pageCount,
    items,
  };
}

/**
 * Spec §5 "Page jump": accepts an integer from 1 to the page count, anything else is ignored (null).
 * Only plain digits count, so '2.5', '1e1', '-3', '0x4' and '' are all rejected.
 *
 * @example
 * parsePageJump(" 7 ", 12); // → 7
 * parsePageJump("13", 12); // → null
 */
export function parsePageJump(input: string, pageCount: number): number | null {
  const text = input.trim();
  if (!/^\d+$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= atLeastOne(pageCount) ? page : null;
}

/** The 'Go to' box appears only when enabled and the list has more than 10 pages (spec §2, §9). */
export function shouldShowGoTo(pageCount: number, enabled = true): boolean {
  return enabled && pageCount > PAGINATION_DEFAULTS.goToAbovePages;
}

/** List metadata as the API returns it (Laravel-style; `from`/`to` are null on an empty page). */
export interface PaginationMeta {
  current_page: number;
  last_page: number;
  total: number;
  from?: number | null;
  to?: number | null;
  per_page?: number;
}

/**
 * 'Showing X to Y of Z results'. Uses the server's `from`/`to` when present, otherwise derives them from
 * the (clamped) page and `per_page` (default 10), so the text is right even for hand-built metadata.
 *
 * @example
 * summaryText({ current_page: 2, last_page: 3, total: 25, from: 11, to: 20, per_page: 10 });
 * // → "Showing 11 to 20 of 25 results"
 */
export function summaryText(meta: PaginationMeta): string {
  const total = Math.max(0, Math.floor(meta.total) || 0);
  const perPage = atLeastOne(meta.per_page ?? PAGINATION_DEFAULTS.perPage);
  const page = clampPage(meta.current_page, meta.last_page);
  const derivedFrom = total === 0 ? 0 : Math.min((page - 1) * perPage + 1, total);
  const derivedTo = total === 0 ? 0 : Math.min(page * perPage, total);
  const from = meta.from ?? derivedFrom;
  const to = meta.to ?? derivedTo;
  return `Showing ${from} to ${to} of ${total} results`;
}
