// @vitest-environment jsdom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { COVER_PLACEHOLDER } from "../../lib/catalogue/placeholder";
import { cleanup, render } from "../widgets/test-dom";
import { CoverImage, FIRST_SCREEN_ROWS, listLoading } from "./cover-image";

afterEach(cleanup);

const img = (root: HTMLElement) => root.querySelector("img") as HTMLImageElement;
const fail = (element: HTMLImageElement) => act(() => void element.dispatchEvent(new Event("error")));

describe("CoverImage", () => {
  it("shows the cover, then the placeholder once it fails", () => {
    const { container } = render(<CoverImage src="/api/v1/media/images/a.svg" />);
    expect(img(container).getAttribute("src")).toBe("/api/v1/media/images/a.svg");
    expect(img(container).hasAttribute("data-placeholder")).toBe(false);
    fail(img(container));
    expect(img(container).getAttribute("src")).toBe(COVER_PLACEHOLDER);
    expect(img(container).getAttribute("data-placeholder")).toBe("true");
    expect(img(container).hasAttribute("srcset")).toBe(false);
    // A second error (of the placeholder) changes nothing: replaced once, no loop.
    fail(img(container));
    expect(img(container).getAttribute("src")).toBe(COVER_PLACEHOLDER);
  });

  it("asks for a details page's cover at high priority, and only there", () => {
    const { container, rerender } = render(<CoverImage src="/a.png" size="lg" priority />);
    expect(img(container).getAttribute("fetchpriority")).toBe("high");
    rerender(<CoverImage src="/a.png" size="sm" />);
    expect(img(container).hasAttribute("fetchpriority")).toBe(false);
  });

  it("starts on the placeholder without a url and gives a new url its own chance", () => {
    const { container, rerender } = render(<CoverImage src={null} />);
    expect(img(container).getAttribute("src")).toBe(COVER_PLACEHOLDER);
    rerender(<CoverImage src="/b.png" />);
    expect(img(container).getAttribute("src")).toBe("/b.png");
  });

  it("lets the browser pick a raster cover's narrower copy for the size it is laid out at", () => {
    const cover = "/api/v1/media/images/covers/albums/a.jpg";
    const { container, rerender } = render(<CoverImage src={cover} size="sm" />);
    expect(img(container).getAttribute("src")).toBe(`${cover}?w=384`);
    expect(img(container).getAttribute("srcset")).toContain(`${cover}?w=96 96w`);
    expect(img(container).getAttribute("sizes")).toBe("40px");
    rerender(<CoverImage src={cover} size="fill" />);
    expect(img(container).getAttribute("sizes")).toBe("(max-width: 420px) 50vw, 240px");
  });

  it("loads a long list's covers past the first screenful lazily, and a priority cover never", () => {
    expect(listLoading(0)).toBe("eager");
    expect(listLoading(FIRST_SCREEN_ROWS - 1)).toBe("eager");
    expect(listLoading(FIRST_SCREEN_ROWS)).toBe("lazy");
    const { container, rerender } = render(<CoverImage src="/a.svg" size="sm" loading="lazy" />);
    expect(img(container).getAttribute("loading")).toBe("lazy");
    rerender(<CoverImage src="/a.svg" size="sm" />);
    expect(img(container).hasAttribute("loading")).toBe(false);
    rerender(<CoverImage src="/a.svg" size="lg" priority loading="lazy" />);
    expect(img(container).hasAttribute("loading")).toBe(false);
    expect(img(container).getAttribute("fetchpriority")).toBe("high");
  });

  it("is decorative by default and keeps a given description", () => {
    const { container, rerender } = render(<CoverImage src="/a.png" />);
    expect(img(container).getAttribute("alt")).toBe("");
    rerender(<CoverImage src="/a.png" alt="Album cover" round size="lg" />);
    expect(img(container).getAttribute("alt")).toBe("Album cover");
    expect(img(container).className).toContain("cat-cover--round");
  });
});
