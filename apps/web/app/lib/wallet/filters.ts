// The transaction history's filters (spec §3: page, per_page, tx_type, status, start/end date) live in the
// URL, so a filtered view can be linked, reloaded and exported as CSV with exactly the same filters.
import type { TransactionsQuery, WalletOperationStatus, WalletOperationType } from "../api/contract";

/** Spec §9: transactions default to page 1, 20 per page. */
export const TRANSACTIONS_PER_PAGE = 20;

export const OPERATION_TYPES: readonly { value: WalletOperationType; label: string }[] = [
  { value: "topup", label: "Top-up" },
  { value: "withdrawal", label: "Withdrawal" },
  { value: "service_payment", label: "Payment" },
  { value: "refund", label: "Refund" },
];

export const OPERATION_STATUSES: readonly { value: WalletOperationStatus; label: string }[] = [
  { value: "pending", label: "Pending" },
  { value: "review", label: "In review" },
  { value: "completed", label: "Completed" },
  { value: "failed", label: "Failed" },
  { value: "reversed", label: "Reversed" },
];

export interface HistoryFilters {
  page: number;
  tx_type?: WalletOperationType;
  status?: WalletOperationStatus;
  start_date?: string;
  end_date?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters in a URL's search params; anything unknown or malformed is ignored. */
export function readFilters(params: URLSearchParams): HistoryFilters {
  const filters: HistoryFilters = { page: 1 };
  const page = Number(params.get("page"));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  const type = params.get("tx_type");
  const t = OPERATION_TYPES.find((o) => o.value === type);
  if (t) filters.tx_type = t.value;
  const status = params.get("status");
  const s = OPERATION_STATUSES.find((o) => o.value === status);
  if (s) filters.status = s.value;
  for (const key of ["start_date", "end_date"] as const) {
    const value = params.get(key);
    if (value && DATE.test(value)) filters[key] = value;
  }
  return filters;
}

/** The query sent to `transactions` (and, without the paging, to `transactions/export`). */
export function transactionsQuery(filters: HistoryFilters, paging = true): Record<string, string> {
  const query: Record<string, string> = {};
  if (paging) {
    query.page = String(filters.page);
    query.per_page = String(TRANSACTIONS_PER_PAGE);
  }
  for (const key of ["tx_type", "status", "start_date", "end_date"] as const) {
    const value = filters[key];
    if (value) query[key] = value;
  }
  return query satisfies Partial<Record<keyof TransactionsQuery, string>>;
}

/** The page's own URL search for these filters at `page` (page 1 is left out). */
export function filtersSearch(filters: HistoryFilters, page = filters.page): string {
  const { page: _p, per_page: _pp, ...rest } = transactionsQuery({ ...filters, page });
  const params = new URLSearchParams(rest);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The CSV export's address: the same filters, every page. */
export function exportHref(filters: HistoryFilters): string {
  const params = new URLSearchParams(transactionsQuery(filters, false));
  const text = params.toString();
  return `/api/v1/user/wallet/transactions/export${text ? `?${text}` : ""}`;
}

/** Whether any filter is set (the empty state then says nothing matched, not that there is nothing). */
export function hasFilters(filters: HistoryFilters): boolean {
  return Boolean(filters.tx_type || filters.status || filters.start_date || filters.end_date);
}
