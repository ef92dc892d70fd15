// @vitest-environment jsdom
// A bid's page for a writer: its facts in the viewer's currency, and approving it: asked first with the
// amount and the other bids' fate, posted with an Idempotency-Key; a 409 (a co-writer has not accepted)
// is said in place with the rights check beside it, the retry keeps the key, and the approval's answer
// spends it. An approved deal offers Cancel, also asked first.
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { MoneyProvider } from "../components/money/money-context";
import { cleanup, click, polyfillDialog, render } from "../components/widgets/test-dom";
import type { SongDeal } from "../lib/api/contract";
import { actionError, actionOk } from "../lib/api/failure";
import { DEFAULT_MONEY } from "../lib/money/money-settings";
import { ShellContext } from "../lib/shell-context";
import { DEAL, RIVER_SONG } from "../lib/songs/writer-test-fixtures";
import { fakeShell } from "../lib/test-shell";
import { IDEMPOTENCY_FIELD } from "../lib/wallet/idempotency";
import BuyRequest from "./_app.creator-promoter.my-songs.buy-requests.$id";

beforeAll(polyfillDialog);
afterEach(cleanup);

const PATH = `/creator-promoter/my-songs/buy-requests/${DEAL.id}`;
const CONSENT_409 = "Every writer must accept their split before a bid is approved (see check_rights).";

async function mount(loads: SongDeal[], answer: (form: FormData) => unknown) {
  const posted: Record<string, string>[] = [];
  let served = 0;
  const { shell, toasts } = fakeShell();
  const router = createMemoryRouter(
    [
      {
        path: "/creator-promoter/my-songs/buy-requests/:id",
        loader: () => ({ deal: loads[Math.min(served++, loads.length - 1)] }),
        action: async ({ request }) => {
          const form = await request.formData();
          posted.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])));
          return answer(form);
        },
        element: (
          <ShellContext.Provider value={shell}>
            <MoneyProvider
              settings={{ ...DEFAULT_MONEY, currency: "UGX", minorUnits: 0, rates: { USD: 1, UGX: 3685 } }}
            >
              <BuyRequest />
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
const openDialog = () => document.querySelector("dialog[open]") as Element;

const refused = (msg: string, intent: string) =>
  actionError({ ok: false, status: 409, code: "CONFLICT", msg, fieldErrors: {} }, intent);

describe("a buy request", () => {
  it("shows the bid's facts in the viewer's currency and the writers' splits", async () => {
    const { page } = await mount([DEAL], () => actionOk());
    expect(page.querySelector("h1")?.textContent).toBe("Bid on River Song");
    const facts = plain(page.querySelector("dl"));
    expect(facts).toContain("BidderKato");
    expect(facts).toContain("AmountUGX 737,000");
    expect(facts).toContain("Pending");
    expect(plain(page.querySelector('tr[data-writer="usr_juma"]'))).toContain("40%");
    expect(button(page, "Cancel deal")).toBeUndefined();
  });

  it("approves only once confirmed, says a 409 in place, retries with the same key, then spends it", async () => {
    const answers = [
      () => refused(CONSENT_409, "approve"),
      () => actionOk("Bid approved successfully", "approve"),
    ];
    const { page, router, posted, toasts } = await mount(
      [DEAL, DEAL, { ...DEAL, status: "approved", approved_at: "2026-03-03T10:00:00.000Z" }],
      () => (answers.shift() ?? (() => actionOk()))(),
    );
    click(button(page, "Approve bid"));
    const question = plain(openDialog());
    expect(question).toContain("Kato's bid of UGX 737,000 for “River Song”");
    expect(question).toContain("Every other pending bid on it will be declined");
    // Keeping it as it is sends nothing.
    click(button(openDialog(), "Keep it as it is"));
    expect(posted).toHaveLength(0);

    click(button(page, "Approve bid"));
    click(button(openDialog(), "Approve bid"));
    await settle(router);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.intent).toBe("approve");
    const key = posted[0]?.[IDEMPOTENCY_FIELD];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(plain(page.querySelector(".form-alert[role=alert]"))).toBe(CONSENT_409);
    expect(toasts).toContainEqual(["error", CONSENT_409]);
    expect(button(page, "Check the rights")).toBeDefined();

    // A conflict proves nothing was paid: the retry sends the same key.
    click(button(page, "Approve bid"));
    click(button(openDialog(), "Approve bid"));
    await settle(router);
    expect(posted[1]?.[IDEMPOTENCY_FIELD]).toBe(key);
    expect(toasts).toContainEqual(["success", "Bid approved successfully"]);
    // The page reloads the deal: approved, so Cancel replaces Approve and Decline.
    expect(button(page, "Approve bid")).toBeUndefined();
    expect(button(page, "Cancel deal")).toBeDefined();
  });

  it("checks the rights on demand and shows who has not accepted", async () => {
    const { page, router, posted } = await mount([DEAL], () => ({
      ...actionOk(undefined, "rights"),
      rights: RIVER_SONG.rights,
    }));
    click(button(page, "Check the rights"));
    await settle(router);
    expect(posted[0]).toEqual({ intent: "rights", song_id: RIVER_SONG.id });
    const result = page.querySelector("[data-rights-check] [role=status]");
    expect(plain(result)).toContain("The song cannot be sold yet.");
    expect(plain(result)).toContain("Waiting for Juma to accept their 40% credit.");
  });

  it("cancels an approved deal only once confirmed", async () => {
    const approved: SongDeal = {
      ...DEAL,
      status: "approved",
      approved_at: "2026-03-03T10:00:00.000Z",
      completes_at: "2026-03-10T10:00:00.000Z",
    };
    const { page, router, posted, toasts } = await mount([approved], () =>
      actionOk("Deal cancelled successfully", "cancel"),
    );
    expect(button(page, "Approve bid")).toBeUndefined();
    click(button(page, "Cancel deal"));
    expect(plain(openDialog())).toContain("returns to the market");
    click(button(openDialog(), "Cancel deal"));
    await settle(router);
    expect(posted).toEqual([{ intent: "cancel" }]);
    expect(toasts).toContainEqual(["success", "Deal cancelled successfully"]);
  });
});
