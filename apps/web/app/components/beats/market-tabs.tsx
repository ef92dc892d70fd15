// The list page's two views as tabs: the beats for sale and My licences (`?view=licences`). Plain links,
// so each view has its own URL and the back button moves between them.
import { Link } from "@remix-run/react";
import { MARKET_PAGES } from "../../lib/beats/market-paths";

export function MarketTabs({ view }: { view: "beats" | "licences" }) {
  return (
    <nav className="tabs" aria-label="Beat market">
      <Link to={MARKET_PAGES.list} aria-current={view === "beats" ? "page" : undefined}>
        Beats for sale
      </Link>
      <Link to={MARKET_PAGES.licences} aria-current={view === "licences" ? "page" : undefined}>
        My licences
      </Link>
    </nav>
  );
}
