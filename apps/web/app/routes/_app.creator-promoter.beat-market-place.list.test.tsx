// @vitest-environment jsdom
// The market's list page from its loader's data: the grid (facts, tiers, the lowest price in the
// viewer's currency, the featured badge, the link to the beat's page), its empty states, a refused filter,
// and My licences with its contract links; the filter form sends prices typed in the viewer's currency
// as US cents.
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { MoneyProvider } from "../components/money/money-context";
import { cleanup, render, submit } from "../components/widgets/test-dom";
import type { MarketListData } from "../lib/beats/market.server";
import { readMarketFilters } from "../lib/beats/market-filters";
import { LICENCE, NIGHT_DRIVE } from "../lib/beats/test-fixtures";
import { DEFAULT_MONEY } from "../lib/money/money-settings";
import MarketList from "./_app.creator-promoter.beat-market-place.list";

afterEach(cleanup);

const PATH = "/creator-promoter/beat-market-place/list";
const page = <T,>(data: T[]) => ({
  data,
  current_page: 1,
  last_page: 1,
  total: data.length,
  from: data.length ? 1 : null,
  to: data.length ? data.length : null,
  per_page: 12,
});

function beats(
  search: string,
  extra: Partial<Extract<MarketListData, { view: "beats" }>> = {},
): MarketListData {
  return {
    view: "beats",
    filters: readMarketFilters(new URLSearchParams(search)),
    page: page([NIGHT_DRIVE]),
    refused: null,
    genres: [{ id: "gen_afro", title: "Afrobeats" }],
    moods: [],
    ...extra,
  };
}

async function mount(data: (url: URL) => MarketListData, search = "") {
  const router = createMemoryRouter(
    [
      {
        path: PATH,
        loader: ({ request }) => data(new URL(request.url)),
        element: (
          <MoneyProvider
            settings={{ ...DEFAULT_MONEY, currency: "UGX", minorUnits: 0, rates: { USD: 1, UGX: 3685 } }}
          >
            <MarketList />
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

describe("the beat market list", () => {
  it("shows each beat's facts, tiers in order, lowest price in the viewer's currency and the featured badge", async () => {
    const { page: view } = await mount(() => beats(""));
    const card = view.querySelector(`[data-beat="${NIGHT_DRIVE.id}"]`);
    const text = plain(card);
    for (const fact of [
      "Night Drive",
      "by Kato Beats",
      "BPM92",
      "KeyA minor",
      "GenreAfrobeats",
      "Featured",
    ]) {
      expect(text).toContain(fact);
    }
    expect(
      [...(card?.querySelectorAll(".market-card__tiers .badge") ?? [])].map((b) => b.textContent),
    ).toEqual(["Basic", "Premium", "Exclusive"]);
    expect(plain(card?.querySelector(".market-card__price"))).toBe("From UGX 110,513");
    expect(card?.querySelector("h2 a")?.getAttribute("href")).toBe(
      `/creator-promoter/beat-market-place/${NIGHT_DRIVE.id}`,
    );
    expect(view.querySelector('nav[aria-label="Beat market"] a[aria-current="page"]')?.textContent).toBe(
      "Beats for sale",
    );
  });

  it("tells an empty filtered list from an empty market, and shows a refused filter in place", async () => {
    const filtered = await mount(() => beats("?q=zzz", { page: page([]) }), "?q=zzz");
    expect(plain(filtered.page)).toContain("No beats match these filters");
    cleanup();
    const empty = await mount(() => beats("", { page: page([]) }));
    expect(plain(empty.page)).toContain("No beats for sale yet");
    cleanup();
    const refused = await mount(() => beats("", { page: null, refused: "Page is too large." }));
    expect(plain(refused.page.querySelector("[role=alert]"))).toBe("Page is too large.");
  });

  it("sends the filters with prices typed in UGX as US cents", async () => {
    const seen: string[] = [];
    const { page: view, router } = await mount((url) => {
      seen.push(url.search);
      return beats(url.search);
    });
    const form = view.querySelector("form[role=search]") as HTMLFormElement;
    const field = (label: string) =>
      [...form.querySelectorAll("label")].find((l) => l.textContent === label)?.control as HTMLInputElement;
    field("Search titles").value = "drive";
    field("Lowest price up to (UGX)").value = "50,000";
    (field("Genre") as unknown as HTMLSelectElement).value = "gen_afro";
    submit(form);
    await settle(router);
    expect(seen.at(-1)).toBe("?q=drive&genre_id=gen_afro&price_max=1357");
    // The form (keyed by the URL's filters, so a new one) shows the URL's cents back in UGX, carrying
    // them beside the text so an unchanged field sends the same cents.
    const again = view.querySelector("form[role=search]") as HTMLFormElement;
    expect(again).not.toBe(form);
    const price = again.querySelector<HTMLInputElement>("input[name=price_max]");
    expect(price?.value).toBe("50,005");
    expect(again.querySelector<HTMLInputElement>("input[name=price_max_shown]")?.value).toBe("1357");
  });

  it("lists My licences with the price paid, the date and the contract link, or says there are none", async () => {
    const licences = (data: (typeof LICENCE)[]): MarketListData => ({
      view: "licences",
      filters: readMarketFilters(new URLSearchParams("view=licences")),
      licences: page(data),
    });
    const { page: view } = await mount(() => licences([LICENCE]), "?view=licences");
    const row = view.querySelector(`tr[data-licence="${LICENCE.id}"]`);
    expect(plain(row)).toContain("Night Drive by Kato Beats");
    expect(plain(row)).toContain("Basic");
    expect(plain(row)).toContain("UGX 110,513 + UGX 2,211 fee");
    expect(row?.querySelector("a[download]")?.getAttribute("href")).toBe(LICENCE.contract_url);
    expect(view.querySelector('nav[aria-label="Beat market"] a[aria-current="page"]')?.textContent).toBe(
      "My licences",
    );
    cleanup();
    const none = await mount(() => licences([]), "?view=licences");
    expect(plain(none.page)).toContain("You have no licences yet");
  });
});
