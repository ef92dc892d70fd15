// Server-rendered: a lookup page's heading, "New …" dialog button, filters and table are in the first HTML.
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { LOOKUP_SPEC } from "../../lib/admin/lookups";
import { readTableState } from "../../lib/admin/table-state";
import type { LookupItem, Page } from "../../lib/api/contract";
import { ShellContext } from "../../lib/shell-context";
import { fakeShell } from "../../lib/test-shell";
import { SimpleLookupPage } from "./lookup-page";

const genre: LookupItem = {
  id: "gen_1",
  title: "Afrobeat",
  normalized_title: "afrobeat",
  description: null,
  status: 1,
  created_at: "2026-11-12T10:00:00Z",
  updated_at: "2026-11-12T10:00:00Z",
};

const page = (data: LookupItem[]): Page<LookupItem> => ({
  data,
  current_page: 1,
  last_page: 1,
  per_page: 10,
  total: data.length,
  from: data.length ? 1 : null,
  to: data.length ? data.length : null,
});

function html(data: LookupItem[], search = "") {
  const state = readTableState(new URLSearchParams(search), LOOKUP_SPEC);
  const { shell } = fakeShell();
  const element = (
    <ShellContext.Provider value={shell}>
      <SimpleLookupPage kind="genres" data={{ state, page: page(data), error: null }} />
    </ShellContext.Provider>
  );
  return renderToString(<RouterProvider router={createMemoryRouter([{ path: "*", element }])} />);
}

describe("SimpleLookupPage", () => {
  it("heads the page with its New dialog, the filters and the rows with Edit and Delete", () => {
    const out = html([genre]);
    expect(out).toMatch(/<h1[^>]*>Genres<\/h1>/);
    expect(out).toMatch(/<button type="button" class="button button--primary"[^>]*>New genre<\/button>/);
    expect(out).toContain('aria-label="Filter genres"');
    expect(out).toContain("Search titles");
    expect(out).toContain("Genres, page 1 of 1");
    expect(out).toContain('aria-label="Edit Afrobeat"');
    expect(out).toContain('aria-label="Select Afrobeat"');
  });

  it("invites the first row when the list is empty", () => {
    expect(html([])).toContain("Add the first genre with “New genre”.");
    expect(html([], "q=zz")).toContain("No genres match these filters");
  });
});
