// Runs in plain Node (no DOM): the widgets must render on the server, where Remix sends the first HTML.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LoadingButton } from "./loading-button";
import { PageLoader } from "./page-loader";
import { PaginationBar } from "./pagination-bar";

describe("server rendering", () => {
  it("renders the link-mode pagination bar as plain links, usable before hydration", () => {
    const html = renderToString(
      <PaginationBar
        meta={{ current_page: 2, last_page: 12, total: 115, from: 11, to: 20, per_page: 10 }}
        getPageHref={(page) => `/albums?page=${page}`}
      />,
    );
    expect(html).toContain('<nav aria-label="Pagination"');
    expect(html).toContain('href="/albums?page=1"');
    expect(html).toContain('href="/albums?page=3"');
    expect(html).toContain('aria-current="page"');
    expect(html).toContain("Showing 11 to 20 of 115 results");
    expect(html).toContain("Go to");
  });

  it("renders the loader and a busy loading button", () => {
    expect(renderToString(<PageLoader />)).toContain("Loading data...");
    const button = renderToString(
      <LoadingButton loadingKey="save" loading="save">
        Save
      </LoadingButton>,
    );
    expect(button).toContain('aria-busy="true"');
    expect(button).toContain("disabled");
  });
});
