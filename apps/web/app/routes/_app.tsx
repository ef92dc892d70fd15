import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, isRouteErrorResponse, Link, NavLink, useLoaderData, useRouteError } from "@remix-run/react";
import { MicIcon, RadioIcon } from "../components/catalogue/icons";
import { LISTEN_LINKS } from "../components/catalogue/nav-links";
import { AppMoneyProvider } from "../components/money/app-money-provider";
import { BellIcon, HomeIcon, LogoutIcon, MusicIcon, UserIcon, WalletIcon } from "../components/shell/icons";
import { KeepAliveOutlet } from "../components/shell/keep-alive-outlet";
import { errorTitle, StatusPage } from "../components/status-page";
import { UpgradeIcon } from "../components/upgrade/icons";
import { LiveRoleRefresh } from "../components/upgrade/live-role-refresh";
import { pageTitle } from "../lib/meta";
import { loadUserAndRates } from "../lib/money/money-settings.server";
import { RealtimeProvider, RealtimeStatus, useRealtime } from "../lib/realtime/realtime-provider";
import { userLoaderShouldRevalidate } from "../lib/revalidation";
import { ROUTE_PATHS } from "../lib/route-names";

export const meta: MetaFunction = ({ error }) => (error ? pageTitle(errorTitle(error)) : []);

/** Everything in the main area needs a session; without one: /auth/login?redirectTo=<here>. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadUserAndRates(context, request);
}

/** The user and the rates do not change on a like or a playlist edit (lib/revalidation). */
export const shouldRevalidate = userLoaderShouldRevalidate;

function clearLocalData() {
  // Spec §4: logout clears the user and all local storage (also when the api call fails).
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing stored to clear.
  }
}

function Shell({
  children,
  name,
  creator = false,
  promoter = false,
}: {
  children: React.ReactNode;
  name?: string | undefined;
  /** Show the way into the creator studio (only creators may enter it). */
  creator?: boolean;
  /** Show the way into the promoter area (only promoters may enter it). */
  promoter?: boolean;
}) {
  const realtime = useRealtime();
  return (
    <div className="app">
      <header className="sidebar">
        <Link to="/" className="brand" aria-label="Ngoma dashboard">
          <MusicIcon />
          <span>Ngoma</span>
        </Link>
        <nav aria-label="Main">
          <ul className="nav">
            <li>
              <NavLink to="/" end>
                <HomeIcon /> Dashboard
              </NavLink>
            </li>
            {LISTEN_LINKS.map(({ to, label, Icon }) => (
              <li key={to}>
                <NavLink to={to}>
                  <Icon /> {label}
                </NavLink>
              </li>
            ))}
            {creator ? (
              <li>
                <NavLink to="/creator-promoter">
                  <MicIcon /> Creator studio
                </NavLink>
              </li>
            ) : null}
            {promoter ? (
              <li>
                <NavLink to="/promoter">
                  <RadioIcon /> Promoter
                </NavLink>
              </li>
            ) : null}
            <li>
              <NavLink to={ROUTE_PATHS.my_wallet}>
                <WalletIcon /> My wallet
              </NavLink>
            </li>
            <li>
              <NavLink to={ROUTE_PATHS.my_account} end>
                <UserIcon /> My account
              </NavLink>
            </li>
            <li>
              <NavLink to="/my-account/notifications">
                <BellIcon /> Notifications
              </NavLink>
            </li>
            <li>
              <NavLink to={ROUTE_PATHS.upgrade}>
                <UpgradeIcon /> Upgrade account
              </NavLink>
            </li>
          </ul>
        </nav>
        <RealtimeStatus />
        <Form
          method="post"
          action="/auth/logout"
          onSubmit={() => {
            // Spec §4: a manual disconnect (1000, 'user logout') before the session goes away.
            realtime?.disconnect();
            clearLocalData();
          }}
          className="nav nav--bottom"
        >
          <button type="submit" aria-label={name ? `Sign out ${name}` : "Sign out"}>
            <LogoutIcon /> Sign out
          </button>
        </Form>
      </header>
      <main id="main" className="main">
        {children}
      </main>
    </div>
  );
}

export default function AppLayout() {
  const { user, money } = useLoaderData<typeof loader>();
  return (
    <RealtimeProvider authenticated>
      <LiveRoleRefresh />
      <Shell
        name={user.name}
        creator={user.roles.includes("creator")}
        promoter={user.roles.includes("promoter")}
      >
        <AppMoneyProvider money={money}>
          <KeepAliveOutlet />
        </AppMoneyProvider>
      </Shell>
    </RealtimeProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : undefined;
  return (
    <Shell>
      <StatusPage status={status} detail={detail} />
    </Shell>
  );
}
