// The buy requests' states as tabs: every bid, then each state (pending first). Plain links, so each
// state has its own URL and the back button moves between them.
import type { BidStatus } from "../../../lib/api/contract";
import { BID_STATES, BID_TEXT } from "../../../lib/songs/writer-messages";
import { SONGS_PAGES } from "../../../lib/songs/writer-paths";
import { requestsSearch } from "../../../lib/songs/writer-query";
import { LinkTabs } from "../../widgets/link-tabs";

export function RequestTabs({ status }: { status: BidStatus | null }) {
  const tabs = [
    { tab: "all", to: `${SONGS_PAGES.requests}${requestsSearch(null)}`, label: "All" },
    ...BID_STATES.map((state) => ({
      tab: state,
      to: `${SONGS_PAGES.requests}${requestsSearch(state)}`,
      label: BID_TEXT[state],
    })),
  ];
  return <LinkTabs label="Bids by state" tabs={tabs} current={status ?? "all"} className="song-tabs" />;
}
