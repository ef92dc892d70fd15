// @vitest-environment jsdom
// The plain table of the listener pages: the same semantic markup as DataTable, built without a table library.
import { act } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { type PlainColumn, PlainTable, TableMarkup } from "./plain-table";
import { cleanup, render } from "./test-dom";

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
}

const rows: Row[] = [
  { id: "a", name: "Ada" },
  { id: "b", name: "Bo" },
];

function columns(tag: string): PlainColumn<Row>[] {
  return [
    { id: "name", header: "Name", cell: (row) => <strong>{row.name}</strong> },
    {
      id: "actions",
      header: <span className="visually-hidden">Actions</span>,
      className: "col-actions",
      cell: (row, index) => <input aria-label={`${tag} ${row.name}`} data-index={index} />,
    },
  ];
}

describe("PlainTable", () => {
  it("renders a captioned table with scoped headers, column classes and one row per item", () => {
    const html = renderToString(
      <PlainTable
        rows={rows}
        columns={columns("Edit")}
        caption="People"
        wrapClassName="wrap"
        tableClassName="grid"
      />,
    );
    expect(html).toMatch(
      // The scrolling box is named and in the tab order, so a keyboard can scroll a wide table.
      /^<div class="ngw-table-wrap wrap" role="group" aria-label="People" tabindex="0"><table class="grid"><caption class="visually-hidden">People<\/caption>/,
    );
    expect(html).toContain('<thead><tr><th scope="col">Name</th>');
    expect(html).toContain(
      '<th scope="col" class="col-actions"><span class="visually-hidden">Actions</span></th></tr></thead>',
    );
    expect(html).toContain(
      '<tr><td><strong>Ada</strong></td><td class="col-actions"><input aria-label="Edit Ada" data-index="0"/></td></tr>',
    );
    expect(html).toContain(
      '<tr><td><strong>Bo</strong></td><td class="col-actions"><input aria-label="Edit Bo" data-index="1"/></td></tr>',
    );
  });

  it("keeps the cells' elements (and focus) when the columns are rebuilt", () => {
    const view = render(
      <PlainTable
        rows={rows}
        columns={columns("Edit")}
        caption="People"
        wrapClassName="w"
        tableClassName="t"
      />,
    );
    const input = view.container.querySelector('input[data-index="1"]') as HTMLInputElement;
    act(() => input.focus());
    view.rerender(
      <PlainTable
        rows={rows}
        columns={columns("Change")}
        caption="People"
        wrapClassName="w"
        tableClassName="t"
      />,
    );
    const after = view.container.querySelector('input[data-index="1"]') as HTMLInputElement;
    expect(after).toBe(input);
    expect(after.getAttribute("aria-label")).toBe("Change Bo");
    expect(document.activeElement).toBe(input);
  });

  it("keys rows by id: a reordered row keeps its element", () => {
    const view = render(
      <PlainTable
        rows={rows}
        columns={columns("Edit")}
        caption="People"
        wrapClassName="w"
        tableClassName="t"
      />,
    );
    const bo = view.container.querySelector('input[aria-label="Edit Bo"]');
    view.rerender(
      <PlainTable
        rows={[rows[1] as Row, rows[0] as Row]}
        columns={columns("Edit")}
        caption="People"
        wrapClassName="w"
        tableClassName="t"
      />,
    );
    const first = view.container.querySelector("tbody tr input");
    expect(first).toBe(bo);
    expect(first?.getAttribute("data-index")).toBe("0");
  });
  it("puts each row's attributes on its <tr>, and none when the table gives none", () => {
    const withStatus = renderToString(
      <PlainTable
        rows={rows}
        columns={[{ id: "name", header: "Name", cell: (row) => row.name }]}
        rowAttributes={(row) => ({ "data-status": row.id === "a" ? "active" : "closed" })}
        caption="People"
        wrapClassName="w"
        tableClassName="t"
      />,
    );
    expect(withStatus).toContain(
      '<tbody><tr data-status="active"><td>Ada</td></tr><tr data-status="closed">',
    );
    const plain = renderToString(
      <PlainTable
        rows={rows}
        columns={[{ id: "name", header: "Name", cell: (row) => row.name }]}
        caption="People"
        wrapClassName="w"
        tableClassName="t"
      />,
    );
    expect(plain).toContain("<tbody><tr><td>Ada</td></tr><tr><td>Bo</td></tr></tbody>");
  });
});

describe("TableMarkup", () => {
  it("puts aria-sort on headers and the row attributes on each <tr>", () => {
    const html = renderToString(
      <TableMarkup
        caption="Users"
        wrapClassName="w"
        tableClassName="t"
        headers={[{ id: "h", cells: [{ id: "name", className: "c", sort: "ascending", content: "Name" }] }]}
        rows={[
          {
            id: "u1",
            attributes: { "data-status": "active", "aria-selected": true },
            cells: [{ id: "name", className: "c", content: "Ada" }],
          },
        ]}
      />,
    );
    expect(html).toContain('<th scope="col" class="c" aria-sort="ascending">Name</th>');
    expect(html).toContain('<tr data-status="active" aria-selected="true"><td class="c">Ada</td></tr>');
  });
});
