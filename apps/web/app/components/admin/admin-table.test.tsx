// @vitest-environment jsdom
// The generic admin table in a data router: sort headers write the URL, the header checkbox selects the
// page, and bulk Activate/Deactivate post the selected ids to the page's action.
import type { ColumnDef } from "@tanstack/react-table";
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { readTableState, type TableSpec } from "../../lib/admin/table-state";
import type { Page } from "../../lib/api/contract";
import { ShellContext } from "../../lib/shell-context";
import { fakeShell } from "../../lib/test-shell";
import { cleanup, click, polyfillDialog, render } from "../widgets/test-dom";
import { AdminTable } from "./admin-table";

beforeAll(polyfillDialog);
afterEach(cleanup);

interface Row {
  id: string;
  title: string;
  created_at: string;
}

const SPEC: TableSpec = { sorts: ["title", "created_at"] };
const PATH = "/admin/genres";
const columns: ColumnDef<Row>[] = [
  { id: "title", header: "Title", cell: ({ row }) => row.original.title },
  { id: "created_at", header: "Added", cell: ({ row }) => row.original.created_at },
  { id: "description", header: "Description", cell: () => "—" },
];

function pageOf(rows: Row[]): Page<Row> {
  return {
    data: rows,
    current_page: 1,
    last_page: 1,
    per_page: 10,
    total: rows.length,
    from: rows.length ? 1 : null,
    to: rows.length ? rows.length : null,
  };
}

const ROWS: Row[] = [
  { id: "gen_a", title: "Afrobeat", created_at: "2026-01-01" },
  { id: "gen_b", title: "Bongo", created_at: "2026-01-02" },
  { id: "gen_c", title: "Chimurenga", created_at: "2026-01-03" },
];

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function mount(search: string, rows: Row[] = ROWS, error?: string) {
  const posted: FormData[] = [];
  const { shell, toasts } = fakeShell();
  const state = readTableState(new URLSearchParams(search), SPEC);
  const element = (
    <ShellContext.Provider value={shell}>
      <AdminTable
        page={error ? null : pageOf(rows)}
        error={error ?? null}
        columns={columns}
        state={state}
        spec={SPEC}
        path={PATH}
        noun={{ one: "genre", many: "genres" }}
        rowLabel={(row) => row.title}
        bulkStatus
      />
    </ShellContext.Provider>
  );
  const router = createMemoryRouter(
    [
      {
        path: PATH,
        element,
        action: async ({ request }) => {
          posted.push(await request.formData());
          return { ok: true, msg: "Genres Deactivated", at: Date.now() };
        },
      },
    ],
    { initialEntries: [`${PATH}?${search}`] },
  );
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return { ...view, router, posted, toasts };
}

const header = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll("th")].find((th) => th.textContent?.startsWith(name)) as HTMLElement;
const checkbox = (root: HTMLElement, label: string) =>
  root.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement;
const button = (root: HTMLElement, text: string) =>
  [...root.querySelectorAll("button")].find((b) => b.textContent === text) as HTMLButtonElement;

describe("AdminTable", () => {
  it("marks the sorted column with aria-sort and sorts only the spec's columns", () => {
    const { container } = mount("sort=title&direction=asc");
    expect(header(container, "Title").getAttribute("aria-sort")).toBe("ascending");
    expect(header(container, "Added").getAttribute("aria-sort")).toBe("none");
    expect(header(container, "Description").hasAttribute("aria-sort")).toBe(false);
    expect(header(container, "Description").querySelector("button")).toBeNull();
  });

  it("writes the next order into the URL when a header is pressed, back on page 1", async () => {
    const { container, router } = mount("sort=title&direction=asc&page=1&status=1");
    click(header(container, "Title").querySelector("button") as HTMLButtonElement);
    await flush();
    expect(router.state.location.search).toBe("?status=1&sort=title&direction=desc");
    click(header(container, "Added").querySelector("button") as HTMLButtonElement);
    await flush();
    expect(router.state.location.search).toBe("?status=1&sort=created_at&direction=asc");
  });

  it("selects the page's rows with the header checkbox, mixed when only some are", () => {
    const { container } = mount("");
    const all = checkbox(container, "Select every genre on this page");
    expect(button(container, "Deactivate").disabled).toBe(true);
    click(checkbox(container, "Select Bongo"));
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    expect(container.textContent).toContain("1 genre selected");
    click(all);
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
    expect(container.textContent).toContain("3 genres selected");
    expect(container.querySelectorAll('tr[aria-selected="true"]')).toHaveLength(3);
    click(all);
    expect(container.querySelectorAll('tr[aria-selected="true"]')).toHaveLength(0);
  });

  it("posts the selected ids with the bulk status, toasts the answer and clears the selection", async () => {
    const { container, posted, toasts } = mount("");
    click(checkbox(container, "Select Afrobeat"));
    click(checkbox(container, "Select Chimurenga"));
    click(button(container, "Deactivate"));
    await flush();
    expect(posted).toHaveLength(1);
    const form = posted[0] as FormData;
    expect(Object.fromEntries(form)).toEqual({ intent: "bulk-status", ids: "gen_a,gen_c", status: "0" });
    expect(toasts).toContainEqual(["success", "Genres Deactivated"]);
    expect(container.querySelectorAll('tr[aria-selected="true"]')).toHaveLength(0);
  });

  it("tells an empty list from a filtered one that matches nothing", () => {
    const empty = mount("", []);
    expect(empty.container.textContent).toContain("No genres yet");
    empty.unmount();
    const filtered = mount("q=zz&sort=title", []);
    expect(filtered.container.textContent).toContain("No genres match these filters");
    const clear = [...filtered.container.querySelectorAll("a")].find(
      (a) => a.textContent === "Clear filters",
    );
    expect(clear?.getAttribute("href")).toBe(`${PATH}?sort=title&direction=asc`);
  });

  it("shows why the list could not be read instead of the table", () => {
    const { container } = mount("", ROWS, "Status must be 1 (active) or 0 (inactive).");
    expect(container.querySelector("table")).toBeNull();
    expect(container.querySelector("[role=alert]")?.textContent).toContain("must be 1");
  });
});
