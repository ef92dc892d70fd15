// @vitest-environment jsdom
// The song market's list from its loader's data: each card (the first lines of the lyrics, language,
// genre and mood, writers with splits, the asking price or "Offers only", the minimum bid in the viewer's
// currency, the open bids, the demo button), the empty and refused states, the tabs between the market's
// pages, and the filter form sending prices typed in the viewer's currency as US cents.
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { MoneyProvider } from "../components/money/money-context";
import { cleanup, render, submit } from "../components/widgets/test-dom";
import { DEFAULT_MONEY } from "../lib/money/money-settings";
import type { SongMarketData } from "../lib/songs/market.server";
import { readSongFilters } from "../lib/songs/market-filters";
import { onePage, RAIN_SONG } from "../lib/songs/market-test-fixtures";
import SongMarketList from "./_app.creator-promoter.song-market-place.list";

afterEach(cleanup);

const PATH = "/creator-promoter/song-market-place/list";

function songs(search: string, extra: Partial<SongMarketData> = {}): SongMarketData {
  return {
    filters: readSongFilters(new URLSearchParams(search)),
    page: onePage([RAIN_SONG], 12),
    refused: null,
    genres: [{ id: "gen_afro", title: "Afrobeats" }],
    moods: [{ id: "moo_calm", title: "Calm" }],
    ...extra,
  };
}

async function mount(data: (url: URL) => SongMarketData, search = "") {
  const router = createMemoryRouter(
    [
      {
        path: PATH,
        loader: ({ request }) => data(new URL(request.url)),
        element: (
          <MoneyProvider
            settings={{ ...DEFAULT_MONEY, currency: "UGX", minorUnits: 0, rates: { USD: 1, UGX: 3685 } }}
          >
            <SongMarketList />
          </MoneyProvider>
        ),
      },
    ],
    { initialEntries: [`${PATH}${search}`] },
  );
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  await settle(router);
  return { page: view.container, router };
}

async function settle(router: { state: { navigation: { state: string }; initialized: boolean } }) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    while (router.state.navigation.state !== "idle" || !router.state.initialized) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
}

const plain = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/[\u00a0\u202f]/g, " ");

describe("the song market list", () => {
  it("shows each song's first lines, facts, writers, terms in the viewer's currency and its demo", async () => {
    const { page: view } = await mount(() => songs(""));
    const card = view.querySelector(`[data-song="${RAIN_SONG.id}"]`);
    const text = plain(card);
    for (const fact of [
      "Rain on the Lake",
      "Mvua inanyesha",
      "Until the night is gone",
      "LanguageSwahili",
      "GenreAfrobeats",
      "MoodCalm",
      "WritersAmara Nabirye 60%, Kato Beats 40%",
      "Asking priceUGX 1,842,500",
      "Minimum bidUGX 368,500",
      "Bids2 open bids",
    ]) {
      expect(text).toContain(fact);
    }
    expect(card?.querySelector("h2 a")?.getAttribute("href")).toBe(
      `/creator-promoter/song-market-place/${RAIN_SONG.id}`,
    );
    expect(plain(card?.querySelector("button"))).toBe("▶ Play demo of Rain on the Lake");
    const tabs = view.querySelector('nav[aria-label="Song market"]');
    expect(
      [...(tabs?.querySelectorAll("a") ?? [])].map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Songs for sale", "/creator-promoter/song-market-place/list"],
      ["My bids", "/creator-promoter/song-market-place/initiaited-song-deals"],
      ["Approved deals", "/creator-promoter/song-market-place/approved-deals"],
      ["Completed deals", "/creator-promoter/song-market-place/completed-deals"],
    ]);
    expect(tabs?.querySelector('a[aria-current="page"]')?.textContent).toBe("Songs for sale");
  });

  it("says 'Offers only' without an asking price, and shows no demo button without a ready demo", async () => {
    const offers = {
      ...RAIN_SONG,
      asking_price: 0,
      open_bids: 1,
      demo: { track_id: "trk_d", state: "processing" as const, stream_url: null, duration_ms: null },
    };
    const { page: view } = await mount(() => songs("", { page: onePage([offers], 12) }));
    const card = view.querySelector(`[data-song="${RAIN_SONG.id}"]`);
    expect(plain(card)).toContain("Asking priceOffers only");
    expect(plain(card)).toContain("1 open bid");
    expect(card?.querySelector("button")).toBeNull();
  });

  it("tells an empty filtered list from an empty market, and shows a refused filter in place", async () => {
    const filtered = await mount(() => songs("?language=Zulu", { page: onePage([]) }), "?language=Zulu");
    expect(plain(filtered.page)).toContain("No songs match these filters");
    cleanup();
    const empty = await mount(() => songs("", { page: onePage([]) }));
    expect(plain(empty.page)).toContain("No songs for sale yet");
    cleanup();
    const refused = await mount(() => songs("", { page: null, refused: "Page is too large." }));
    expect(plain(refused.page.querySelector("[role=alert]"))).toBe("Page is too large.");
  });

  it("sends the filters with the minimum bid typed in UGX as US cents", async () => {
    const seen: string[] = [];
    const { page: view, router } = await mount((url) => {
      seen.push(url.search);
      return songs(url.search);
    });
    const form = view.querySelector("form[role=search]") as HTMLFormElement;
    const field = (label: string) =>
      [...form.querySelectorAll("label")].find((l) => l.textContent === label)?.control as HTMLInputElement;
    field("Search titles and lyrics").value = "rain";
    field("Language").value = "Swahili";
    field("Minimum bid up to (UGX)").value = "50,000";
    (field("Mood") as unknown as HTMLSelectElement).value = "moo_calm";
    (field("Sort") as unknown as HTMLSelectElement).value = "price_asc";
    submit(form);
    await settle(router);
    expect(seen.at(-1)).toBe("?q=rain&mood_id=moo_calm&language=Swahili&price_max=1357&sort=price_asc");
    // The new form (keyed by the URL's filters) shows the URL's cents back in UGX, carrying them beside.
    const again = view.querySelector("form[role=search]") as HTMLFormElement;
    expect(again).not.toBe(form);
    expect(again.querySelector<HTMLInputElement>("input[name=price_max]")?.value).toBe("50,005");
    expect(again.querySelector<HTMLInputElement>("input[name=price_max_shown]")?.value).toBe("1357");
  });

  it("says a price it cannot read under its field and does not navigate", async () => {
    const seen: string[] = [];
    const { page: view, router } = await mount((url) => {
      seen.push(url.search);
      return songs(url.search);
    });
    const form = view.querySelector("form[role=search]") as HTMLFormElement;
    (form.querySelector("input[name=price_min]") as HTMLInputElement).value = "lots";
    submit(form);
    await settle(router);
    expect(seen).toEqual([""]);
    expect(plain(form)).toContain("Enter an amount in UGX, or leave it empty.");
    expect(form.querySelector("input[name=price_min]")?.getAttribute("aria-invalid")).toBe("true");
  });
});
