// @vitest-environment jsdom
import { act, type ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PaymentMethod } from "../../lib/api/contract";
import type { ApiResult } from "../../lib/api/envelope";
import { type Shell, ShellContext } from "../../lib/shell-context";
import { fakeShell } from "../../lib/test-shell";
import { PAYMENT_COMPLETE_EVENT } from "../../lib/wallet/payment";
import { cleanup, click, polyfillDialog, render } from "../widgets/test-dom";
import { PaymentModal } from "./payment-modal";

beforeAll(polyfillDialog);
afterEach(cleanup);

function method(id: string, extra: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id,
    name: `Method ${id}`,
    type: "card",
    card_number: "•••• 4242",
    phone_number: null,
    is_default: false,
    needs_verification: false,
    label: `Visa •••• 4242 (${id})`,
    details: {},
    can_pay_in: true,
    can_pay_out: false,
    created_at: "2026-01-01T00:00:00Z",
    ...extra,
  };
}

type Call = { path: string; options: { body?: unknown; headers?: Record<string, string> } | undefined };

type Answers = Record<string, () => ApiResult<unknown> | Promise<ApiResult<unknown>>>;

/** Wallet details with `available` cents (the modal offers the balance only when it covers the total). */
const details = (available: number) => () => ok({ available, balance: available, held: 0 });

