// @vitest-environment jsdom
// Approved deals: what confirming pays and when the deal completes by itself, and Confirm delivery asked
// first (naming the amount), posted with its Idempotency-Key, toasted even as the deal leaves the list.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { answerOk, button, mountPage, plain, settle } from "../components/songs/market/market-test-page";
import { cleanup, click, polyfillDialog } from "../components/widgets/test-dom";
import { bid, onePage } from "../lib/songs/market-test-fixtures";
import ApprovedDeals from "./_app.creator-promoter.song-market-place.approved-deals";

beforeAll(polyfillDialog);
afterEach(cleanup);

const URL = "/creator-promoter/song-market-place/approved-deals";
const approved = bid({
  status: "approved",
  approved_at: "2026-05-03T10:00:00.000Z",
  completes_at: "2026-05-10T10:00:00.000Z",
});

describe("approved deals", () => {
  it("confirms delivery after naming what will be paid", async () => {
    const { page, router, posted, toasts } = await mountPage({
      pattern: URL,
      url: URL,
      loads: [{ deals: onePage([approved]) }, { deals: onePage([]) }],
      answers: [() => answerOk("Purchase completed successfully")],
      element: <ApprovedDeals />,
    });
    const row = page.querySelector('tr[data-bid="bid_01"]') as HTMLElement;
    expect(row.querySelector("time[datetime='2026-05-10T10:00:00.000Z']")).not.toBeNull();
    expect(row.querySelector("a[href='/creator-promoter/song-market-place/deals/bid_01']")).not.toBeNull();
    click(button(row, "Confirm delivery"));
    const asked = page.querySelector("dialog[open]") as HTMLElement;
    expect(plain(asked)).toContain(
      "You will pay UGX 751,740 for “Rain on the Lake”: UGX 737,000 to its writers by their splits and the UGX 14,740 fee",
    );
    expect(plain(asked)).toContain("This cannot be undone.");
    expect(posted).toHaveLength(0);
    click(button(asked, "Pay UGX 751,740"));
    await settle(router);
    expect(posted[0]?.get("intent")).toBe("complete");
    expect(posted[0]?.get("id")).toBe("bid_01");
    expect(posted[0]?.get("idempotency_key")).toBeTruthy();
    expect(toasts).toContainEqual(["success", "Purchase completed successfully"]);
    expect(plain(page)).toContain("No approved deals");
  });
});
