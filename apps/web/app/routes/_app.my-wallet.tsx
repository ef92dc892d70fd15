import type { MetaFunction } from "@remix-run/cloudflare";
import { NavLink, Outlet } from "@remix-run/react";
import { pageTitle } from "../lib/meta";
import { ROUTE_PATHS } from "../lib/route-names";

export const meta: MetaFunction = () => pageTitle("My Wallet");

const TABS = [
  { to: ROUTE_PATHS.my_wallet, label: "Summary", end: true },
  { to: ROUTE_PATHS.my_wallet_payment_methods, label: "Payment methods" },
  { to: ROUTE_PATHS.my_wallet_withdraw_accounts, label: "Withdraw accounts" },
  { to: ROUTE_PATHS.my_wallet_withdraw_requests, label: "Withdraw requests" },
  { to: ROUTE_PATHS.my_wallet_payment_requests, label: "Payment requests" },
  { to: ROUTE_PATHS.my_wallet_transaction_history, label: "Transaction history" },
];

export default function MyWallet() {
  return (
    <>
      <nav className="tabs wallet-tabs" aria-label="My wallet">
        {TABS.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={tab.end} prefetch="intent">
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  );
}
