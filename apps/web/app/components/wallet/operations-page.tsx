// A paged list of wallet operations with its states: the table, the pagination bar (links keep the
// filters), an empty state, and the refused-query message.
import { Link } from "@remix-run/react";
import { forwardRef, type ReactNode } from "react";
import type { WalletOperation, WalletOperationPage } from "../../lib/api/contract";
import { filtersSearch, type HistoryFilters } from "../../lib/wallet/filters";
import { type PageLinkProps, PaginationBar } from "../widgets/pagination-bar";
import { EmptyState, LoadingRegion } from "../widgets/states";
import { TransactionsTable } from "./transactions-table";

const PageLink = forwardRef<HTMLAnchorElement, PageLinkProps>(function PageLink({ href, ...rest }, ref) {
  return <Link ref={ref} to={href} preventScrollReset {...rest} />;
});

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
