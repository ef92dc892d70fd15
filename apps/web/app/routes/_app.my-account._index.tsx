import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useAppUser } from "../lib/app-user";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("My Account");

function Status({ ok, okText, notText }: { ok: boolean; okText: string; notText: string }) {
  return <span className={ok ? "badge badge--ok" : "badge badge--warn"}>{ok ? okText : notText}</span>;
}

export default function AccountOverview() {
  const user = useAppUser();
  return (
    <div className="stack">
      <div className="page-head">
        <div>
          <h1>My account</h1>
          <p>
            Member since{" "}
            {new Date(user.created_at).toLocaleDateString("en", { year: "numeric", month: "long" })}
          </p>
        </div>
      </div>
      <section className="card" aria-labelledby="overview-contact">
        <h2 id="overview-contact">Contact</h2>
        <ul className="list-plain">
          <li>
            {user.email} <Status ok={user.email_verified} okText="Verified" notText="Not verified" />
          </li>
          <li>
            {user.phone ?? "No phone number"}{" "}
            {user.phone ? <Status ok={user.phone_verified} okText="Verified" notText="Not verified" /> : null}
          </li>
        </ul>
        <p>
          <Link to="/my-account/settings">Manage verification and password</Link>
        </p>
      </section>
      <section className="card" aria-labelledby="overview-roles">
        <h2 id="overview-roles">Roles</h2>
        <p className="row">
          {user.roles.map((role) => (
            <span key={role} className="badge">
              {role}
            </span>
          ))}
        </p>
      </section>
    </div>
  );
}
