// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { PageLoader } from "./page-loader";
import { Spinner } from "./spinner";
import { cleanup, render } from "./test-dom";

afterEach(cleanup);

describe("PageLoader", () => {
  it("is a status region reading 'Loading data...' with a medium primary spinner by default", () => {
    const { container } = render(<PageLoader />);
    const status = container.querySelector('[role="status"]') as HTMLElement;
    expect(status.textContent).toBe("Loading data...");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.classList.contains("ngw-page-loader")).toBe(true);
    const spinner = status.querySelector(".ngw-spinner") as HTMLElement;
    expect(spinner.className).toBe("ngw-spinner ngw-spinner--md ngw-color--primary");
    expect(spinner.getAttribute("aria-hidden")).toBe("true");
  });

  it.each(["sm", "md", "lg", "xl"] as const)("supports size %s", (size) => {
    const { container } = render(<PageLoader size={size} />);
    expect(container.querySelector(`.ngw-spinner--${size}`)).not.toBeNull();
  });

  it.each(["primary", "secondary", "success", "warning", "danger"] as const)(
    "supports colour %s",
    (color) => {
      const { container } = render(<PageLoader color={color} />);
      expect(container.querySelector(`.ngw-spinner.ngw-color--${color}`)).not.toBeNull();
    },
  );

  it("shows custom text and can cover its container", () => {
    const { container } = render(<PageLoader text="Fetching albums..." overlay />);
    const status = container.querySelector('[role="status"]') as HTMLElement;
    expect(status.textContent).toBe("Fetching albums...");
    expect(status.classList.contains("ngw-page-loader--overlay")).toBe(true);
  });
});

describe("Spinner", () => {
  it("is decorative without a label and an announced image with one", () => {
    const plain = render(<Spinner />).container.firstElementChild as HTMLElement;
    expect(plain.getAttribute("aria-hidden")).toBe("true");
    expect(plain.className).toBe("ngw-spinner ngw-spinner--md");
    const labelled = render(<Spinner size="xl" color="danger" label="Uploading" />).container
      .firstElementChild as HTMLElement;
    expect(labelled.getAttribute("role")).toBe("img");
    expect(labelled.getAttribute("aria-label")).toBe("Uploading");
    expect(labelled.hasAttribute("aria-hidden")).toBe(false);
    expect(labelled.className).toBe("ngw-spinner ngw-spinner--xl ngw-color--danger");
  });
});
