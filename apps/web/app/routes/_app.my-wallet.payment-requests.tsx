import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHead } from "../components/widgets/page-head";
import { EmptyState } from "../components/widgets/states";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Payment Requests");

/** Money owed to you (promoters' and sellers' payouts) arrives with the marketplaces and campaigns. */
export default function PaymentRequests() {
  return (
    <div className="stack">
      <PageHead title="Payment requests" text="Money owed to you for promotions and sales." />
      <EmptyState title="No payment requests">
        When you promote a campaign or sell music, the payments owed to you will be listed here.
      </EmptyState>
    </div>
  );
}
