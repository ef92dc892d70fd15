// Runs in plain Node: a filter's select must render on the server (the filter forms work without JS).
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FilterSelect } from "./filter-select";

describe("FilterSelect", () => {
  it("labels its select, offers the empty 'all' choice first and starts on the URL's value", () => {
    const html = renderToString(
      <FilterSelect
        name="status"
        label="Status"
        value="0"
        all="All statuses"
        options={[
          { value: "1", label: "Active" },
          { value: "0", label: "Inactive" },
        ]}
      />,
    );
    const id = html.match(/<label for="([^"]+)">Status<\/label>/)?.[1];
    expect(id).toMatch(/^status-/);
    expect(html).toContain(`<select id="${id}" name="status">`);
    expect(html).toMatch(
      /<option value="">All statuses<\/option><option value="1">Active<\/option><option value="0" selected="">Inactive<\/option>/,
    );
  });
});
