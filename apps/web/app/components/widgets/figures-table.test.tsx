import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FiguresTable } from "./figures-table";

const rows = [
  { key: "2026-11-01", label: "Nov 1", values: ["12", "3"] },
  { key: "2026-11-02", label: "Nov 2", values: ["7", "0"] },
];

describe("FiguresTable", () => {
  it("puts each row's label in a row header and one cell per series, in the keyboard-reachable box", () => {
    const html = renderToString(
      <FiguresTable
        caption="Plays: figures per day"
        columns={["Day", "Plays", "Likes"]}
        rows={rows}
        boxClassName="box"
        tableClassName="grid"
        cellClassName="num"
      />,
    );
    expect(html).toMatch(
      /^<div class="box" role="group" aria-label="Plays: figures per day" tabindex="0"><table class="grid"><caption class="visually-hidden">Plays: figures per day<\/caption>/,
    );
    expect(html).toContain(
      '<thead><tr><th scope="col">Day</th><th scope="col">Plays</th><th scope="col">Likes</th></tr></thead>',
    );
    expect(html).toContain('<tr><th scope="row">Nov 2</th><td class="num">7</td><td class="num">0</td></tr>');
  });

  it("shows the caption when asked", () => {
    const html = renderToString(
      <FiguresTable
        caption="Figures"
        columns={["Day"]}
        rows={[]}
        boxClassName="b"
        tableClassName="t"
        showCaption
      />,
    );
    expect(html).toContain("<caption>Figures</caption>");
  });
});
