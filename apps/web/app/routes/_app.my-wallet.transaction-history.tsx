import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { HistoryFiltersForm } from "../components/wallet/history-filters";
import { LiveWalletRefresh } from "../components/wallet/live-refresh";
import { OperationsPage } from "../components/wallet/operations-page";
import { PageHead } from "../components/widgets/page-head";
import { PageError } from "../components/widgets/states";
import type { WalletOperationPage } from "../lib/api/contract";
import { firstFieldError } from "../lib/api/envelope";
import { failureResponse } from "../lib/api/failure";
import { pageTitle } from "../lib/meta";
import { apiGetResult } from "../lib/signed-in-calls.server";
import {
  exportHref,
  type HistoryFilters,
  hasFilters,
  readFilters,
  transactionsQuery,
} from "../lib/wallet/filters";

export const meta: MetaFunction = () => pageTitle("Transaction History");

/** One page of the history for the URL's filters; a refused filter (422) is shown above the table. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const filters = readFilters(new URL(request.url).searchParams);
  const result = await apiGetResult(context, request, "GET /user/wallet/transactions", {
    query: transactionsQuery(filters),
  });
  if (result.ok) return { filters, page: result.data, error: null };
  if (result.status !== 422) throw failureResponse(result);
  return { filters, page: null, error: firstFieldError(result.fieldErrors) ?? result.msg ?? null };
}

export default function TransactionHistory() {
  const { filters, page, error } = useLoaderData<typeof loader>() as {
    filters: HistoryFilters;
    page: WalletOperationPage | null;
    error: string | null;
  };
  return (
    <div className="stack stack--wide">
      <LiveWalletRefresh />
      <PageHead title="Transaction history" text="Every top-up, withdrawal and payment, newest first.">
        <a className="button button--ghost" href={exportHref(filters)} download>
          Download CSV
        </a>
      </PageHead>
      <HistoryFiltersForm filters={filters} errors={error ?? undefined} />
      <OperationsPage
        page={page}
        filters={filters}
        caption="Transactions"
        emptyTitle={hasFilters(filters) ? "No transactions match these filters" : "No transactions yet"}
        emptyText={
          hasFilters(filters)
            ? "Try other dates, or clear the filters."
            : "Top up your wallet to get started."
        }
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <PageError />;
}
