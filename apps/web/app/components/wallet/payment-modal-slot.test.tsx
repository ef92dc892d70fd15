// @vitest-environment jsdom
// The Payment modal's slot: nothing (and no fetch) while it has never been opened; on its first opening a
// dialog already titled 'Payment Details' waits for the code, then the modal itself takes over.
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ShellContext } from "../../lib/shell-context";
import { fakeShell } from "../../lib/test-shell";
import { cleanup, polyfillDialog, render } from "../widgets/test-dom";
import { PaymentModalSlot, paymentModalCode } from "./payment-modal-slot";

beforeAll(polyfillDialog);
afterEach(cleanup);

const { shell } = fakeShell(async <T,>() => ({ ok: true as const, status: 200, data: [] as T }));

function mount(open: boolean) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <ShellContext.Provider value={shell}>
          <PaymentModalSlot
            open={open}
            onClose={() => undefined}
            purchase={{ kind: "topup" }}
            amount={2500}
          />
        </ShellContext.Provider>
      ),
    },
  ]);
  return render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

describe("PaymentModalSlot", () => {
  it("renders and fetches nothing until it is opened", () => {
    const { container } = mount(false);
    expect(container.querySelector("dialog")).toBeNull();
    expect(paymentModalCode.loaded()).toBeUndefined();
  });

  it("opens at once as 'Payment Details' while its code loads, then shows the modal", async () => {
    const { container } = mount(true);
    const waiting = container.querySelector("dialog[open]") as HTMLDialogElement;
    expect(waiting.querySelector("h2")?.textContent).toBe("Payment Details");
    expect(waiting.querySelector(".wallet-dialog-loading[role=status]")).not.toBeNull();
    await act(async () => {
      await paymentModalCode.load();
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const modal = container.querySelector("dialog[open]") as HTMLDialogElement;
    expect(modal.querySelector("h2")?.textContent).toBe("Payment Details");
    expect(modal.querySelector(".wallet-dialog-loading")).toBeNull();
    expect(modal.textContent).toContain("No payment methods found");
  });
});
