// @vitest-environment jsdom
// The decision on an application in a data router: the dialog says what each outcome does, a rejection
// needs its reason before anything is posted, and the toast is the api's own answer for that outcome.
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ShellContext } from "../../../lib/shell-context";
import { fakeShell } from "../../../lib/test-shell";
import { cleanup, click, polyfillDialog, render, submit } from "../../widgets/test-dom";
import { DecisionButtons, type DecisionButtonsProps } from "./decision-dialog";

beforeAll(polyfillDialog);
afterEach(cleanup);

const PATH = "/admin/user-applications/uap_1";

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function mount(props: Partial<DecisionButtonsProps> = {}, answer = (decision: string) => decision) {
  const posted: Record<string, string>[] = [];
  const { shell, toasts } = fakeShell();
  const router = createMemoryRouter(
    [
      {
        path: PATH,
        element: (
          <ShellContext.Provider value={shell}>
            <DecisionButtons action={PATH} applicant="Ada" typeTitle="Promoter" feeCents={500} {...props} />
          </ShellContext.Provider>
        ),
        action: async ({ request }) => {
          const form = Object.fromEntries(await request.formData()) as Record<string, string>;
          posted.push(form);
          const decision = form.decision ?? "";
          const msg = answer(decision) === "approve" ? "Application approved" : "Application rejected";
          return { ok: true, msg, at: Date.now() };
        },
      },
    ],
    { initialEntries: [PATH] },
  );
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return { ...view, posted, toasts };
}

const button = (root: HTMLElement, text: string) =>
  [...root.querySelectorAll("button")].find((b) => b.textContent === text) as HTMLButtonElement;
const dialog = (root: HTMLElement) => root.querySelector("dialog[open]") as HTMLDialogElement | null;
const text = (node: Element | null) => (node?.textContent ?? "").replace(/\u00a0/g, " ");

describe("DecisionButtons", () => {
  it("refuses a rejection without a reason, then posts it with one and toasts the api's answer", async () => {
    const { container, posted, toasts } = mount();
    click(button(container, "Reject"));
    const open = dialog(container);
    expect(open?.querySelector("h2")?.textContent).toBe("Reject this application?");
    expect(text(open)).toContain(
      "Ada is told why, and can apply again in 7 days. The held fee of $5.00 goes back to their wallet.",
    );

    const form = open?.querySelector("form") as HTMLFormElement;
    submit(form);
    await flush();
    expect(posted).toEqual([]);
    expect(text(form.querySelector(".field__error"))).toBe(
      "Tell the applicant why, in at least 5 characters.",
    );

    (form.querySelector("textarea[name=reason]") as HTMLTextAreaElement).value = "No links to your shows.";
    submit(form);
    await flush();
    expect(posted).toEqual([{ intent: "decide", decision: "reject", reason: "No links to your shows." }]);
    expect(toasts).toContainEqual(["success", "Application rejected"]);
    expect(dialog(container)).toBeNull();
  });

  it("approves without a reason and says the approval, never a rejection's message", async () => {
    const { container, posted, toasts } = mount();
    click(button(container, "Approve"));
    const open = dialog(container);
    expect(open?.querySelector("h2")?.textContent).toBe("Approve this application?");
    expect(text(open)).toContain("Ada becomes Promoter at once. The held fee of $5.00 is taken.");
    submit(open?.querySelector("form") as HTMLFormElement);
    await flush();
    expect(posted).toEqual([{ intent: "decide", decision: "approve", reason: "" }]);
    expect(toasts).toEqual([["success", "Application approved"]]);
  });

  it("names the application when deciding from the applicant's user page", async () => {
    const { container, posted } = mount({ applicationId: "uap_9", feeCents: undefined });
    click(button(container, "Approve"));
    expect(text(dialog(container))).toContain("Any held fee is taken.");
    submit(dialog(container)?.querySelector("form") as HTMLFormElement);
    await flush();
    expect(posted[0]).toMatchObject({ application_id: "uap_9", decision: "approve" });
  });
});
