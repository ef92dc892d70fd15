// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { type PageLinkProps, PaginationBar } from "./pagination-bar";
import type { PaginationMeta } from "./pagination-model";
import { cleanup, click, pressKey, render, submit, typeInto } from "./test-dom";

afterEach(cleanup);

/** Stands in for a Remix `<Link to>` wrapper: records the target it was given. */
function TestLink({ href: to, ...rest }: PageLinkProps) {
  return <a data-client-link={to} href={to} {...rest} />;
}

function meta(current_page: number, last_page: number, per_page = 10): PaginationMeta {
  const total = last_page * per_page - 3;
  const from = (current_page - 1) * per_page + 1;
  return { current_page, last_page, total, from, to: Math.min(from + per_page - 1, total), per_page };
}

const nav = (root: HTMLElement) => root.querySelector('nav[aria-label="Pagination"]') as HTMLElement;
const byLabel = (root: HTMLElement, label: string) => root.querySelector(`[aria-label="${label}"]`);
const numbers = (root: HTMLElement) =>
  [...root.querySelectorAll(".ngw-pagination__list > li")].slice(1, -1).map((li) => li.textContent);

describe("PaginationBar, callback mode", () => {
  it("renders a labelled navigation landmark with Previous, numbers with gaps, and Next", () => {
    const { container } = render(<PaginationBar meta={meta(10, 20)} onPageChange={() => {}} />);
    expect(nav(container)).not.toBeNull();
    expect(numbers(container)).toEqual(["1", "…", "8", "9", "10", "11", "12", "…", "20"]);
    expect(byLabel(container, "Previous page")?.textContent).toContain("Previous");
    expect(byLabel(container, "Next page")?.textContent).toContain("Next");
    expect(byLabel(container, "Page 1, first page")).not.toBeNull();
    expect(byLabel(container, "Page 20, last page")).not.toBeNull();
    expect(container.querySelectorAll(".ngw-pagination__gap[aria-hidden='true']")).toHaveLength(2);
  });

  it("marks the current page with aria-current and no other", () => {
    const { container } = render(<PaginationBar meta={meta(3, 8)} onPageChange={() => {}} />);
    const current = container.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toBe("3");
  });

  it("disables Previous on the first page and Next on the last", () => {
    const first = render(<PaginationBar meta={meta(1, 4)} onPageChange={() => {}} />).container;
    expect((byLabel(first, "Previous page") as HTMLButtonElement).disabled).toBe(true);
    expect((byLabel(first, "Next page") as HTMLButtonElement).disabled).toBe(false);
    const last = render(<PaginationBar meta={meta(4, 4)} onPageChange={() => {}} />).container;
    expect((byLabel(last, "Previous page") as HTMLButtonElement).disabled).toBe(false);
    expect((byLabel(last, "Next page") as HTMLButtonElement).disabled).toBe(true);
  });

  it("clamps an out-of-range current page before drawing", () => {
    const { container } = render(
      <PaginationBar meta={{ ...meta(1, 4), current_page: 40 }} onPageChange={() => {}} />,
    );
    expect(container.querySelector('[aria-current="page"]')?.textContent).toBe("4");
    expect((byLabel(container, "Next page") as HTMLButtonElement).disabled).toBe(true);
  });

  it("calls onPageChange with the neighbouring and chosen pages, not for the current page", () => {
    const onPageChange = vi.fn();
    const { container } = render(<PaginationBar meta={meta(5, 20)} onPageChange={onPageChange} />);
    click(byLabel(container, "Previous page")!);
    click(byLabel(container, "Next page")!);
    click(byLabel(container, "Page 20, last page")!);
    click(byLabel(container, "Page 5")!);
    expect(onPageChange.mock.calls).toEqual([[4], [6], [20]]);
  });

  it("hides the numbers and the summary when asked", () => {
    const { container } = render(
      <PaginationBar meta={meta(2, 5)} onPageChange={() => {}} showNumbers={false} showSummary={false} />,
    );
    expect(container.querySelector(".ngw-page--number")).toBeNull();
    expect(container.textContent).not.toContain("Showing");
    expect(byLabel(container, "Next page")).not.toBeNull();
  });

  it("shows 'Showing X to Y of Z results'", () => {
    const { container } = render(
      <PaginationBar
        meta={{ current_page: 2, last_page: 3, total: 25, from: 11, to: 20, per_page: 10 }}
        onPageChange={() => {}}
      />,
    );
    expect(container.querySelector(".ngw-pagination__summary")?.textContent).toBe(
      "Showing 11 to 20 of 25 results",
    );
  });

  it("uses 5 visible numbers by default and honours visiblePages", () => {
    const five = render(<PaginationBar meta={meta(1, 9)} onPageChange={() => {}} />).container;
    expect(numbers(five)).toEqual(["1", "2", "3", "4", "5", "…", "9"]);
    const three = render(
      <PaginationBar meta={meta(1, 9)} onPageChange={() => {}} visiblePages={3} />,
    ).container;
    expect(numbers(three)).toEqual(["1", "2", "3", "…", "9"]);
  });
});

