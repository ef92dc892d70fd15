// @vitest-environment jsdom
// A wallet dialog whose code cannot be fetched (a dropped connection) never takes the page to the error
// screen: the dialog closes, a toast says it could not be opened, and the next opening fetches it again.
import { act, useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ShellContext } from "../../lib/shell-context";
import { fakeShell } from "../../lib/test-shell";
import WalletSummaryPage from "../../routes/_app.my-wallet._index";
import { cleanup, click, polyfillDialog, render } from "../widgets/test-dom";
import { withdrawFormCode } from "./on-demand";
import { PaymentModalSlot, paymentModalCode } from "./payment-modal-slot";
import { momoMethod, walletDetails } from "./test-fixtures";

/** How many times each chunk was asked for; the first fetch of each fails. */
const fetches = vi.hoisted(() => ({ withdraw: 0, payment: 0 }));

vi.mock("./withdraw-form", async (importOriginal) => {
  fetches.withdraw += 1;
  if (fetches.withdraw === 1) throw new Error("offline");
  return importOriginal();
});
vi.mock("./payment-modal", async (importOriginal) => {
  fetches.payment += 1;
  if (fetches.payment === 1) throw new Error("offline");
  return importOriginal();
});

beforeAll(polyfillDialog);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const { shell, toasts } = fakeShell(async <T,>() => ({ ok: true as const, status: 200, data: [] as T }));

async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Waits (inside act: the arrival re-renders) until `code` has arrived; fails if it never does. */
async function arrived(code: { loaded: () => unknown }) {
  await act(async () => {
    for (let i = 0; i < 400 && !code.loaded(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  });
  expect(code.loaded()).toBeDefined();
}

/** React reports the error the dialog's boundary caught (console and jsdom's error event): expected here. */
function quietCaughtErrors() {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const quiet = (event: ErrorEvent) => event.preventDefault();
  window.addEventListener("error", quiet);
  return () => window.removeEventListener("error", quiet);
}

function mountAt(element: JSX.Element) {
  const router = createMemoryRouter(
    [
      {
        path: "/my-wallet",
        loader: () => ({ details: walletDetails, summary: null, methods: [momoMethod] }),
        element,
      },
    ],
    { initialEntries: ["/my-wallet"] },
  );
  return render(
    <ShellContext.Provider value={shell}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </ShellContext.Provider>,
  );
}

const button = (page: HTMLElement, label: string) =>
  [...page.querySelectorAll("button")].find((b) => b.textContent === label) as HTMLButtonElement;

describe("a wallet dialog whose code cannot be fetched", () => {
  it("closes the Withdraw dialog with a toast, and fetches the form again on the next opening", async () => {
    const unquiet = quietCaughtErrors();
    toasts.length = 0;
    const { container: page } = mountAt(<WalletSummaryPage />);
    await settle();
    click(button(page, "Withdraw"));
    expect(page.querySelector("dialog[open] .wallet-dialog-loading")).not.toBeNull();
    await settle();
    expect(fetches.withdraw).toBe(1);
    expect(toasts).toContainEqual([
      "error",
      "The withdraw form could not be opened. Please check your connection and try again.",
    ]);
    expect(page.querySelector("dialog[open]")).toBeNull();
    expect(page.querySelector('[data-figure="balance"]')).not.toBeNull();
    expect(withdrawFormCode.loaded()).toBeUndefined();

    click(button(page, "Withdraw"));
    await arrived(withdrawFormCode);
    await settle();
    expect(fetches.withdraw).toBe(2);
    expect(page.querySelector("dialog[open] input[name=pin]")).not.toBeNull();
    expect(toasts).toHaveLength(1);
    unquiet();
  });

  it("closes the Payment modal (onClose) with a toast, and fetches it again on the next opening", async () => {
    const unquiet = quietCaughtErrors();
    toasts.length = 0;
    const closed = vi.fn();
    function Payer() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Pay
          </button>
          <PaymentModalSlot
            open={open}
            onClose={() => {
              closed();
              setOpen(false);
            }}
            purchase={{ kind: "topup" }}
            amount={2500}
          />
        </>
      );
    }
    const { container: page } = mountAt(<Payer />);
    await settle();
    click(button(page, "Pay"));
    expect(page.querySelector("dialog[open] .wallet-dialog-loading")).not.toBeNull();
    await settle();
    expect(fetches.payment).toBe(1);
    expect(closed).toHaveBeenCalledTimes(1);
    expect(toasts).toContainEqual([
      "error",
      "The payment form could not be opened. Please check your connection and try again.",
    ]);
    expect(page.querySelector("dialog[open]")).toBeNull();

    click(button(page, "Pay"));
    await arrived(paymentModalCode);
    await settle();
    expect(fetches.payment).toBe(2);
    expect(page.querySelector("dialog[open]")?.textContent).toContain("No payment methods found");
    unquiet();
  });
});
