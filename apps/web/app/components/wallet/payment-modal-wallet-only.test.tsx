// @vitest-environment jsdom
// A wallet-only service (a beat licence, docs/decisions/0801): the modal offers the balance alone, never
// asks for the saved methods, says when the balance falls short, and hands a refusal to the page.
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ApiResult } from "../../lib/api/envelope";
import { ShellContext } from "../../lib/shell-context";
import { fakeShell } from "../../lib/test-shell";
import type { PaymentPurchase } from "../../lib/wallet/payment";
import { cleanup, click, polyfillDialog, render } from "../widgets/test-dom";
import { PaymentModal, type PaymentModalProps } from "./payment-modal";

beforeAll(polyfillDialog);
afterEach(cleanup);

const BEAT: PaymentPurchase = {
  kind: "service",
  requestType: "beat_licence",
  item: { beat_id: "bt_1", tier: "basic" },
  walletOnly: true,
};

type Answers = Record<string, () => ApiResult<unknown>>;

async function mount(answers: Answers, props: Partial<PaymentModalProps> = {}) {
  const calls: string[] = [];
  const { shell } = fakeShell(async <T,>(path: string, _options?: unknown) => {
    calls.push(path);
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected call ${path}`);
    return answer() as ApiResult<T>;
  });
  const element = (
    <ShellContext.Provider value={shell}>
      <PaymentModal open onClose={() => undefined} purchase={BEAT} amount={2500} {...props} />
    </ShellContext.Provider>
  );
  const router = createMemoryRouter([{ path: "/", element }]);
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...view, calls };
}

const balance = (available: number) => () =>
  ({ ok: true, status: 200, data: { available, balance: available, held: 0 } }) as ApiResult<unknown>;
const text = (root: HTMLElement) => (root.textContent ?? "").replace(/\u00a0/g, " ");
const pay = (root: HTMLElement) =>
  [...root.querySelectorAll("button")].find((b) => b.textContent === "Pay") as HTMLButtonElement;

describe("PaymentModal for a wallet-only purchase", () => {
  it("offers the balance alone, selected, and never loads the saved methods", async () => {
    const { container, calls } = await mount({ "GET /user/wallet/details": balance(5000) });
    expect(calls).toEqual(["GET /user/wallet/details"]);
    const radios = [...container.querySelectorAll<HTMLInputElement>("input[type=radio]")];
    expect(radios.map((r) => [r.value, r.checked])).toEqual([["wallet", true]]);
    expect(text(container)).not.toContain("Add another payment method");
    expect(text(container)).toContain("Total$25.50");
  });

  it("says the balance falls short and leads to the wallet to top up", async () => {
    const { container } = await mount({ "GET /user/wallet/details": balance(2549) });
    expect(text(container)).toContain("Your wallet balance does not cover this");
    expect(text(container)).not.toContain("No payment methods found");
    const link = [...container.querySelectorAll("a")].find((a) => a.textContent === "Top up my wallet");
    expect(link?.getAttribute("href")).toBe("/my-wallet");
    expect(pay(container)).toBeUndefined();
  });

  it("reads an unreadable balance as a failure to load, with Retry", async () => {
    const { container } = await mount({
      "GET /user/wallet/details": () => ({ ok: false, status: 0, code: "NETWORK", fieldErrors: {} }),
    });
    expect(container.querySelector("[role=alert]")?.textContent).toBe(
      "Failed to load payment methods. Please try again.",
    );
  });

  it("shows a refusal and hands it to the page (a beat sold exclusively meanwhile)", async () => {
    const onRefused = vi.fn();
    const onComplete = vi.fn();
    const { container } = await mount(
      {
        "GET /user/wallet/details": balance(5000),
        "POST /user/account/make-service-payment": () => ({
          ok: false,
          status: 409,
          code: "CONFLICT",
          msg: "This beat was sold exclusively.",
          fieldErrors: {},
        }),
      },
      { onRefused, onComplete },
    );
    click(pay(container));
    await act(async () => {
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.querySelector("[role=alert]")?.textContent).toBe("This beat was sold exclusively.");
    expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ status: 409 }));
    expect(onComplete).not.toHaveBeenCalled();
  });
});
