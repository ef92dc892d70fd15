// @vitest-environment jsdom
// `/upgrade` in a data router: the form is checked before it leaves, a type with a fee answers
// awaiting_payment and opens the Payment modal for exactly that application (account_upgrade, no added
// fee, the wallet balance offered), and a paid fee says 'Upgrade Request Submitted Successfully'.
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ApiResult } from "../../lib/api/envelope";
import { ShellContext } from "../../lib/shell-context";
import { fakeShell } from "../../lib/test-shell";
import { ARTIST_OPTION, application, PROMOTER_OPTION } from "../../lib/upgrade/test-fixtures";
import { paymentModalCode } from "../wallet/payment-modal-slot";
import { cleanup, click, polyfillDialog, render, submit } from "../widgets/test-dom";
import { UpgradePage } from "./upgrade-page";
import { upgradeChecks } from "./use-upgrade-form";

beforeAll(polyfillDialog);
// The form's check and the Payment modal are fetched on first use in the app; here they are there from
// the start (upgrade-on-demand.test.tsx covers a submit before the check has arrived).
beforeAll(() => Promise.all([upgradeChecks.load(), paymentModalCode.load()]));
afterEach(cleanup);

const awaiting = application({ id: "uap_7", links: ["https://soundcloud.com/dj"] });

async function flush() {
  await act(async () => {
    for (let i = 0; i < 8; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function setValue(element: HTMLTextAreaElement | HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, "value")?.set;
  act(() => {
    setter?.call(element, value);
    element.dispatchEvent(
      new Event(element instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
    );
  });
}

async function mount() {
  const posted: Record<string, string>[] = [];
  const calls: { path: string; body: unknown }[] = [];
  const answers: Record<string, () => ApiResult<unknown>> = {
    "GET /user/wallet/payment-methods": () => ({ ok: true, status: 200, data: [] }),
    "GET /user/wallet/details": () => ({
      ok: true,
      status: 200,
      data: { available: 600, balance: 600, held: 0 },
    }),
    "POST /user/account/make-service-payment": () => ({
      ok: true,
      status: 200,
      data: { id: "wop_1", status: "completed" },
      msg: "Payment processed successfully",
    }),
  };
  const { shell, toasts } = fakeShell(async <T,>(path: string, options?: { body?: unknown }) => {
    calls.push({ path, body: options?.body });
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected call ${path}`);
    return answer() as ApiResult<T>;
  });
  const router = createMemoryRouter(
    [
      {
        path: "/upgrade",
        element: (
          <ShellContext.Provider value={shell}>
            <UpgradePage types={[PROMOTER_OPTION, ARTIST_OPTION]} applications={[]} />
          </ShellContext.Provider>
        ),
        loader: () => null,
        action: async ({ request }) => {
          posted.push(Object.fromEntries(await request.formData()) as Record<string, string>);
          return {
            ok: true,
            msg: "Pay the fee to send your application.",
            at: Date.now(),
            application: awaiting,
          };
        },
      },
    ],
    { initialEntries: ["/upgrade"] },
  );
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  await flush();
  return { ...view, posted, calls, toasts };
}

const text = (node: Element | null) => (node?.textContent ?? "").replace(/\u00a0/g, " ");

describe("UpgradePage", () => {
  it("shows each type's fee (0 = Free) and refuses a promoter application without evidence", async () => {
    const { container, posted } = await mount();
    expect(text(container.querySelector('[data-type="Promoter"] [data-fee]'))).toBe("$5.00");
    expect(text(container.querySelector('[data-type="Artist"] [data-fee]'))).toBe("Free");
    const form = container.querySelector("form.upgrade-form") as HTMLFormElement;
    setValue(form.querySelector("select[name=user_category_id]") as unknown as HTMLSelectElement, "uca_dj");
    setValue(
      form.querySelector<HTMLTextAreaElement>("textarea[name=motivation]") as HTMLTextAreaElement,
      awaiting.motivation,
    );
    expect(text(form.querySelector("#upgrade-motivation-count"))).toBe("37 / 1000 characters (at least 20)");
    submit(form);
    await flush();
    expect(posted).toEqual([]);
    expect(text(form.querySelector('[id^="upgrade-link-"][id$="-error"]'))).toBe(
      "Enter the link, or remove it.",
    );
  });

  it("hands an awaiting_payment application to the Payment modal and confirms once paid", async () => {
    const { container, posted, calls, toasts } = await mount();
    const form = container.querySelector("form.upgrade-form") as HTMLFormElement;
    setValue(form.querySelector("select[name=user_category_id]") as unknown as HTMLSelectElement, "uca_dj");
    setValue(
      form.querySelector<HTMLTextAreaElement>("textarea[name=motivation]") as HTMLTextAreaElement,
      awaiting.motivation,
    );
    setValue(
      form.querySelector<HTMLInputElement>('input[name="links.0"]') as HTMLInputElement,
      "https://soundcloud.com/dj",
    );
    submit(form);
    await flush();
    expect(posted[0]).toMatchObject({
      intent: "apply",
      user_type_id: "uty_promoter",
      user_category_id: "uca_dj",
      "links.0": "https://soundcloud.com/dj",
    });
    const modal = container.querySelector("dialog[open]") as HTMLDialogElement;
    expect(modal.querySelector("h2")?.textContent).toBe("Payment Details");
    expect(text(modal)).toContain("Account upgrade: Promoter");
    expect(text(modal)).not.toContain("Processing fee");
    expect(text(modal)).toContain("Total$5.00");
    expect(modal.querySelector<HTMLInputElement>("input:checked")?.value).toBe("wallet");

    click([...modal.querySelectorAll("button")].find((b) => b.textContent === "Pay") as Element);
    await flush();
    const pay = calls.find((c) => c.path === "POST /user/account/make-service-payment")?.body as {
      request_type: string;
      data: string;
      payment_data: string;
    };
    expect(pay.request_type).toBe("account_upgrade");
    expect(JSON.parse(pay.data)).toEqual({ application_id: "uap_7" });
    expect(JSON.parse(pay.payment_data)).toMatchObject({ amount: 500, processingFee: 0 });
    expect(toasts).toContainEqual(["success", "Upgrade Request Submitted Successfully"]);
    expect(container.querySelector("dialog[open]")).toBeNull();
  });
});
