import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CancelWithdrawal } from "../components/wallet/cancel-withdrawal";
import { LiveWalletRefresh } from "../components/wallet/live-refresh";
import { OperationsPage } from "../components/wallet/operations-page";
import { PageHead } from "../components/widgets/page-head";
import { PageError } from "../components/widgets/states";
import type { WalletOperation, WalletOperationPage } from "../lib/api/contract";
import { pageTitle } from "../lib/meta";
import { readForm } from "../lib/read-form.server";
import { ROUTE_PATHS } from "../lib/route-names";
import { apiGet } from "../lib/signed-in-calls.server";
import { type HistoryFilters, readFilters, transactionsQuery } from "../lib/wallet/filters";
import { walletAction } from "../lib/wallet/wallet.server";

export const meta: MetaFunction = () => pageTitle("Withdraw Requests");

/**
 * Withdrawals, newest first, with their status (the history filtered to tx_type=withdrawal). Only the
 * URL's page is read: the pagination links carry nothing else.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page: pageNumber } = readFilters(new URL(request.url).searchParams);
  const filters: HistoryFilters = { page: pageNumber };
  const page = await apiGet(context, request, "GET /user/wallet/transactions", {
    query: transactionsQuery({ ...filters, tx_type: "withdrawal" }),
  });
  return { page, filters };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  if (form.get("intent") !== "cancel") throw new Response("Unknown action", { status: 400 });
  const id = String(form.get("id") ?? "");
  return walletAction(
    context,
    request,
    "POST /user/wallet/withdrawals/cancel/{id}",
    { params: { id } },
    {
      intent: "cancel",
      done: "Withdrawal cancelled",
      form,
      money: true,
    },
  );
}

const cancelCell = (op: WalletOperation) =>
  op.cancellable ? (
    <CancelWithdrawal operation={op} action={ROUTE_PATHS.my_wallet_withdraw_requests} />
  ) : null;

export default function WithdrawRequests() {
  const { page, filters } = useLoaderData<typeof loader>() as {
    page: WalletOperationPage;
    filters: HistoryFilters;
  };
  return (
    <div className="stack stack--wide">
      <LiveWalletRefresh />
      <PageHead
        title="Withdraw requests"
        text="Each withdrawal and where it stands. A held one can still be cancelled."
      />
      <OperationsPage
        page={page}
        filters={filters}
        caption="Withdrawals"
        emptyTitle="No withdrawals yet"
        emptyText="Withdrawals you make from the summary page are listed here."
        actions={cancelCell}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <PageError />;
}
