import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { PageHead } from "../components/widgets/page-head";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Promoter");

/** The promoter area's front page: the role is granted; the campaign pages arrive with their own issue. */
export default function PromoterHome() {
  return (
    <div className="stack">
      <PageHead
        title="Promoter area"
        text="Your promoter account is active. Campaigns you can promote, your evidence and payouts appear here."
      />
      <div className="row">
        <Link className="button button--ghost" to="/upgrade">
          My applications
        </Link>
      </div>
    </div>
  );
}
