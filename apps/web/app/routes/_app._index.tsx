import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { DashboardMusicSections } from "../components/catalogue/dashboard-music";
import type { KeepAliveHandle } from "../components/shell/keep-alive-outlet";
import { useAppUser } from "../lib/app-user";
import { loadDashboardMusic } from "../lib/catalogue/dashboard.server";
import { useStickyLoaderData } from "../lib/catalogue/use-sticky-loader-data";
import { pageTitle } from "../lib/meta";
import { capabilitiesOf, greetingFor, hourIn } from "../lib/roles";

export const meta: MetaFunction = () => pageTitle("Dashboard");
export const handle: KeepAliveHandle = { keepAlive: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The greeting is rendered for the visitor's zone as Cloudflare locates it, so the heading does not
  // change (and re-wrap, moving the page) after hydration; the browser's own clock still has the last word.
  const greeting = greetingFor(hourIn(new Date(), context.cf?.timezone));
  return { music: await loadDashboardMusic(context, request), greeting };
}

export default function Dashboard() {
  const user = useAppUser();
  // Sticky: this page is kept alive (hidden) after leaving it, when the router no longer has its data.
  const { music, greeting: served } = useStickyLoaderData<Awaited<ReturnType<typeof loader>>>();
  const [greeting, setGreeting] = useState(served);
  useEffect(() => setGreeting(greetingFor(new Date().getHours())), []);
  const capabilities = capabilitiesOf(user);
  return (
    <div className="stack stack--wide">
      <div className="page-head">
        <div>
          <h1>
            {greeting}, {user.name}
          </h1>
          <p>Here is what is playing on Ngoma, and what your account lets you do.</p>
        </div>
      </div>
      {!user.email_verified ? (
        <div className="card card--notice">
          <h2>Confirm your e-mail</h2>
          <p>We sent a 6-digit code to {user.email}. Confirming it keeps your account recoverable.</p>
          <Link className="button button--primary" to="/my-account/settings">
            Verify e-mail
          </Link>
        </div>
      ) : null}
      <nav aria-label="Your account" className="row">
        <Link className="button button--ghost" to="/my-account/profile">
          Edit profile
        </Link>
        <Link className="button button--ghost" to="/my-account/preferences">
          Preferences
        </Link>
        <Link className="button button--ghost" to="/upgrade">
          Upgrade account
        </Link>
      </nav>
      <DashboardMusicSections music={music} />
      <h2>Your roles</h2>
      <ul className="cards list-plain">
        {capabilities.map((c) => (
          <li key={c.role} className="card">
            <h3>{c.title}</h3>
            <p>{c.description}</p>
            <span className="badge">{c.role}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
