// @vitest-environment jsdom
// The tracks-for-sale queue in a data router: its rows (seller, price in the viewer's currency, approval
// and a rejection's reason), the reject dialog that will not post without a reason and shows the api's
// field errors, and bulk approve's summary.
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { readTableState } from "../../../lib/admin/table-state";
import { QUEUE_TABLE } from "../../../lib/admin/tracks-for-sale/queue";
import type { Page, TrackForSale } from "../../../lib/api/contract";
import { ShellContext } from "../../../lib/shell-context";
import { fakeShell } from "../../../lib/test-shell";
import { cleanup, click, polyfillDialog, render, submit } from "../../widgets/test-dom";
import { TracksForSaleQueue } from "./queue-page";

beforeAll(polyfillDialog);
afterEach(cleanup);

const PATH = "/admin/tracks-for-sale";

function listing(id: string, title: string, more: Partial<TrackForSale> = {}): TrackForSale {
  return {
    id,
    kind: "beat",
    item_id: `beat_${id}`,
    title,
    user: { id: "usr_ada", name: "Ada Producer" },
    description: null,
    price: 1250,
    status: 1,
    approval: "pending",
    is_approved: null,
    reason: null,
    reviewed_at: null,
    created_at: "2026-03-01T10:00:00.000Z",
    updated_at: "2026-03-01T10:00:00.000Z",
    ...more,
  };
}

const ROWS = [
  listing("lst_a", "Night Drive", { description: "Dark trap, 140 BPM" }),
  listing("lst_b", "Sunrise", { approval: "rejected", is_approved: false, reason: "Sample not cleared" }),
  listing("lst_c", "Kora Bounce", { approval: "approved", is_approved: true }),
];

const pageOf = (rows: TrackForSale[]): Page<TrackForSale> => ({
  data: rows,
  current_page: 1,
  last_page: 1,
  per_page: 10,
  total: rows.length,
  from: rows.length ? 1 : null,
  to: rows.length || null,
});

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

type Answer = (form: Record<string, string>) => unknown;

function mount(rows: TrackForSale[], answer: Answer, search = "") {
  const posted: Record<string, string>[] = [];
  const { shell, toasts } = fakeShell();
  const state = readTableState(new URLSearchParams(search), QUEUE_TABLE);
  const router = createMemoryRouter(
    [
      {
        path: PATH,
        element: (
          <ShellContext.Provider value={shell}>
            <TracksForSaleQueue state={state} page={pageOf(rows)} error={null} />
          </ShellContext.Provider>
        ),
        action: async ({ request }) => {
          const form = Object.fromEntries(await request.formData()) as Record<string, string>;
          posted.push(form);
          return answer(form);
        },
      },
    ],
    { initialEntries: [`${PATH}?${search}`] },
  );
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return { ...view, posted, toasts };
}

const byLabel = <E extends Element>(root: HTMLElement, label: string) =>
  root.querySelector(`[aria-label="${label}"]`) as E;
const button = (root: HTMLElement, text: string) =>
  [...root.querySelectorAll("button")].find((b) => b.textContent === text) as HTMLButtonElement;
const row = (root: HTMLElement, id: string) => root.querySelector(`tr[data-row-id="${id}"]`) as HTMLElement;
const dialog = (root: HTMLElement) => root.querySelector("dialog[open]") as HTMLDialogElement | null;
const ok = (msg: string) => ({ ok: true, msg, at: Date.now() });

