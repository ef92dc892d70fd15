import type { MetaFunction } from "@remix-run/cloudflare";
import { NavLink, Outlet } from "@remix-run/react";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("My Account");

const TABS = [
  { to: "/my-account", label: "Overview", end: true },
  { to: "/my-account/profile", label: "Profile" },
  { to: "/my-account/preferences", label: "Preferences" },
  { to: "/my-account/settings", label: "Settings" },
  { to: "/my-account/notifications", label: "Notifications" },
];

export default function MyAccount() {
  return (
    <>
      <nav className="tabs" aria-label="My account">
        {TABS.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={tab.end}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  );
}
