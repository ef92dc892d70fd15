// @vitest-environment jsdom
// Code fetched on first use: one import however many openers ask, retried after a failure, prefetched on
// intent, and the opening box shown until it arrives.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OpeningDialog, onDemand, useOnDemand } from "./on-demand";
import { cleanup, click, render } from "./test-dom";

afterEach(cleanup);

/** Lets the pending promise callbacks run inside act(). */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("onDemand", () => {
  it("imports once, however many times it is asked", async () => {
    const importer = vi.fn(async () => ({ value: 42 }));
    const source = onDemand(importer);
    expect(source.current).toBeUndefined();
    const [a, b] = await Promise.all([source.load(), source.load()]);
    await source.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(source.current).toEqual({ value: 42 });
  });

  it("tries again after a failed import", async () => {
    const importer = vi
      .fn<() => Promise<{ value: number }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce({ value: 1 });
    const source = onDemand(importer);
    await expect(source.load()).rejects.toThrow("offline");
    expect(source.current).toBeUndefined();
    await expect(source.load()).resolves.toEqual({ value: 1 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

interface Panel {
  Panel: () => JSX.Element;
}

function Opener({ source, onFailed }: { source: ReturnType<typeof onDemand<Panel>>; onFailed: () => void }) {
  const panel = useOnDemand(source, onFailed);
  const Loaded = panel.module?.Panel;
  return (
    <>
      <button type="button" {...panel.intent} onClick={panel.need}>
        Open
      </button>
      {Loaded ? <Loaded /> : <OpeningDialog />}
    </>
  );
}

describe("useOnDemand", () => {
  it("prefetches on focus and on pointer entry without showing anything", async () => {
    const importer = vi.fn(async () => ({ Panel: () => <p>Panel</p> }));
    const view = render(<Opener source={onDemand(importer)} onFailed={() => undefined} />);
    const button = view.container.querySelector("button") as HTMLButtonElement;
    expect(importer).not.toHaveBeenCalled();
    act(() => button.focus());
    expect(importer).toHaveBeenCalledTimes(1);
    act(() => {
      button.dispatchEvent(new MouseEvent("pointerover", { bubbles: true }));
    });
    await settle();
    expect(importer).toHaveBeenCalledTimes(1);
    // A prefetch alone re-renders nothing: the panel appears when it is needed.
    expect(view.container.textContent).toContain("Opening...");
    click(button);
    await settle();
    expect(view.container.textContent).toContain("Panel");
  });

  it("starts the download on pointer entry", () => {
    const importer = vi.fn(async () => ({ Panel: () => <p>Panel</p> }));
    const view = render(<Opener source={onDemand(importer)} onFailed={() => undefined} />);
    const button = view.container.querySelector("button") as HTMLButtonElement;
    act(() => {
      button.dispatchEvent(new MouseEvent("pointerover", { bubbles: true }));
    });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("renders at once what another opener already loaded", async () => {
    const source = onDemand(async () => ({ Panel: () => <p>Panel</p> }));
    await source.load();
    const view = render(<Opener source={source} onFailed={() => undefined} />);
    expect(view.container.textContent).toContain("Panel");
    expect(view.container.querySelector('[role="status"]')).toBeNull();
  });

  it("reports a failed download to the opener", async () => {
    const onFailed = vi.fn();
    const view = render(
      <Opener source={onDemand(() => Promise.reject(new Error("offline")))} onFailed={onFailed} />,
    );
    click(view.container.querySelector("button") as HTMLButtonElement);
    await settle();
    expect(onFailed).toHaveBeenCalledTimes(1);
  });
});

describe("OpeningDialog", () => {
  it("is a polite status in the dialog's box", () => {
    const { container } = render(<OpeningDialog />);
    const box = container.querySelector('[role="status"]') as HTMLElement;
    expect(box.className).toBe("ngw-dialog ngw-dialog--opening");
    expect(box.getAttribute("aria-live")).toBe("polite");
    expect(box.textContent).toBe("Opening...");
  });
});
