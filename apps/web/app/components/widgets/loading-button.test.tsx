// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { isLoadingFor, LoadingButton } from "./loading-button";
import { cleanup, click, render } from "./test-dom";

afterEach(cleanup);

describe("isLoadingFor", () => {
  it("is true only when the global loading flag equals the key", () => {
    expect(isLoadingFor("save", "save")).toBe(true);
    expect(isLoadingFor("save", "delete")).toBe(false);
    expect(isLoadingFor("save", null)).toBe(false);
    expect(isLoadingFor("save", undefined)).toBe(false);
    expect(isLoadingFor("", "")).toBe(false);
  });
});

describe("LoadingButton", () => {
  const button = (root: HTMLElement) => root.querySelector("button") as HTMLButtonElement;

  it("shows its label and is enabled while another key (or nothing) is loading", () => {
    for (const loading of [null, "delete"]) {
      const { container, unmount } = render(
        <LoadingButton loadingKey="save" loading={loading}>
          Save
        </LoadingButton>,
      );
      expect(button(container).textContent).toBe("Save");
      expect(button(container).disabled).toBe(false);
      expect(button(container).hasAttribute("aria-busy")).toBe(false);
      expect(container.querySelector(".ngw-spinner")).toBeNull();
      unmount();
    }
  });

  it("shows a spinner and the loading text, disabled and aria-busy, while its own key is loading", () => {
    const { container } = render(
      <LoadingButton loadingKey="save" loading="save" loadingText="Saving...">
        Save
      </LoadingButton>,
    );
    expect(button(container).textContent).toBe("Saving...");
    expect(button(container).disabled).toBe(true);
    expect(button(container).getAttribute("aria-busy")).toBe("true");
    expect(container.querySelector(".ngw-spinner")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("says 'Loading...' by default and goes back to its label when the flag changes", () => {
    const view = render(
      <LoadingButton loadingKey="save" loading="save">
        Save
      </LoadingButton>,
    );
    expect(button(view.container).textContent).toBe("Loading...");
    view.rerender(
      <LoadingButton loadingKey="save" loading={null}>
        Save
      </LoadingButton>,
    );
    expect(button(view.container).textContent).toBe("Save");
    expect(button(view.container).disabled).toBe(false);
  });

  it("does not fire clicks while busy, and does otherwise", () => {
    const onClick = vi.fn();
    const busy = render(
      <LoadingButton loadingKey="save" loading="save" onClick={onClick}>
        Save
      </LoadingButton>,
    );
    click(button(busy.container));
    expect(onClick).not.toHaveBeenCalled();
    busy.unmount();
    const idle = render(
      <LoadingButton loadingKey="save" loading={null} onClick={onClick}>
        Save
      </LoadingButton>,
    );
    click(button(idle.container));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("defaults to type=button, passes other attributes through and keeps an explicit disabled", () => {
    const { container } = render(
      <LoadingButton loadingKey="save" loading={null} disabled name="intent" value="save" className="wide">
        Save
      </LoadingButton>,
    );
    expect(button(container).type).toBe("button");
    expect(button(container).disabled).toBe(true);
    expect(button(container).name).toBe("intent");
    expect(button(container).className).toBe("ngw-button ngw-button--primary wide");
    const submit = render(
      <LoadingButton type="submit" loadingKey="save" loading={null} variant="danger">
        Save
      </LoadingButton>,
    ).container;
    expect(button(submit).type).toBe("submit");
    expect(button(submit).classList.contains("ngw-button--danger")).toBe(true);
  });
});
