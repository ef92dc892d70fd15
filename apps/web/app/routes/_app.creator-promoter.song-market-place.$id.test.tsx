// @vitest-environment jsdom
// A song's page and its bid form: the first lines of the lyrics, the terms in the viewer's currency, the
// amount typed in UGX and read back into US cents, the lines of what the wallet holds (bid, 2 % fee,
// total), a confirmation before anything is held, the post with its Idempotency-Key (kept for a retry of
// the same amount after no answer), the wallet falling short with the way to top up, and a pending bid
// changed or withdrawn.
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { MoneyProvider } from "../components/money/money-context";
import { cleanup, click, polyfillDialog, render, submit, typeInto } from "../components/widgets/test-dom";
import type { MarketSongDetail } from "../lib/api/contract";
import { DEFAULT_MONEY } from "../lib/money/money-settings";
import { ShellContext } from "../lib/shell-context";
import { bid, RAIN_SONG, songDetail } from "../lib/songs/market-test-fixtures";
import { fakeShell } from "../lib/test-shell";
import SongPage from "./_app.creator-promoter.song-market-place.$id";

beforeAll(polyfillDialog);
afterEach(cleanup);

const PATH = `/creator-promoter/song-market-place/${RAIN_SONG.id}`;
const ok = (msg: string) => ({ ok: true, msg, at: Date.now() });

async function settle(router: { state: { navigation: { state: string }; revalidation: string } }) {
  await act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 2));
    while (router.state.navigation.state !== "idle" || router.state.revalidation !== "idle") {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  });
}

async function mount(loads: MarketSongDetail[], answers: ((form: FormData) => unknown)[] = []) {
  let served = 0;
  const posted: FormData[] = [];
  const { shell, toasts } = fakeShell();
  const router = createMemoryRouter(
    [
      {
        path: "/creator-promoter/song-market-place/:id",
        loader: () => ({ song: loads[Math.min(served++, loads.length - 1)] }),
        action: async ({ request }) => {
          const form = await request.formData();
          posted.push(form);
          return (answers[posted.length - 1] ?? (() => ok("Done")))(form);
        },
        element: (
          <ShellContext.Provider value={shell}>
            <MoneyProvider
              settings={{ ...DEFAULT_MONEY, currency: "UGX", minorUnits: 0, rates: { USD: 1, UGX: 3685 } }}
            >
              <SongPage />
            </MoneyProvider>
          </ShellContext.Provider>
        ),
      },
    ],
    { initialEntries: [PATH] },
  );
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  await settle(router);
  return { page: view.container, router, posted, toasts, loaderCalls: () => served };
}

const plain = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/[\u00a0\u202f]/g, " ");
const button = (root: Element, name: string) =>
  [...root.querySelectorAll("button")].find((b) => plain(b).startsWith(name)) as HTMLButtonElement;
const amountInput = (root: Element) =>
  root.querySelector<HTMLInputElement>("input[name=amount]") as HTMLInputElement;
const bidForm = (page: HTMLElement) => page.querySelector("form.song-bid") as HTMLFormElement;
const dialog = (page: HTMLElement) => page.querySelector("dialog[open]") as HTMLElement;

