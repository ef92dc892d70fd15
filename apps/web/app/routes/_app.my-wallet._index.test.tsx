// @vitest-environment jsdom
// The summary page renders from its loader's data: the three figures in the user's currency, the two
// charts with their figure tables, a pending raise of the limits, and the top-up dialog's method choice.
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { MoneyProvider } from "../components/money/money-context";
import { WALLET_ON_DEMAND } from "../components/wallet/on-demand";
import { paymentModalCode } from "../components/wallet/payment-modal-slot";
import { cardMethod as card, momoMethod as momo, walletDetails } from "../components/wallet/test-fixtures";
import { cleanup, click, polyfillDialog, render } from "../components/widgets/test-dom";
import type { WalletDetails, WalletSummary } from "../lib/api/contract";
import { DEFAULT_MONEY } from "../lib/money/money-settings";
import { ShellContext } from "../lib/shell-context";
import { fakeShell } from "../lib/test-shell";
import WalletSummaryPage from "./_app.my-wallet._index";

beforeAll(polyfillDialog);
// The dialogs' code is fetched on first use in the app; here it is there from the start, so a click
// opens a form at once (components/wallet/on-demand.test.tsx covers the fetching itself).
beforeAll(() => Promise.all([...WALLET_ON_DEMAND, paymentModalCode].map((code) => code.load())));
afterEach(cleanup);

const details: WalletDetails = {
  ...walletDetails,
  held: 500,
  available: 3000,
  limits: {
    ...walletDetails.limits,
    daily_used: 500,
    monthly_used: 500,
    pending: { daily_limit: 80_000, monthly_limit: 300_000, effective_at: "2026-11-25T10:00:00Z" },
  },
  default_method: momo,
};

const summary: WalletSummary = {
  balance: 3500,
  held: 500,
  available: 3000,
  totals: { money_in: 3500, money_out: 0, fees: 0 },
  months: [
    { month: "2026-10", money_in: 0, money_out: 0, fees: 0 },
    { month: "2026-11", money_in: 3500, money_out: 500, fees: 0 },
  ],
  balance_series: [
    { date: "2026-11-22", balance: 0 },
    { date: "2026-11-23", balance: 2500 },
    { date: "2026-11-24", balance: 3500 },
  ],
  pending_count: 1,
};

const calls: { path: string; options?: { body?: unknown; headers?: Record<string, string> } }[] = [];
const { shell } = fakeShell(async <T,>(path: string, options?: (typeof calls)[number]["options"]) => {
  calls.push({ path, ...(options ? { options } : {}) });
  if (path === "GET /user/wallet/payment-methods") {
    return {
      ok: true as const,
      status: 200,
      data: [card, momo, { ...card, id: "pm_bank", can_pay_in: false }] as T,
    };
  }
  return { ok: false as const, status: 0, code: "NETWORK", fieldErrors: {} };
});

async function mount() {
  const router = createMemoryRouter([
    {
      path: "/",
      loader: () => ({ details, summary, methods: [card, momo] }),
      element: (
        <ShellContext.Provider value={shell}>
          <MoneyProvider
            settings={{
              ...DEFAULT_MONEY,
              currency: "UGX",
              minorUnits: 0,
              rates: { ...DEFAULT_MONEY.rates, UGX: 3685 },
            }}
          >
            <WalletSummaryPage />
          </MoneyProvider>
        </ShellContext.Provider>
      ),
    },
  ]);
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  await act(async () => {
    while (router.state.navigation.state !== "idle" || !router.state.initialized) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
  return view.container;
}

const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

describe("wallet summary page", () => {
  it("shows balance, held and available in the user's currency", async () => {
    const page = await mount();
    const figure = (id: string) => plain(page.querySelector(`[data-figure="${id}"] .money`)?.textContent);
    expect(figure("balance")).toBe("UGX 128,975");
    expect(figure("held")).toBe("UGX 18,425");
    expect(figure("available")).toBe("UGX 110,550");
  });

  it("draws both charts as labelled images with their figures as tables", async () => {
    const page = await mount();
    const svgs = page.querySelectorAll("svg[role=img]");
    expect(svgs).toHaveLength(2);
    for (const svg of svgs) {
      const [titleId, descId] = (svg.getAttribute("aria-labelledby") ?? "").split(" ");
      expect(svg.querySelector("title")?.id).toBe(titleId);
      expect(svg.querySelector("desc")?.id).toBe(descId);
    }
    expect(page.querySelector(".wallet-chart__line")?.getAttribute("d")).toMatch(/^M[\d.]+ [\d.]+ L/);
    expect(page.querySelectorAll(".wallet-chart__in, .wallet-chart__out")).toHaveLength(4);
    const tables = page.querySelectorAll(".wallet-chart table");
    expect(tables[0]?.querySelectorAll("tbody tr")).toHaveLength(3);
    expect(tables[1]?.querySelectorAll("tbody tr")).toHaveLength(2);
  });

  it("tells when a raised limit takes effect, and counts pending operations", async () => {
    const page = await mount();
    expect(plain(page.querySelector(".wallet-pending-raise")?.textContent)).toMatch(
      /Raise pending: UGX 2,948,000 a day, UGX 11,055,000 a month, from/,
    );
    expect(page.textContent).toContain("1 pending operation waits");
  });

  it("tops up through the Payment modal: an amount in UGX, then the pay-in methods, the default chosen", async () => {
    const page = await mount();
    click([...page.querySelectorAll("button")].find((b) => b.textContent === "Top up") as Element);
    const amount = page.querySelector("dialog[open] input[name=amount]") as HTMLInputElement;
    expect(page.querySelector(`label[for="${amount.id}"]`)?.textContent).toBe("Amount (UGX)");
    amount.value = "92,125";
    click(
      [...page.querySelectorAll("dialog[open] button")].find((b) => b.textContent === "Continue") as Element,
    );
    await act(async () => {
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const modal = page.querySelector("dialog[open]") as HTMLDialogElement;
    expect(modal.querySelector("h2")?.textContent).toBe("Payment Details");
    const radios = [...modal.querySelectorAll<HTMLInputElement>("input[type=radio]")];
    expect(radios.map((r) => r.value)).toEqual(["pm_card", "pm_momo"]);
    expect(radios.find((r) => r.checked)?.value).toBe("pm_momo");
    expect(plain(modal.querySelector(".wallet-pay__total dd")?.textContent)).toBe("UGX 92,125");
    click([...modal.querySelectorAll("button")].find((b) => b.textContent === "Pay") as Element);
    await act(async () => {
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const topup = calls.find((c) => c.path === "POST /user/wallet/topup");
    expect(topup?.options?.body).toEqual({ amount: 2500, payment_method_id: "pm_momo" });
    expect(topup?.options?.headers?.["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
