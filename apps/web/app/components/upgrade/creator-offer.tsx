// What a signed-in user without the creator role is offered on a creator page (the 403 of the creator
// area's guard): the free Artist upgrade, on /upgrade. The beat market says why it is closed to them.
// Loaded with the creator area's layout only, never with the listener shell.
import { Link } from "@remix-run/react";
import { UPGRADE_PAGE } from "../../lib/upgrade/paths";

const MARKET_WORDS = {
  beats:
    "The beat market is for creators. The free Artist upgrade opens it: apply once, and you can license beats as soon as the team approves you.",
  songs:
    "The song market is for creators. The free Artist upgrade opens it: apply once, and you can bid on written songs as soon as the team approves you.",
} as const;

/** The offer; `market` names the market the listener tried to open (null: another creator page). */
export function CreatorUpgradeOffer({ market }: { market: keyof typeof MARKET_WORDS | null }) {
  return (
    <section className="card stack creator-offer" aria-labelledby="creator-offer-title">
      <h2 id="creator-offer-title">Become an Artist, for free</h2>
      <p>
        {market
          ? MARKET_WORDS[market]
          : "Creator pages open with the free Artist upgrade: apply once, and they are yours as soon as the team approves you."}
      </p>
      <div className="row">
        <Link className="button button--primary" to={UPGRADE_PAGE}>
          Apply for the free Artist upgrade
        </Link>
      </div>
    </section>
  );
}
