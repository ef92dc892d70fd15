import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { EarningsTable } from "../components/wallet/earnings-table";
import { LiveWalletRefresh } from "../components/wallet/live-refresh";
import { PageHead } from "../components/widgets/page-head";
import { PageLink } from "../components/widgets/page-link";
import { PaginationBar } from "../components/widgets/pagination-bar";
import { EmptyState, LoadingRegion, PageError } from "../components/widgets/states";
import { pageTitle } from "../lib/meta";
import { requestedPage } from "../lib/realtime/notification-page";
import { apiGet } from "../lib/signed-in-calls.server";

export const meta: MetaFunction = () => pageTitle("Payment Requests");

const PER_PAGE = 20;

/** Money owed to the user across the markets, newest order first (docs/decisions/0800). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = requestedPage(new URL(request.url).searchParams.get("page"), PER_PAGE);
  return apiGet(context, request, "GET /user/wallet/payment-requests", {
    query: { page, per_page: PER_PAGE },
  });
}

export default function PaymentRequests() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="stack stack--wide">
      <LiveWalletRefresh />
      <PageHead
        title="Payment requests"
        text="Money owed to you for sales and promotions: held in escrow until delivery, then paid to your wallet."
      />
      <LoadingRegion>
        {page.total === 0 ? (
          <EmptyState title="No payment requests">
            When you sell a beat, a song or a studio session, or carry out a promotion, the money owed to you
            is listed here.
          </EmptyState>
        ) : (
          <div className="stack stack--wide">
            <EarningsTable earnings={page.data} />
            <PaginationBar
              meta={page}
              label="Payment request pages"
              getPageHref={(p) => (p === 1 ? "?" : `?page=${p}`)}
              LinkComponent={PageLink}
            />
          </div>
        )}
      </LoadingRegion>
    </div>
  );
}

export function ErrorBoundary() {
  return <PageError />;
}
