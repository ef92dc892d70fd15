// The promoter area's front page: how the account became a promoter (the approved application: the type,
// its category, when, the fee paid and the team's note), or that an admin granted the role, and the way
// back to the applications and their threads.
import { Link } from "@remix-run/react";
import type { Application } from "../../lib/api/contract";
import { localDateTime } from "../../lib/local-time";
import { UPGRADE_PAGE } from "../../lib/upgrade/paths";
import { PageHead } from "../widgets/page-head";
import { Fee } from "./application-parts";

export function PromoterHome({ grant }: { grant: Application | undefined }) {
  return (
    <div className="stack">
      <PageHead title="Promoter area" text="Your account can promote music on Ngoma." />
      <section className="card stack" aria-labelledby="promoter-grant-title" data-grant="promoter">
        <h2 id="promoter-grant-title">Your promoter role</h2>
        {grant ? (
          <dl className="upgrade-facts">
            <div>
              <dt>As</dt>
              <dd>
                {grant.type.title} · {grant.category.title}
              </dd>
            </div>
            <div>
              <dt>Approved</dt>
              <dd>
                <time dateTime={grant.decided_at ?? undefined}>{localDateTime(grant.decided_at)}</time>
              </dd>
            </div>
            <div>
              <dt>Verification fee</dt>
              <dd>
                <Fee cents={grant.fee_cents} />
              </dd>
            </div>
            {grant.reason ? (
              <div>
                <dt>The team's note</dt>
                <dd>{grant.reason}</dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <p>An admin gave your account the promoter role.</p>
        )}
        <div className="row">
          <Link className="button button--ghost" to={UPGRADE_PAGE}>
            My applications
          </Link>
        </div>
      </section>
    </div>
  );
}