describe("a song's page", () => {
  it("shows the first lines of the lyrics, the terms in UGX, and a form that starts at the minimum bid", async () => {
    const { page } = await mount([songDetail()]);
    expect(page.querySelector("h1")?.textContent).toBe("Rain on the Lake");
    expect(plain(page)).toContain("Written by Amara Nabirye, Kato Beats");
    expect(plain(page.querySelector(".song-lyrics"))).toContain("Until the night is gone");
    expect(plain(page)).toContain("the full lyrics are the buyer's once the purchase completes");
    expect(plain(page)).toContain("Asking priceUGX 1,842,500");
    expect(plain(button(page, "▶ Play demo"))).toBe("▶ Play demo of Rain on the Lake");
    const form = bidForm(page);
    expect(amountInput(form).value).toBe("368,500");
    expect(plain(form.querySelector("label"))).toBe("Your bid (UGX)");
    expect(plain(form)).toContain("At least UGX 368,500. At UGX 1,842,500 or more it buys the song at once.");
    const lines = plain(form.querySelector(".song-bid__lines"));
    expect(lines).toBe("Your bidUGX 368,500Processing fee (2%)UGX 7,370Held on your walletUGX 375,870");
    expect(plain(form)).toContain("held on your wallet, not paid");
  });

  it("follows the amount as it is typed, refuses less than the minimum bid, and asks before bidding", async () => {
    const { page, router, posted, toasts, loaderCalls } = await mount(
      [
        songDetail(),
        songDetail({ can_bid: false, reason: "You have an open bid: raise or withdraw it.", my_bid: bid() }),
      ],
      [() => ok("Song bid placed successfully!")],
    );
    const form = bidForm(page);
    typeInto(amountInput(form), "100,000");
    submit(form);
    expect(plain(form)).toContain("Your bid must be at least the minimum bid, UGX 368,500.");
    expect(dialog(page)).toBeNull();
    typeInto(amountInput(form), "737,000");
    expect(plain(form.querySelector(".song-bid__lines"))).toContain("Held on your walletUGX 751,740");
    submit(form);
    const asked = dialog(page);
    expect(plain(asked.querySelector("h2"))).toBe("Place this bid?");
    expect(plain(asked)).toContain("UGX 751,740 will be held on your wallet, not paid");
    expect(document.activeElement?.textContent).toBe("Cancel");
    expect(posted).toHaveLength(0);
    click(button(asked, "Place bid"));
    await settle(router);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.get("intent")).toBe("bid");
    expect(posted[0]?.get("id")).toBe(RAIN_SONG.id);
    expect(posted[0]?.get("amount")).toBe("20000");
    expect(String(posted[0]?.get("idempotency_key"))).toMatch(/^[0-9a-f-]{36}$/);
    expect(toasts).toContainEqual(["success", "Song bid placed successfully!"]);
    expect(loaderCalls()).toBe(2);
    expect(dialog(page)).toBeNull();
    expect(plain(page.querySelector(".song-my-bid h2"))).toBe("Your bid Pending");
    expect(bidForm(page)).toBeNull();
    // The form that had the focus is gone: the keyboard goes on from the new bid.
    expect(document.activeElement).toBe(page.querySelector(".song-my-bid h2"));
  });

  it("says a bid at the asking price buys the song at once", async () => {
    const { page } = await mount([songDetail()]);
    const form = bidForm(page);
    typeInto(amountInput(form), "1,842,500");
    submit(form);
    const asked = dialog(page);
    expect(plain(asked.querySelector("h2"))).toBe("Buy this song now?");
    expect(plain(asked)).toContain("This meets the asking price: it buys the song at once.");
    expect(button(asked, "Buy now")).toBeTruthy();
  });

  it("keeps the key for a retry after no answer, and offers a top-up when the wallet falls short", async () => {
    const noAnswer = () => ({ ok: false, code: "NETWORK", fieldErrors: {}, at: Date.now() });
    const short = () => ({
      ok: false,
      code: "INSUFFICIENT_FUNDS",
      msg: "Insufficient wallet balance for this payment.",
      fieldErrors: {},
      at: Date.now(),
    });
    const { page, router, posted, toasts } = await mount([songDetail()], [noAnswer, short, noAnswer]);
    const form = bidForm(page);
    submit(form);
    click(button(dialog(page), "Place bid"));
    await settle(router);
    submit(form);
    click(button(dialog(page), "Place bid"));
    await settle(router);
    expect(posted.map((f) => f.get("amount"))).toEqual(["10000", "10000"]);
    expect(posted[1]?.get("idempotency_key")).toBe(posted[0]?.get("idempotency_key"));
    const alert = form.querySelector(".song-bid__short");
    expect(plain(alert)).toContain("Insufficient wallet balance for this payment.");
    expect(alert?.querySelector("a")?.getAttribute("href")).toBe("/my-wallet");
    expect(toasts).toContainEqual(["error", "Insufficient wallet balance for this payment."]);
    // A definitive refusal spent the key: the next try is a new request.
    submit(form);
    click(button(dialog(page), "Place bid"));
    await settle(router);
    expect(posted[2]?.get("idempotency_key")).not.toBe(posted[1]?.get("idempotency_key"));
  });

  it("changes a pending bid after showing the new hold, and withdraws it after asking", async () => {
    const mine = songDetail({
      can_bid: false,
      reason: "You have an open bid: raise or withdraw it.",
      my_bid: bid(),
    });
    const withdrawn = songDetail({
      my_bid: bid({ status: "withdrawn", ended_at: "2026-05-05T10:00:00.000Z" }),
    });
    const { page, router, posted, toasts } = await mount(
      [mine, mine, withdrawn],
      [() => ok("Purchase details updated successfully"), () => ok("Purchase record deleted successfully")],
    );
    expect(plain(page.querySelector(".song-my-bid"))).toContain("Held on your walletUGX 751,740");
    expect(plain(page)).not.toContain("You have an open bid");
    click(button(page, "Change bid"));
    const change = dialog(page);
    expect(amountInput(change).value).toBe("737,000");
    typeInto(amountInput(change), "1,105,500");
    submit(change.querySelector("form") as HTMLFormElement);
    const asked = dialog(page);
    expect(plain(asked.querySelector("h2"))).toBe("Change your bid?");
    expect(plain(asked)).toContain("It replaces the UGX 751,740 held for your bid now.");
    click(button(asked, "Change bid"));
    await settle(router);
    expect(posted[0]?.get("intent")).toBe("raise");
    expect(posted[0]?.get("id")).toBe("bid_01");
    expect(posted[0]?.get("amount")).toBe("30000");
    expect(posted[0]?.get("idempotency_key")).toBeTruthy();
    expect(toasts).toContainEqual(["success", "Purchase details updated successfully"]);
    expect(dialog(page)).toBeNull();

    click(button(page, "Withdraw"));
    expect(plain(dialog(page))).toContain("the UGX 751,740 held for it return to your available balance");
    click(button(dialog(page), "Withdraw bid"));
    await settle(router);
    expect(posted[1]?.get("intent")).toBe("withdraw");
    expect(posted[1]?.get("id")).toBe("bid_01");
    expect(posted[1]?.get("idempotency_key")).toBeNull();
    // The answer's render takes the Withdraw button away: the toast still comes, from the page.
    expect(toasts).toContainEqual(["success", "Purchase record deleted successfully"]);
    expect(plain(page.querySelector(".song-my-bid h2"))).toBe("Your bid Withdrawn");
    expect(button(page, "Withdraw")).toBeUndefined();
    expect(bidForm(page)).not.toBeNull();
  });

  it("says why a writer cannot bid, with no form", async () => {
    const { page } = await mount([
      songDetail({ can_bid: false, reason: "You write this song.", is_writer: true }),
    ]);
    expect(bidForm(page)).toBeNull();
    expect(plain(page.querySelector(".card--notice"))).toBe("You write this song.");
  });
});
