// @vitest-environment jsdom
// A beat's page: the tier table from the availability (prices, files, reasons), the facts handed over by
// the list's link, and buying: the Payment modal wallet-only, then the new licence with its contract; a
// 409 (sold exclusively meanwhile) closes the modal, says so and reads the availability again.
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { paymentModalCode } from "../components/wallet/payment-modal-slot";
import { cleanup, click, polyfillDialog, render } from "../components/widgets/test-dom";
import type { BeatAvailability } from "../lib/api/contract";
import type { ApiResult } from "../lib/api/envelope";
import { availability, LICENCE, NIGHT_DRIVE } from "../lib/beats/test-fixtures";
import { ShellContext } from "../lib/shell-context";
import { fakeShell } from "../lib/test-shell";
import BeatPage from "./_app.creator-promoter.beat-market-place.$id";

beforeAll(polyfillDialog);
beforeAll(() => paymentModalCode.load());
afterEach(cleanup);

type Answer = () => ApiResult<unknown>;
const ok = (data: unknown): ApiResult<unknown> => ({ ok: true, status: 200, data });

async function settle(router?: { state: { navigation: { state: string }; revalidation: string } }) {
  await act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 2));
    while (router && (router.state.navigation.state !== "idle" || router.state.revalidation !== "idle")) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  });
}

async function mount(options: { answers?: Record<string, Answer>; loads?: BeatAvailability[] }) {
  const loads = options.loads ?? [availability()];
  let served = 0;
  const calls: string[] = [];
  const { shell, toasts } = fakeShell(async <T,>(path: string, _options?: unknown) => {
    calls.push(path);
    const answer = options.answers?.[path];
    if (!answer) throw new Error(`unexpected call ${path}`);
    return answer() as ApiResult<T>;
  });
  const router = createMemoryRouter(
    [
      {
        path: "/creator-promoter/beat-market-place/:id",
        loader: () => ({ availability: loads[Math.min(served++, loads.length - 1)] }),
        element: (
          <ShellContext.Provider value={shell}>
            <BeatPage />
          </ShellContext.Provider>
        ),
      },
    ],
    {
      initialEntries: [{ pathname: `/creator-promoter/beat-market-place/${NIGHT_DRIVE.id}` }],
    },
  );
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  await settle(router);
  return { page: view.container, router, calls, toasts, loaderCalls: () => served };
}

const plain = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/[\u00a0\u202f]/g, " ");
const row = (page: HTMLElement, tier: string) => page.querySelector(`tr[data-tier="${tier}"]`);
const button = (root: Element, name: string) =>
  [...root.querySelectorAll("button")].find((b) => plain(b).startsWith(name)) as HTMLButtonElement;

describe("a beat's page", () => {
  it("compares the tiers basic first: price, files, rights, and Buy or the reason in words", async () => {
    const { page } = await mount({
      loads: [availability({ premium: { available: false, reason: "already_licensed" } })],
    });
    expect([...page.querySelectorAll("tbody tr")].map((r) => r.getAttribute("data-tier"))).toEqual([
      "basic",
      "premium",
      "trackout",
      "unlimited",
      "exclusive",
    ]);
    expect(plain(row(page, "basic"))).toContain("$29.99");
    expect(plain(row(page, "basic"))).toContain("MP3");
    expect(plain(row(page, "exclusive"))).toContain("MP3, WAV, Stems (ZIP)");
    expect(plain(row(page, "basic"))).toContain("2,000 copies · 100,000 streams");
    expect(plain(row(page, "premium"))).toContain("You already hold this licence");
    expect(plain(row(page, "trackout"))).toContain("Not offered for this beat");
    expect(row(page, "premium")?.querySelector("button")).toBeNull();
    expect(plain(button(page, "Buy"))).toBe("Buy the Basic licence");
    expect(page.querySelector("h1")?.textContent).toBe("Night Drive");
    expect(plain(button(page, "▶ Play preview"))).toBe("▶ Play preview of Night Drive");
  });

  it("shows the beat's facts, and says when the beat was sold exclusively", async () => {
    const sold = availability();
    for (const t of sold.tiers) Object.assign(t, { available: false, reason: "exclusively_sold" });
    const { page } = await mount({ loads: [sold] });
    expect(page.querySelector("h1")?.textContent).toBe("Night Drive");
    expect(plain(page.querySelector(".market-facts"))).toContain("BPM92");
    expect(plain(page)).toContain("This beat was sold exclusively: it is no longer for sale.");
    expect(plain(row(page, "basic"))).toContain("Sold exclusively");
    expect(page.querySelector("tbody button")).toBeNull();
  });

  it("buys a tier from the wallet, then shows the new licence with its contract", async () => {
    const { page, calls, loaderCalls } = await mount({
      answers: {
        "GET /user/wallet/details": () => ok({ available: 10_000, balance: 10_000, held: 0 }),
        "POST /user/account/make-service-payment": () => ok({ id: "op_1", status: "completed" }),
        "GET /creator/beat-tracks/licences": () =>
          ok({ data: [LICENCE], current_page: 1, last_page: 1, total: 1, from: 1, to: 1, per_page: 10 }),
      },
    });
    click(button(page, "Buy"));
    await settle();
    const dialog = page.querySelector("dialog[open]") as HTMLElement;
    expect(plain(dialog)).toContain('Basic licence of "Night Drive", paid from your wallet balance.');
    expect(calls).not.toContain("GET /user/wallet/payment-methods");
    click(button(dialog, "Pay"));
    await settle();
    expect(plain(page.querySelector(".market-bought"))).toContain("You hold the Basic licence");
    const contract = page.querySelector<HTMLAnchorElement>(".market-bought a[download]");
    expect(contract?.getAttribute("href")).toBe(LICENCE.contract_url);
    expect(loaderCalls()).toBe(2);
  });

  it("on a 409 (sold exclusively meanwhile) closes the modal, says so, and reads the tiers again", async () => {
    const sold = availability();
    for (const t of sold.tiers) Object.assign(t, { available: false, reason: "exclusively_sold" });
    const { page, router, loaderCalls } = await mount({
      loads: [availability(), sold],
      answers: {
        "GET /user/wallet/details": () => ok({ available: 10_000, balance: 10_000, held: 0 }),
        "POST /user/account/make-service-payment": () => ({
          ok: false,
          status: 409,
          code: "CONFLICT",
          msg: "This beat was sold exclusively.",
          fieldErrors: {},
        }),
      },
    });
    click(button(page, "Buy"));
    await settle();
    click(button(page.querySelector("dialog[open]") as HTMLElement, "Pay"));
    await settle(router);
    expect(page.querySelector("dialog[open]")).toBeNull();
    expect(plain(page.querySelector("[role=alert]"))).toContain("sold exclusively while you were paying");
    expect(loaderCalls()).toBe(2);
    expect(plain(row(page, "basic"))).toContain("Sold exclusively");
  });
});
