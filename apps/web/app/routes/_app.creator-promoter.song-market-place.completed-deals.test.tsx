// @vitest-environment jsdom
// Completed deals link to the deal's page (full lyrics) and its contract, served by the web app's own
// origin to the buyer; a deal's page shows the whole lyrics, the writers' splits and what each was paid.
import { afterEach, describe, expect, it } from "vitest";
import { mountPage, plain } from "../components/songs/market/market-test-page";
import { cleanup } from "../components/widgets/test-dom";
import { deal, onePage } from "../lib/songs/market-test-fixtures";
import CompletedDeals from "./_app.creator-promoter.song-market-place.completed-deals";
import DealPage from "./_app.creator-promoter.song-market-place.deals.$id";

afterEach(cleanup);

describe("completed deals", () => {
  it("link each deal's full lyrics and contract, or say there are none", async () => {
    const url = "/creator-promoter/song-market-place/completed-deals";
    const done = deal();
    const { page } = await mountPage({
      pattern: url,
      url,
      loads: [{ deals: onePage([done]) }],
      element: <CompletedDeals />,
    });
    const row = page.querySelector('tr[data-bid="bid_01"]');
    expect(plain(row)).toContain("UGX 751,740UGX 737,000 + UGX 14,740 fee");
    expect(
      row?.querySelector("a[href='/creator-promoter/song-market-place/deals/bid_01']")?.textContent,
    ).toBe("Full lyrics of Rain on the Lake");
    const contract = row?.querySelector("a[download]");
    expect(contract?.getAttribute("href")).toBe("/api/v1/creator/songs/marketplace/contract/bid_01");
    cleanup();
    const none = await mountPage({
      pattern: url,
      url,
      loads: [{ deals: onePage([]) }],
      element: <CompletedDeals />,
    });
    expect(plain(none.page)).toContain("No completed deals yet");
  });

  it("show a deal's whole lyrics, the writers' shares, the demo and the contract", async () => {
    const url = "/creator-promoter/song-market-place/deals/bid_01";
    const { page } = await mountPage({
      pattern: "/creator-promoter/song-market-place/deals/:id",
      url,
      loads: [{ deal: deal() }],
      element: <DealPage />,
    });
    expect(page.querySelector("h1")?.textContent).toBe("Rain on the Lake");
    expect(plain(page.querySelector(".song-lyrics"))).toContain("The fifth line, for the buyer");
    expect(plain(page)).not.toContain("The first lines only");
    const writers = [...page.querySelectorAll("tbody tr")].map((r) => plain(r));
    expect(writers).toEqual(["Amara Nabirye60%UGX 442,200", "Kato Beats40%UGX 294,800"]);
    expect(page.querySelector("a[download]")?.getAttribute("href")).toBe(
      "/api/v1/creator/songs/marketplace/contract/bid_01",
    );
    expect(plain(page)).toContain("▶ Play demo of Rain on the Lake");
    expect(page.querySelector('nav[aria-label="Song market"] a[aria-current="location"]')?.textContent).toBe(
      "Completed deals",
    );
  });
});
