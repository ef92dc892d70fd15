// Runs in plain Node: the shared table's markup (caption, column headers, classes, row attributes).
import type { ColumnDef } from "@tanstack/react-table";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable } from "./data-table";

interface Row {
  id: string;
  name: string;
  state: string;
}

const columns: ColumnDef<Row>[] = [
  { id: "name", header: "Name", cell: ({ row }) => <strong>{row.original.name}</strong> },
  {
    id: "actions",
    header: () => <span className="visually-hidden">Actions</span>,
    meta: { className: "col-actions" },
    cell: ({ row }) => `#${row.index + 1}`,
  },
];

describe("DataTable", () => {
  it("renders a captioned table with scoped headers, column classes and row attributes", () => {
    const html = renderToString(
      <DataTable
        rows={[
          { id: "a", name: "Ada", state: "ok" },
          { id: "b", name: "Bo", state: "late" },
        ]}
        columns={columns}
        caption="People"
        wrapClassName="wrap"
        tableClassName="grid"
        rowData={(row) => ({ "data-state": row.state })}
      />,
    );
    expect(html).toMatch(
      // The scrolling box is named and in the tab order, so a keyboard can scroll a wide table.
      /^<div class="ngw-table-wrap wrap" role="group" aria-label="People" tabindex="0"><table class="grid"><caption class="visually-hidden">People<\/caption>/,
    );
    expect(html).toContain('<th scope="col">Name</th>');
    expect(html).toContain(
      '<th scope="col" class="col-actions"><span class="visually-hidden">Actions</span></th>',
    );
    expect(html).toContain(
      '<tr data-state="ok"><td><strong>Ada</strong></td><td class="col-actions">#1</td></tr>',
    );
    expect(html).toContain(
      '<tr data-state="late"><td><strong>Bo</strong></td><td class="col-actions">#2</td></tr>',
    );
  });
});
