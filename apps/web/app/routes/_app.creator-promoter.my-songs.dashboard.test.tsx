// @vitest-environment jsdom
// The songs dashboard from its loader's data: the totals (earnings in the viewer's currency), the credits
// waiting for an answer (Accept posts at once, Decline is asked first), and the chosen song's chart.
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { MoneyProvider } from "../components/money/money-context";
import { cleanup, click, polyfillDialog, render } from "../components/widgets/test-dom";
import { actionOk } from "../lib/api/failure";
import { DEFAULT_MONEY } from "../lib/money/money-settings";
import { ShellContext } from "../lib/shell-context";
import type { SongsDashboardData } from "../lib/songs/writer-page-data";
import { SONG_STATS, STATS } from "../lib/songs/writer-test-fixtures";
import { fakeShell } from "../lib/test-shell";
import SongsDashboard from "./_app.creator-promoter.my-songs.dashboard";

beforeAll(polyfillDialog);
afterEach(cleanup);

const PATH = "/creator-promoter/my-songs/dashboard";
const DATA: SongsDashboardData = {
  stats: STATS,
  songs: [
    { id: "sng_01", title: "River Song" },
    { id: "sng_02", title: "Morning Light" },
  ],
  chosen: "sng_01",
  chart: SONG_STATS,
};

async function mount(data: SongsDashboardData) {
  const posted: Record<string, string>[] = [];
  const { shell, toasts } = fakeShell();
  const router = createMemoryRouter(
    [
      {
        path: PATH,
        loader: () => data,
        action: async ({ request }) => {
          const form = await request.formData();
          posted.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])));
          return actionOk(form.get("accept") === "true" ? "Credit accepted" : "Credit declined", "consent");
        },
        element: (
          <ShellContext.Provider value={shell}>
            <MoneyProvider
              settings={{ ...DEFAULT_MONEY, currency: "UGX", minorUnits: 0, rates: { USD: 1, UGX: 3685 } }}
            >
              <SongsDashboard />
            </MoneyProvider>
          </ShellContext.Provider>
        ),
      },
    ],
    { initialEntries: [PATH] },
  );
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  await settle(router);
  return { page: view.container, router, posted, toasts };
}

async function settle(router: {
  state: { navigation: { state: string }; revalidation: string; initialized: boolean };
}) {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 2));
    while (
      router.state.navigation.state !== "idle" ||
      router.state.revalidation !== "idle" ||
      !router.state.initialized
    ) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  });
}

const plain = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/[\u00a0\u202f]/g, " ");
const button = (root: Element, name: string) =>
  [...root.querySelectorAll("button")].find((b) => plain(b).trim() === name) as HTMLButtonElement;

describe("the songs dashboard", () => {
  it("shows the totals, earnings in the viewer's currency, and the chosen song's days", async () => {
    const { page } = await mount(DATA);
    const figures = plain(page.querySelector(".studio-figures"));
    expect(figures).toContain("Songs3");
    expect(figures).toContain("1 on the market");
    expect(figures).toContain("Bids received5");
    expect(figures).toContain("2 pending");
    expect(figures).toContain("EarnedUGX 442,200");
    const chart = page.querySelector("figure[data-song=sng_01]");
    expect(plain(chart?.querySelector("h2"))).toBe("Views and bids of River Song, day by day");
    expect(plain(chart)).toContain("Views (all time)9");
    expect((page.querySelector("select[name=song]") as unknown as HTMLSelectElement).value).toBe("sng_01");
  });

  it("accepts a credit at once and declines one only once confirmed", async () => {
    const { page, router, posted, toasts } = await mount(DATA);
    const card = page.querySelector("[data-card=consent]") as Element;
    expect(plain(card)).toContain("Night Bus by Lila · your split 30%");
    click(card.querySelector('[aria-label="Accept your 30% credit on Night Bus"]') as Element);
    await settle(router);
    expect(posted).toEqual([{ intent: "consent", id: "sng_09", accept: "true" }]);
    expect(toasts).toContainEqual(["success", "Credit accepted"]);
    click(card.querySelector('[aria-label="Decline your 30% credit on Night Bus"]') as Element);
    const dialog = document.querySelector("dialog[open]") as Element;
    expect(plain(dialog)).toContain("Lila can ask you again");
    click(button(dialog, "Decline credit"));
    await settle(router);
    expect(posted[1]).toEqual({ intent: "consent", id: "sng_09", accept: "false" });
  });

  it("invites a first song when there is none, and says so when a song's figures are missing", async () => {
    const empty = await mount({ ...DATA, songs: [], chosen: null, chart: null });
    expect(plain(empty.page)).toContain("No songs yet — write your first");
    expect(
      empty.page.querySelector("a[href='/creator-promoter/my-songs/songs-manager?new=1']"),
    ).not.toBeNull();
    cleanup();
    const missing = await mount({ ...DATA, chart: null });
    expect(plain(missing.page)).toContain("The figures of River Song could not be loaded just now.");
  });
});
