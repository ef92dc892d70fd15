// @vitest-environment jsdom
// `/upgrade` loads neither the forms' schemas (zod) nor the Payment modal with its first view: an
// application sent before its check has arrived goes to the action, which answers with the same
// field-keyed messages; the form's first focus fetches the check, and pointing at 'Continue to payment'
// fetches the modal.
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ShellContext } from "../../lib/shell-context";
import { fakeShell } from "../../lib/test-shell";
import { ARTIST_OPTION, PROMOTER_OPTION } from "../../lib/upgrade/test-fixtures";
import { paymentModalCode } from "../wallet/payment-modal-slot";
import { cleanup, polyfillDialog, render, submit } from "../widgets/test-dom";
import { UpgradePage } from "./upgrade-page";
import { upgradeChecks } from "./use-upgrade-form";

beforeAll(polyfillDialog);
afterEach(cleanup);

const LINK_MESSAGE = "Add at least one link (socials, releases) to apply as Promoter.";

const { shell } = fakeShell();

async function settle() {
  await act(async () => {
    for (let i = 0; i < 8; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Waits (inside act: the arrival re-renders) until `code` has arrived; fails if it never does. */
async function arrived(code: { loaded: () => unknown }) {
  await act(async () => {
    for (let i = 0; i < 400 && !code.loaded(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  });
  expect(code.loaded()).toBeDefined();
}

async function mount() {
  const posted: Record<string, string>[] = [];
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
          return { ok: false, code: "VALIDATION", fieldErrors: { links: [LINK_MESSAGE] }, at: posted.length };
        },
      },
    ],
    { initialEntries: ["/upgrade"] },
  );
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  await settle();
  const form = view.container.querySelector("form.upgrade-form") as HTMLFormElement;
  return { form, posted };
}

function fill(form: HTMLFormElement) {
  (form.querySelector("select[name=user_category_id]") as unknown as HTMLSelectElement).value = "uca_dj";
  (form.querySelector("textarea[name=motivation]") as HTMLTextAreaElement).value =
    "I run a weekly show on Kampala radio.";
}

describe("/upgrade's on-demand code", () => {
  it("sends an application unchecked before the check has arrived; the action's messages show", async () => {
    const { form, posted } = await mount();
    expect(upgradeChecks.loaded()).toBeUndefined();
    expect(paymentModalCode.loaded()).toBeUndefined();
    fill(form);
    submit(form);
    await settle();
    expect(posted).toEqual([expect.objectContaining({ intent: "apply", user_type_id: "uty_promoter" })]);
    expect(form.textContent).toContain(LINK_MESSAGE);
  });

  it("checks the form itself once its first focus has fetched the check", async () => {
    const { form, posted } = await mount();
    act(
      () => void form.querySelector("textarea")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true })),
    );
    await arrived(upgradeChecks);
    await settle();
    fill(form);
    submit(form);
    await settle();
    expect(posted).toEqual([]);
    expect(form.textContent).toContain("Enter the link, or remove it.");
  });

  it("fetches the Payment modal when 'Continue to payment' is pointed at", async () => {
    const { form } = await mount();
    const send = form.querySelector("button[type=submit]") as HTMLButtonElement;
    expect(send.textContent).toBe("Continue to payment");
    act(() => void send.dispatchEvent(new MouseEvent("pointerover", { bubbles: true })));
    await arrived(paymentModalCode);
  });
});
