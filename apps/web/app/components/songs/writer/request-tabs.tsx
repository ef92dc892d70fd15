// The buy requests' states as tabs: every bid, then each state (pending first). Plain links, so each
// state has its own URL and the back button moves between them.
import { Link } from "@remix-run/react";
import type { BidStatus } from "../../../lib/api/contract";
import { BID_STATES, BID_TEXT } from "../../../lib/songs/writer-messages";
import { SONGS_PAGES } from "../../../lib/songs/writer-paths";
import { requestsSearch } from "../../../lib/songs/writer-query";

export function RequestTabs({ status }: { status: BidStatus | null }) {
  return (
    <nav className="tabs song-tabs" aria-label="Bids by state">
      <Link
        to={`${SONGS_PAGES.requests}${requestsSearch(null)}`}
        aria-current={status === null ? "page" : undefined}
      >
        All
      </Link>
      {BID_STATES.map((state) => (
        <Link
          key={state}
          to={`${SONGS_PAGES.requests}${requestsSearch(state)}`}
          aria-current={status === state ? "page" : undefined}
        >
          {BID_TEXT[state]}
        </Link>
      ))}
    </nav>
  );
}
