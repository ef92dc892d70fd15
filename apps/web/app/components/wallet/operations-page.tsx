import type { ReactNode } from "react";
import type { WalletOperation, WalletOperationPage } from "../../lib/api/contract";
import { filtersSearch, type HistoryFilters } from "../../lib/wallet/filters";
import { PageLink } from "../widgets/page-link";
import { PaginationBar } from "../widgets/pagination-bar";
import { EmptyState, LoadingRegion } from "../widgets/states";
import { TransactionsTable } from "./transactions-table";

export function OperationsPage({
  page,
  filters,
  caption,
  emptyTitle,
  emptyText,
  actions,
}: {
  page: WalletOperationPage | null;
  filters: HistoryFilters;
  caption: string;
  emptyTitle: string;
  emptyText: ReactNode;
  actions?: (op: WalletOperation) => ReactNode;
}) {
  if (!page) return null;
  return (
    <LoadingRegion>
      {page.total === 0 ? (
        <EmptyState title={emptyTitle}>{emptyText}</EmptyState>
      ) : (
        <div className="stack stack--wide">
          <TransactionsTable operations={page.data} caption={caption} {...(actions ? { actions } : {})} />
          <PaginationBar
            meta={page}
            label={`${caption} pages`}
            getPageHref={(p) => filtersSearch(filters, p) || "?"}
            LinkComponent={PageLink}
          />
        </div>
      )}
    </LoadingRegion>
  );
}
