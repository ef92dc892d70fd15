// The list page's two views as tabs: the beats for sale and My licences (`?view=licences`). Plain links,
// so each view has its own URL and the back button moves between them.
import { MARKET_PAGES } from "../../lib/beats/market-paths";
import { LinkTabs } from "../widgets/link-tabs";

const TABS = [
  { tab: "beats", to: MARKET_PAGES.list, label: "Beats for sale" },
  { tab: "licences", to: MARKET_PAGES.licences, label: "My licences" },
] as const;

export function MarketTabs({ view }: { view: "beats" | "licences" }) {
  return <LinkTabs label="Beat market" tabs={TABS} current={view} />;
}
