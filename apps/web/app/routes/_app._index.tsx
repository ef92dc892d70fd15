import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { KeepAliveHandle } from "../components/shell/keep-alive-outlet";
import { useAppUser } from "../lib/app-user";
import { pageTitle } from "../lib/meta";
import { capabilitiesOf, greetingFor } from "../lib/roles";

export const meta: MetaFunction = () => pageTitle("Dashboard");
export const handle: KeepAliveHandle = { keepAlive: true };

export default function Dashboard() {
  const user = useAppUser();
  // The greeting uses the visitor's clock, so it is filled in after hydration (no server/client mismatch).
  const [greeting, setGreeting] = useState("Welcome");
  useEffect(() => setGreeting(greetingFor(new Date().getHours())), []);
  const capabilities = capabilitiesOf(user);
  return (
    <div className="stack stack--wide">
      <div className="page-head">
        <div>
          <h1>
            {greeting}, {user.name}
          </h1>
          <p>Here is what your account lets you do on Ngoma.</p>
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
      </nav>
      <h2 className="visually-hidden">Your roles</h2>
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