describe("PaginationBar 'Go to' box", () => {
  const goInput = (root: HTMLElement) =>
    root.querySelector(".ngw-pagination__goto input") as HTMLInputElement;

  it("appears only above 10 pages, and only when enabled", () => {
    expect(
      goInput(render(<PaginationBar meta={meta(1, 10)} onPageChange={() => {}} />).container),
    ).toBeNull();
    const eleven = render(<PaginationBar meta={meta(1, 11)} onPageChange={() => {}} />).container;
    expect(goInput(eleven)).not.toBeNull();
    const label = eleven.querySelector(`label[for="${goInput(eleven).id}"]`);
    expect(label?.textContent).toBe("Go to");
    expect(eleven.querySelector(".ngw-page--go")?.textContent).toBe("Go");
    const off = render(
      <PaginationBar meta={meta(1, 11)} onPageChange={() => {}} showGoTo={false} />,
    ).container;
    expect(goInput(off)).toBeNull();
  });

  it("jumps on Enter and clears the box", () => {
    const onPageChange = vi.fn();
    const { container } = render(<PaginationBar meta={meta(1, 30)} onPageChange={onPageChange} />);
    typeInto(goInput(container), "17");
    const defaultKept = pressKey(goInput(container), "Enter");
    expect(defaultKept).toBe(false); // the native implicit submission is suppressed: one jump only
    expect(onPageChange.mock.calls).toEqual([[17]]);
    expect(goInput(container).value).toBe("");
  });

  it("jumps with the Go button (form submit)", () => {
    const onPageChange = vi.fn();
    const { container } = render(<PaginationBar meta={meta(1, 30)} onPageChange={onPageChange} />);
    typeInto(goInput(container), "30");
    submit(container.querySelector(".ngw-pagination__goto") as HTMLFormElement);
    expect(onPageChange.mock.calls).toEqual([[30]]);
  });

  it.each(["0", "31", "abc", "2.5", "-1", ""])("ignores the invalid jump %j and keeps the text", (input) => {
    const onPageChange = vi.fn();
    const { container } = render(<PaginationBar meta={meta(1, 30)} onPageChange={onPageChange} />);
    typeInto(goInput(container), input);
    pressKey(goInput(container), "Enter");
    submit(container.querySelector(".ngw-pagination__goto") as HTMLFormElement);
    expect(onPageChange).not.toHaveBeenCalled();
    expect(goInput(container).value).toBe(input);
  });

  it("ignores other keys", () => {
    const onPageChange = vi.fn();
    const { container } = render(<PaginationBar meta={meta(1, 30)} onPageChange={onPageChange} />);
    typeInto(goInput(container), "4");
    expect(pressKey(goInput(container), "a")).toBe(true);
    expect(onPageChange).not.toHaveBeenCalled();
  });
});

describe("PaginationBar, link mode", () => {
  const href = (page: number) => `/music?page=${page}`;

  it("renders real links (works without JS) and non-link spans for unavailable edges", () => {
    const { container } = render(<PaginationBar meta={meta(1, 12)} getPageHref={href} />);
    const prev = byLabel(container, "Previous page") ?? container.querySelector(".ngw-page--previous");
    expect(prev?.tagName).toBe("SPAN");
    expect(prev?.getAttribute("aria-disabled")).toBe("true");
    expect(prev?.hasAttribute("href")).toBe(false);
    expect(byLabel(container, "Next page")?.getAttribute("href")).toBe("/music?page=2");
    expect(byLabel(container, "Page 12, last page")?.getAttribute("href")).toBe("/music?page=12");
    expect(container.querySelector('a[aria-current="page"]')?.getAttribute("href")).toBe("/music?page=1");
    expect(container.querySelector("button:not([type=submit])")).toBeNull();
  });

  it("renders links through a custom LinkComponent (e.g. a Remix <Link> wrapper)", () => {
    const { container } = render(
      <PaginationBar meta={meta(3, 5)} getPageHref={href} LinkComponent={TestLink} />,
    );
    expect(container.querySelectorAll("a[data-client-link]")).toHaveLength(7);
    expect(byLabel(container, "Previous page")?.getAttribute("data-client-link")).toBe("/music?page=2");
  });

  it("sends a Go jump to onPageChange when one is given", () => {
    const onPageChange = vi.fn();
    const { container } = render(
      <PaginationBar meta={meta(1, 12)} getPageHref={href} onPageChange={onPageChange} />,
    );
    const input = container.querySelector(".ngw-pagination__goto input") as HTMLInputElement;
    typeInto(input, "9");
    pressKey(input, "Enter");
    expect(onPageChange.mock.calls).toEqual([[9]]);
  });

  it("otherwise loads the page's href", () => {
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, "location", { configurable: true, value: { ...original, assign } });
    try {
      const { container } = render(<PaginationBar meta={meta(1, 12)} getPageHref={href} />);
      const input = container.querySelector(".ngw-pagination__goto input") as HTMLInputElement;
      typeInto(input, "11");
      pressKey(input, "Enter");
      expect(assign).toHaveBeenCalledWith("/music?page=11");
    } finally {
      Object.defineProperty(window, "location", { configurable: true, value: original });
    }
  });
});

describe("PaginationBar keyboard focus", () => {
  it("keeps focus on the control after a page change re-renders the bar", () => {
    let page = 1;
    const onPageChange = (p: number) => {
      page = p;
    };
    const view = render(<PaginationBar meta={meta(page, 20)} onPageChange={onPageChange} />);
    const next = byLabel(view.container, "Next page") as HTMLButtonElement;
    next.focus();
    click(next);
    view.rerender(<PaginationBar meta={meta(page, 20)} onPageChange={onPageChange} />);
    expect(page).toBe(2);
    expect(document.activeElement).toBe(next);
    expect(next.isConnected).toBe(true);
  });
});
