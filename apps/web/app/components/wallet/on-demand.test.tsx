// @vitest-environment jsdom
// The summary page's first view fetches none of the wallet's on-demand code; a dialog shows a loading
// state until its form arrives; pointing at or focusing an opener fetches its form ahead of the click;
// and the limits form arrives with its check, so a refused pair of limits never leaves the page.
// The tests share the module's fetch state and run in order: each uses a piece no earlier test fetched.
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ShellContext } from "../../lib/shell-context";
import { fakeShell } from "../../lib/test-shell";
import WalletSummaryPage from "../../routes/_app.my-wallet._index";
import { cleanup, click, polyfillDialog, render, submit } from "../widgets/test-dom";
import { limitsFormCode, pinFormCode, topupFormCode, WALLET_ON_DEMAND, withdrawFormCode } from "./on-demand";
import { paymentModalCode } from "./payment-modal-slot";
import { momoMethod, walletDetails } from "./test-fixtures";

beforeAll(polyfillDialog);
afterEach(cleanup);

const { shell } = fakeShell();

const LIMITS_REFUSED = { monthly_limit: ["Monthly limit is above what this account may withdraw."] };

async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function mount() {
  const posted: Record<string, string>[] = [];
  const router = createMemoryRouter(
    [
      {
        path: "/my-wallet",
        children: [
          {
            index: true,
            loader: () => ({ details: walletDetails, summary: null, methods: [momoMethod] }),
            action: async ({ request }) => {
              posted.push(Object.fromEntries(await request.formData()) as Record<string, string>);
              return { ok: false, code: "VALIDATION", fieldErrors: LIMITS_REFUSED, at: posted.length };
            },
            element: (
              <ShellContext.Provider value={shell}>
                <WalletSummaryPage />
              </ShellContext.Provider>
            ),
          },
        ],
      },
    ],
    { initialEntries: ["/my-wallet"] },
  );
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  await settle();
  return { page: view.container, posted };
}

const button = (page: HTMLElement, label: string) =>
  [...page.querySelectorAll("button")].find((b) => b.textContent === label) as HTMLButtonElement;

/** React's onPointerEnter listens to pointerover (jsdom has no PointerEvent; a MouseEvent carries it). */
const pointAt = (element: Element) =>
  act(() => void element.dispatchEvent(new MouseEvent("pointerover", { bubbles: true })));
/** React's onFocus listens to focusin. */
const focusIn = (element: Element) =>
  act(() => void element.dispatchEvent(new FocusEvent("focusin", { bubbles: true })));

/** Waits (inside act: the arrival re-renders) until `code` has arrived; fails if it never does. */
async function arrived(code: { loaded: () => unknown }) {
  await act(async () => {
    for (let i = 0; i < 400 && !code.loaded(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  });
  expect(code.loaded()).toBeDefined();
}

describe("the wallet's on-demand code", () => {
  it("is not fetched by the summary's first view", async () => {
    const { page } = await mount();
    expect(page.querySelector('[data-figure="balance"]')).not.toBeNull();
    expect(page.querySelector("input[name=daily_limit]")).toBeNull();
    for (const code of [...WALLET_ON_DEMAND, paymentModalCode]) expect(code.loaded()).toBeUndefined();
  });

  it("shows the Withdraw dialog loading, then its form once the code has arrived", async () => {
    const { page } = await mount();
    click(button(page, "Withdraw"));
    const dialog = page.querySelector("dialog[open]") as HTMLDialogElement;
    expect(dialog.querySelector("h2")?.textContent).toBe("Withdraw");
    expect(dialog.querySelector(".wallet-dialog-loading[role=status]")).not.toBeNull();
    expect(dialog.querySelector("input[name=amount]")).toBeNull();
    await arrived(withdrawFormCode);
    await settle();
    expect(dialog.querySelector(".wallet-dialog-loading")).toBeNull();
    expect(dialog.querySelector("input[name=pin]")).not.toBeNull();
  });

  it("fetches the top-up's amount form and the Payment modal when Top up is pointed at", async () => {
    const { page } = await mount();
    pointAt(button(page, "Top up"));
    await arrived(topupFormCode);
    await arrived(paymentModalCode);
    expect(pinFormCode.loaded()).toBeUndefined();
    click(button(page, "Top up"));
    expect(page.querySelector("dialog[open] input[name=amount]")).not.toBeNull();
    expect(page.querySelector("dialog[open] .wallet-dialog-loading")).toBeNull();
  });

  it("fetches the PIN form when its button takes the focus", async () => {
    const { page } = await mount();
    focusIn(button(page, "Change PIN"));
    await arrived(pinFormCode);
    click(button(page, "Change PIN"));
    expect(page.querySelector("dialog[open] input[name=pin_confirm]")).not.toBeNull();
  });

  it("opens the limits dialog with the form and its check, and posts only limits that pass it", async () => {
    const { page, posted } = await mount();
    click(button(page, "Change limits"));
    await arrived(limitsFormCode);
    await settle();
    const dialog = page.querySelector("dialog[open]") as HTMLDialogElement;
    const daily = dialog.querySelector("input[name=daily_limit]") as HTMLInputElement;
    const monthly = dialog.querySelector("input[name=monthly_limit]") as HTMLInputElement;
    expect(daily.value).toBe("500.00");
    monthly.value = "100";
    submit(daily.closest("form") as HTMLFormElement);
    await settle();
    expect(posted).toEqual([]);
    expect(dialog.textContent).toContain("Monthly limit must be at least the daily limit.");

    monthly.value = "2,000";
    submit(daily.closest("form") as HTMLFormElement);
    await settle();
    expect(posted).toEqual([expect.objectContaining({ intent: "limits", daily_limit: "500.00" })]);
    expect(dialog.textContent).not.toContain("Monthly limit must be at least the daily limit.");
    expect(dialog.textContent).toContain(LIMITS_REFUSED.monthly_limit[0]);
  });
});
