// @vitest-environment jsdom
// My bids (the spec's "initiaited" song deals): each pending bid with what the wallet holds and when it
// expires, changed through the same form and confirmation as on the song's page, withdrawn after asking;
// the answer that empties the list is still toasted.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { answerOk, button, mountPage, plain, settle } from "../components/songs/market/market-test-page";
import { cleanup, click, polyfillDialog, submit, typeInto } from "../components/widgets/test-dom";
import { bid, onePage } from "../lib/songs/market-test-fixtures";
import MyBids from "./_app.creator-promoter.song-market-place.initiaited-song-deals";

beforeAll(polyfillDialog);
afterEach(cleanup);

const URL = "/creator-promoter/song-market-place/initiaited-song-deals";
const mount = (loads: object[], answers: (() => object)[] = []) =>
  mountPage({ pattern: URL, url: URL, loads, answers, element: <MyBids /> });

describe("my bids", () => {
  it("lists each pending bid: the song, what is held with its split, and the tabs", async () => {
    const { page } = await mount([{ deals: onePage([bid()]) }]);
    const row = page.querySelector('tr[data-bid="bid_01"]');
    expect(row?.getAttribute("data-status")).toBe("pending");
    expect(row?.querySelector("a")?.getAttribute("href")).toBe("/creator-promoter/song-market-place/wsg_01");
    expect(plain(row)).toContain("UGX 751,740UGX 737,000 + UGX 14,740 fee");
    expect(page.querySelector("table caption")?.textContent).toBe("My bids");
    expect(page.querySelector('nav[aria-label="Song market"] a[aria-current="page"]')?.textContent).toBe(
      "My bids",
    );
  });

  it("changes a bid after the confirmation, the api checking the song's minimum", async () => {
    const refused = () => ({
      ok: false,
      code: "VALIDATION",
      msg: "Validation errors occurred",
      fieldErrors: { amount: ["The bid must be at least the minimum bid."] },
      at: Date.now(),
    });
    const { page, router, posted } = await mount([{ deals: onePage([bid()]) }], [refused]);
    click(button(page, "Change bid"));
    const dialog = page.querySelector("dialog[open]") as HTMLElement;
    expect(plain(dialog)).toContain("The song's minimum bid and asking price are on its page.");
    typeInto(dialog.querySelector("input[name=amount]") as HTMLInputElement, "368,500");
    submit(dialog.querySelector("form") as HTMLFormElement);
    click(button(page.querySelector("dialog[open]") as HTMLElement, "Change bid"));
    await settle(router);
    expect(posted[0]?.get("intent")).toBe("raise");
    expect(posted[0]?.get("amount")).toBe("10000");
    // Back at the amount, with the api's word under it.
    expect(plain(page.querySelector("dialog[open] .field__error"))).toBe(
      "The bid must be at least the minimum bid.",
    );
  });

  it("withdraws the last bid after asking, then says there are none, with the toast", async () => {
    const { page, router, posted, toasts } = await mount(
      [{ deals: onePage([bid()]) }, { deals: onePage([]) }],
      [() => answerOk("Purchase record deleted successfully")],
    );
    click(button(page, "Withdraw"));
    const asked = page.querySelector("dialog[open]") as HTMLElement;
    expect(plain(asked)).toContain("return to your available balance");
    click(button(asked, "Withdraw bid"));
    await settle(router);
    expect(posted[0]?.get("intent")).toBe("withdraw");
    expect(posted[0]?.get("id")).toBe("bid_01");
    expect(toasts).toContainEqual(["success", "Purchase record deleted successfully"]);
    expect(plain(page)).toContain("You have no pending bids");
    expect(document.activeElement).toBe(page.querySelector("h1"));
  });
});
