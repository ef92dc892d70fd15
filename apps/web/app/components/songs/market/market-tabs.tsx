// The song market's pages as tabs: the songs for sale and the buyer's deals by state. Plain links, so each
// has its own URL and the back button moves between them (the beat market's list/licences switch).
import { SONG_MARKET_PAGES } from "../../../lib/songs/market-paths";
import { LinkTabs } from "../../widgets/link-tabs";

export type SongMarketTab = "songs" | "bids" | "approved" | "completed";

const TABS: readonly { tab: SongMarketTab; to: string; label: string }[] = [
  { tab: "songs", to: SONG_MARKET_PAGES.list, label: "Songs for sale" },
  { tab: "bids", to: SONG_MARKET_PAGES.bids, label: "My bids" },
  { tab: "approved", to: SONG_MARKET_PAGES.approved, label: "Approved deals" },
  { tab: "completed", to: SONG_MARKET_PAGES.completed, label: "Completed deals" },
];

/**
 * `within`: the page is not the tab's own but one of its items (a deal's page under its state's list),
 * marked as the current location rather than the current page.
 *
 * @example <SongMarketTabs current="bids" />
 */
export function SongMarketTabs({
  current,
  within = false,
}: {
  current: SongMarketTab | null;
  within?: boolean;
}) {
  return <LinkTabs label="Song market" tabs={TABS} current={current} within={within} />;
}
