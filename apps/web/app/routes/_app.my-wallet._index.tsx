import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Money } from "../components/money/money";
import { BalanceChart, MonthBars } from "../components/wallet/charts";
import { LiveWalletRefresh } from "../components/wallet/live-refresh";
import { MoneyActions } from "../components/wallet/money-dialogs";
import { LimitsCard, PinControl } from "../components/wallet/pin-and-limits";
import { PageHead } from "../components/widgets/page-head";
import { PageError } from "../components/widgets/states";
import type { PaymentMethod, WalletDetails, WalletSummary } from "../lib/api/contract";
import { pageTitle } from "../lib/meta";
import { ROUTE_PATHS } from "../lib/route-names";
import { apiGet, apiGetOptional } from "../lib/signed-in-calls.server";
import { summaryAction } from "../lib/wallet/summary-actions.server";

export const meta: MetaFunction = () => pageTitle("My Wallet");

/** The balances and limits, the figures for the charts and the methods the forms offer, in parallel. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [details, summary, methods] = await Promise.all([
    apiGet(context, request, "GET /user/wallet/details"),
    apiGetOptional(context, request, "GET /user/wallet/summary"),
    apiGet(context, request, "GET /user/wallet/payment-methods"),
  ]);
  return { details, summary, methods };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return summaryAction(context, request);
}

function Figure({ label, cents, id }: { label: string; cents: number; id: string }) {
  return (
    <div className="card wallet-figure" data-figure={id}>
      <p className="wallet-figure__label">{label}</p>
      <p className="wallet-figure__value">
        <Money cents={cents} />
      </p>
    </div>
  );
}

export default function WalletSummaryPage() {
  const { details, summary, methods } = useLoaderData<typeof loader>() as {
    details: WalletDetails;
    summary: WalletSummary | null;
    methods: PaymentMethod[];
  };
  return (
    <div className="stack stack--wide">
      <LiveWalletRefresh />
      <PageHead title="My wallet" text="Your balance, in your currency; stored and settled in US dollars.">
        <MoneyActions methods={methods} details={details} />
      </PageHead>
      <div className="wallet-figures">
        <Figure id="balance" label="Balance" cents={details.balance} />
        <Figure id="held" label="Held for withdrawals" cents={details.held} />
        <Figure id="available" label="Available" cents={details.available} />
      </div>
      {summary ? (
        <>
          <div className="wallet-figures">
            <Figure id="in" label="Money in (12 months)" cents={summary.totals.money_in} />
            <Figure id="out" label="Money out (12 months)" cents={summary.totals.money_out} />
            <Figure id="fees" label="Fees paid" cents={summary.totals.fees} />
          </div>
          {summary.pending_count > 0 ? (
            <p className="card card--notice" role="status">
              {summary.pending_count} pending{" "}
              {summary.pending_count === 1 ? "operation waits" : "operations wait"} for its provider.{" "}
              <Link to={`${ROUTE_PATHS.my_wallet_transaction_history}?status=pending`}>See them</Link>
            </p>
          ) : null}
          <div className="wallet-charts">
            <BalanceChart series={summary.balance_series} />
            <MonthBars months={summary.months} />
          </div>
        </>
      ) : (
        <p className="card">The wallet's figures could not be loaded just now.</p>
      )}
      <div className="wallet-settings">
        <PinControl details={details} />
        <LimitsCard limits={details.limits} />
      </div>
      <section className="card" aria-labelledby="wallet-default-title">
        <h2 id="wallet-default-title">Default payment method</h2>
        <p>
          {details.default_method
            ? `${details.default_method.name} · ${details.default_method.label}`
            : "None yet."}{" "}
          <Link to={ROUTE_PATHS.my_wallet_payment_methods}>Manage payment methods</Link>
        </p>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <PageError />;
}