describe("TracksForSaleQueue", () => {
  it("shows each listing with its seller, price, approval and the actions its approval allows", () => {
    const { container } = mount(ROWS, () => ok(""));
    const first = row(container, "lst_a");
    expect(first.textContent).toContain("Night Drive");
    expect(first.textContent).toContain("Dark trap, 140 BPM");
    expect(first.textContent).toContain("$12.50");
    expect(first.querySelector('a[href="/admin/users/usr_ada"]')?.textContent).toBe("Ada Producer");
    const theirs = [...first.querySelectorAll("a")].find((a) => a.textContent?.startsWith("Only theirs"));
    expect(theirs?.textContent).toBe("Only theirs: listings by Ada Producer");
    expect(theirs?.getAttribute("href")).toBe(`${PATH}?seller_id=usr_ada`);
    expect(first.querySelector("[data-approval]")?.textContent).toBe("Waiting");
    expect(byLabel<HTMLButtonElement>(first, "Active: Night Drive").getAttribute("aria-checked")).toBe(
      "true",
    );

    const rejected = row(container, "lst_b");
    expect(rejected.textContent).toContain("Reason: Sample not cleared");
    expect(byLabel(rejected, "Approve Sunrise")).not.toBeNull();
    expect(byLabel(rejected, "Reject Sunrise")).toBeNull();

    const approved = row(container, "lst_c");
    expect(byLabel(approved, "Approve Kora Bounce")).toBeNull();
    // Approving again would notify the seller again: an approved row cannot be selected.
    expect(byLabel<HTMLInputElement>(approved, "Select Kora Bounce").disabled).toBe(true);
  });

  it("says nothing is waiting when the pending queue is empty", () => {
    const { container } = mount([], () => ok(""));
    expect(container.textContent).toContain("No listings waiting");
  });

  it("offers no selection where every row is already approved", () => {
    const { container } = mount([ROWS[2] as TrackForSale], () => ok(""), "approval=approved");
    expect(container.querySelector(".admin-bulk")).toBeNull();
    expect(container.querySelector("input[type=checkbox]")).toBeNull();
  });

  it("will not reject without a reason, shows the api's field error, then rejects", async () => {
    let refuse = true;
    const { container, posted, toasts } = mount(ROWS, () => {
      if (!refuse) return ok("Track for sale rejected");
      refuse = false;
      return {
        ok: false,
        code: "VALIDATION_ERROR",
        msg: "Validation errors occurred",
        fieldErrors: { reason: ["The reason is at most 500 characters."] },
        at: Date.now(),
      };
    });
    click(byLabel(container, "Reject Night Drive"));
    const open = dialog(container);
    expect(open?.querySelector("h2")?.textContent).toBe("Reject “Night Drive”?");
    const form = open?.querySelector("form") as HTMLFormElement;
    submit(form);
    await flush();
    expect(posted).toEqual([]);
    expect(form.querySelector(".field__error")?.textContent).toBe(
      "Say why it is rejected: the seller reads it.",
    );

    const reason = form.querySelector("textarea[name=reason]") as HTMLTextAreaElement;
    reason.value = "Too long, says the api";
    submit(form);
    await flush();
    expect(posted).toHaveLength(1);
    expect(form.querySelector(".field__error")?.textContent).toBe("The reason is at most 500 characters.");
    expect(dialog(container)).not.toBeNull();

    reason.value = "The sample is not cleared.";
    submit(form);
    await flush();
    expect(posted[1]).toEqual({
      intent: "moderate",
      id: "lst_a",
      is_approved: "0",
      reason: "The sample is not cleared.",
    });
    expect(toasts).toContainEqual(["success", "Track for sale rejected"]);
    expect(dialog(container)).toBeNull();
  });

  it("approves the selected listings together and reports how many went through", async () => {
    const { container, posted, toasts } = mount(ROWS, () => ({
      ok: false,
      code: "BULK_PARTIAL",
      msg: "1 of 2 approved. 1 failed: Track for sale not found",
      fieldErrors: {},
      at: Date.now(),
      approved: ["lst_a"],
      failed: [{ id: "lst_b", msg: "Track for sale not found" }],
    }));
    expect(button(container, "Approve selected").disabled).toBe(true);
    click(byLabel(container, "Select every listing on this page"));
    expect(container.textContent).toContain("2 listings selected");
    click(button(container, "Approve selected"));
    await flush();
    expect(posted).toEqual([{ intent: "bulk-approve", ids: "lst_a,lst_b" }]);
    expect(toasts).toContainEqual(["error", "1 of 2 approved. 1 failed: Track for sale not found"]);
    expect(container.querySelector(".admin-bulk__count")?.textContent).toBe(
      "Select listings to approve them together. Last bulk approve: 1 approved, 1 failed.",
    );
  });
});