function shellAnswering(given: Answers) {
  const answers: Answers = { "GET /user/wallet/details": details(0), ...given };
  const calls: Call[] = [];
  const { shell, toasts } = fakeShell(async <T,>(path: string, options?: Call["options"]) => {
    calls.push({ path, options });
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected call ${path}`);
    return (await answer()) as ApiResult<T>;
  });
  return { shell, calls, toasts };
}

const ok = <T,>(data: T, msg?: string): ApiResult<T> => ({
  ok: true,
  status: 200,
  data,
  ...(msg ? { msg } : {}),
});

async function mount(element: ReactElement, shell: Shell) {
  const router = createMemoryRouter([
    { path: "/", element: <ShellContext.Provider value={shell}>{element}</ShellContext.Provider> },
    { path: "/my-wallet/payment-methods", element: <p>methods page</p> },
  ]);
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  await flush();
  return { ...view, router };
}

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const text = (root: HTMLElement) => (root.textContent ?? "").replace(/\u00a0/g, " ");
const payButton = (root: HTMLElement) =>
  [...root.querySelectorAll("button")].find((b) => b.textContent === "Pay") as HTMLButtonElement;

const modal = (props: Partial<Parameters<typeof PaymentModal>[0]> = {}) => (
  <PaymentModal
    open
    onClose={() => undefined}
    purchase={{ kind: "service", requestType: "beat_licence", item: { beat_id: "bt_1" } }}
    amount={2500}
    {...props}
  />
);

describe("PaymentModal", () => {
  it("is titled 'Payment Details' and shows a loading state until the methods arrive", async () => {
    let resolve: (value: ApiResult<unknown>) => void = () => undefined;
    const { shell } = shellAnswering({
      "GET /user/wallet/payment-methods": () => new Promise((r) => (resolve = r)),
    });
    const { container } = await mount(modal(), shell);
    expect(container.querySelector("dialog h2")?.textContent).toBe("Payment Details");
    expect(container.querySelector("[role=status]")?.textContent).toContain("Loading payment methods");
    await act(async () => resolve(ok([method("a")])));
    await flush();
    expect(container.querySelector("[role=status]")).toBeNull();
  });

  it("preselects the default method, else the first, and only lists methods that can pay", async () => {
    const withDefault = shellAnswering({
      "GET /user/wallet/payment-methods": () =>
        ok([method("a"), method("b", { is_default: true }), method("c", { can_pay_in: false })]),
    });
    const first = await mount(modal(), withDefault.shell);
    const radios = [...first.container.querySelectorAll<HTMLInputElement>("input[type=radio]")];
    expect(radios.map((r) => r.value)).toEqual(["a", "b"]);
    expect(radios.find((r) => r.checked)?.value).toBe("b");
    first.unmount();

    const noDefault = shellAnswering({
      "GET /user/wallet/payment-methods": () => ok([method("x"), method("y")]),
    });
    const second = await mount(modal(), noDefault.shell);
    expect(second.container.querySelector<HTMLInputElement>("input:checked")?.value).toBe("x");
  });

  it("shows the 2 % fee line and total = amount + fee; no fee line when the fee is 0", async () => {
    const { shell } = shellAnswering({ "GET /user/wallet/payment-methods": () => ok([method("a")]) });
    const paid = await mount(modal({ amount: 2500 }), shell);
    expect(text(paid.container)).toContain("Processing fee (2%)$0.50");
    expect(text(paid.container)).toContain("Total$25.50");
    paid.unmount();
    const free = await mount(modal({ amount: 20 }), shell);
    expect(text(free.container)).not.toContain("Processing fee");
    expect(text(free.container)).toContain("Total$0.20");
  });

  it("has the empty state with a link to add a method when there are none", async () => {
    const { shell } = shellAnswering({ "GET /user/wallet/payment-methods": () => ok([]) });
    const { container } = await mount(modal(), shell);
    expect(text(container)).toContain("No payment methods found");
    expect(text(container)).toContain("You need to add a payment method before you can make this payment.");
    const link = [...container.querySelectorAll("a")].find((a) => a.textContent === "Add Payment Method");
    expect(link?.getAttribute("href")).toBe("/my-wallet/payment-methods");
    expect(payButton(container)).toBeUndefined();
  });

  it("offers the wallet balance when it covers the total, and selects it when there is no saved method", async () => {
    const { shell, calls } = shellAnswering({
      "GET /user/wallet/payment-methods": () => ok([]),
      "GET /user/wallet/details": details(2550),
      "POST /user/account/make-service-payment": () => ok({}, "Payment processed successfully"),
    });
    const { container } = await mount(modal({ amount: 2500 }), shell);
    expect(text(container)).not.toContain("No payment methods found");
    expect(container.querySelector<HTMLInputElement>("input:checked")?.value).toBe("wallet");
    click(payButton(container));
    await flush();
    const body = calls.find((c) => c.path === "POST /user/account/make-service-payment")?.options?.body as {
      payment_data: string;
    };
    expect(JSON.parse(body.payment_data).paymentMethodId).toBe("wallet");
  });

  it("does not offer a balance short of the total (one cent short: the empty state)", async () => {
    const { shell } = shellAnswering({
      "GET /user/wallet/payment-methods": () => ok([]),
      "GET /user/wallet/details": details(2549),
    });
    const { container } = await mount(modal({ amount: 2500 }), shell);
    expect(text(container)).toContain("No payment methods found");
  });

  it("says it failed to load the methods, and Retry loads them again", async () => {
    let fail = true;
    const { shell, calls } = shellAnswering({
      "GET /user/wallet/payment-methods": () =>
        fail ? { ok: false, status: 0, code: "NETWORK", fieldErrors: {} } : ok([method("a")]),
    });
    const { container } = await mount(modal(), shell);
    expect(container.querySelector("[role=alert]")?.textContent).toBe(
      "Failed to load payment methods. Please try again.",
    );
    fail = false;
    click([...container.querySelectorAll("button")].find((b) => b.textContent === "Retry") as Element);
    await flush();
    expect(calls.filter((c) => c.path === "GET /user/wallet/payment-methods")).toHaveLength(2);
    expect(container.querySelector("input:checked")).not.toBeNull();
    expect(text(container)).toContain("Add another payment method");
  });

  it("pays with the totals and one idempotency key, then emits payment-complete and closes", async () => {
    const { shell, calls, toasts } = shellAnswering({
      "GET /user/wallet/payment-methods": () => ok([method("a", { is_default: true })]),
      "POST /user/account/make-service-payment": () => ok({ id: "op_1" }, "Payment processed successfully"),
    });
    const onComplete = vi.fn();
    const onClose = vi.fn();
    const events: Event[] = [];
    const listener = (event: Event) => events.push(event);
    window.addEventListener(PAYMENT_COMPLETE_EVENT, listener);
    const { container } = await mount(modal({ onComplete, onClose }), shell);
    click(payButton(container));
    await flush();
    window.removeEventListener(PAYMENT_COMPLETE_EVENT, listener);

    const payCall = calls.find((c) => c.path === "POST /user/account/make-service-payment");
    const body = payCall?.options?.body as { request_type: string; data: string; payment_data: string };
    expect(body.request_type).toBe("beat_licence");
    expect(JSON.parse(body.data)).toEqual({ beat_id: "bt_1" });
    expect(JSON.parse(body.payment_data)).toEqual({
      amount: 2550,
      subtotal: 2500,
      processingFee: 50,
      processingFeePercent: 2,
      paymentMethodId: "a",
    });
    expect(payCall?.options?.headers?.["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ paymentMethodId: "a" }));
    expect(events).toHaveLength(1);
    expect(onClose).toHaveBeenCalled();
    expect(toasts).toContainEqual(["success", "Payment processed successfully"]);
  });

  it("disables Pay while processing, shows the failure, and keeps the key only when no answer came", async () => {
    let answer: ApiResult<unknown> = {
      ok: false,
      status: 0,
      code: "NETWORK",
      msg: "Network error",
      fieldErrors: {},
    };
    let release: () => void = () => undefined;
    const { shell, calls } = shellAnswering({
      "GET /user/wallet/payment-methods": () => ok([method("a")]),
      "POST /user/account/make-service-payment": () => new Promise((r) => (release = () => r(answer))),
    });
    const { container } = await mount(modal(), shell);
    click(payButton(container));
    await flush();
    const busy = container.querySelector("button[aria-busy=true]") as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.textContent).toBe("Processing...");
    await act(async () => release());
    await flush();
    expect(container.querySelector("[role=alert]")?.textContent).toBe("Network error");

    answer = { ok: false, status: 402, code: "PAYMENT_DECLINED", fieldErrors: {} };
    click(payButton(container));
    await flush();
    await act(async () => release());
    await flush();
    expect(container.querySelector("[role=alert]")?.textContent).toBe(
      "Payment processing failed. Please try again.",
    );
    click(payButton(container));
    await flush();
    const keys = calls
      .filter((c) => c.path === "POST /user/account/make-service-payment")
      .map((c) => c.options?.headers?.["Idempotency-Key"]);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it("tops up with no fee line, never from the wallet itself, only to pay-in methods", async () => {
    const { shell, calls, toasts } = shellAnswering({
      "GET /user/wallet/payment-methods": () =>
        ok([method("a"), method("b", { is_default: true }), method("c", { can_pay_in: false })]),
      "GET /user/wallet/details": details(1_000_000),
      "POST /user/wallet/topup": () =>
        ok({ id: "op_1", status: "completed" }, "Wallet topped up successfully"),
    });
    const onComplete = vi.fn();
    const { container } = await mount(
      modal({ purchase: { kind: "topup", reference: "INV-7" }, amount: 2500, onComplete }),
      shell,
    );
    const radios = [...container.querySelectorAll<HTMLInputElement>("input[type=radio]")];
    expect(radios.map((r) => r.value)).toEqual(["a", "b"]);
    expect(radios.find((r) => r.checked)?.value).toBe("b");
    expect(text(container)).not.toContain("Processing fee");
    expect(text(container)).toContain("Total$25.00");
    expect(calls.some((c) => c.path === "GET /user/wallet/details")).toBe(false);
    click(payButton(container));
    await flush();
    const payCall = calls.find((c) => c.path === "POST /user/wallet/topup");
    expect(payCall?.options?.body).toEqual({
      amount: 2500,
      payment_method_id: "b",
      payment_reference: "INV-7",
    });
    expect(payCall?.options?.headers?.["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(toasts).toContainEqual(["success", "Wallet topped up successfully"]);
    expect(onComplete).toHaveBeenCalledWith(
      expect.objectContaining({ requestType: "topup", paymentMethodId: "b" }),
    );
  });

  it("shows a top-up's empty state with no saved method, whatever the balance", async () => {
    const { shell } = shellAnswering({
      "GET /user/wallet/payment-methods": () => ok([method("c", { can_pay_in: false })]),
      "GET /user/wallet/details": details(1_000_000),
    });
    const { container } = await mount(modal({ purchase: { kind: "topup" } }), shell);
    expect(text(container)).toContain("No payment methods found");
    expect(container.querySelector("input[value=wallet]")).toBeNull();
  });

  it("keeps a pending top-up open on 'Approve the payment on your phone' without completing it", async () => {
    const pending = {
      id: "op_2",
      type: "topup",
      status: "pending",
      amount: 1000,
      fee: 0,
      payment_method: { id: "a", name: "My MTN", type: "yopaymentsug" },
      next_action: "approve_on_phone",
    };
    const { shell, toasts } = shellAnswering({
      "GET /user/wallet/payment-methods": () => ok([method("a", { type: "yopaymentsug" })]),
      "POST /user/wallet/topup": () => ({ ok: true, status: 202, data: pending }),
    });
    const onComplete = vi.fn();
    const onClose = vi.fn();
    const { container } = await mount(
      modal({ purchase: { kind: "topup" }, amount: 1000, onComplete, onClose }),
      shell,
    );
    click(payButton(container));
    await flush();
    expect(container.querySelector(".wallet-progress")?.getAttribute("data-status")).toBe("pending");
    expect(text(container)).toContain("Approve the payment on your phone");
    expect(onComplete).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });
});
