// @vitest-environment jsdom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render } from "../widgets/test-dom";
import { type LazyPart, LoadingPart, lazyPart } from "./lazy-part";

afterEach(cleanup);

/** A load the test settles by hand. */
function deferredLoad() {
  const calls: {
    resolve: (part: (p: { name: string }) => JSX.Element) => void;
    reject: (e: Error) => void;
  }[] = [];
  const load = vi.fn(
    () =>
      new Promise<(p: { name: string }) => JSX.Element>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

const Hello = ({ name }: { name: string }) => <p data-testid="part">Hello {name}</p>;

const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });

function mount(part: LazyPart<{ name: string }>, onFailed = () => {}) {
  return render(
    <LoadingPart part={part} fallback={<span data-testid="loading" />} onFailed={onFailed}>
      <part.View name="Amani" />
    </LoadingPart>,
  );
}

describe("lazyPart", () => {
  it("shows the fallback until the chunk is in, then the part with its props", async () => {
    const { load, calls } = deferredLoad();
    const part = lazyPart(load);
    const { container } = mount(part);
    expect(container.querySelector('[data-testid="loading"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="part"]')).toBeNull();
    calls[0]?.resolve(Hello);
    await settle();
    expect(container.querySelector('[data-testid="part"]')?.textContent).toBe("Hello Amani");
    expect(container.querySelector('[data-testid="loading"]')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("prefetch fetches once; once in, the part renders at once without the fallback", async () => {
    const { load, calls } = deferredLoad();
    const part = lazyPart(load);
    expect(load).not.toHaveBeenCalled();
    part.prefetch();
    part.prefetch();
    expect(load).toHaveBeenCalledTimes(1);
    calls[0]?.resolve(Hello);
    await settle();
    const { container } = mount(part);
    expect(container.querySelector('[data-testid="loading"]')).toBeNull();
    expect(container.querySelector('[data-testid="part"]')?.textContent).toBe("Hello Amani");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a chunk that cannot be fetched calls onFailed, and the next open asks for it again", async () => {
    // React reports the caught error (console and jsdom's error event): expected here, kept out of the log.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const quiet = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener("error", quiet);
    const { load, calls } = deferredLoad();
    const part = lazyPart(load);
    const onFailed = vi.fn();
    const first = mount(part, onFailed);
    calls[0]?.reject(new Error("offline"));
    await settle();
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(first.container.querySelector('[data-testid="loading"]')).toBeNull();
    first.unmount();

    const second = mount(part, onFailed);
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]?.resolve(Hello);
    await settle();
    expect(second.container.querySelector('[data-testid="part"]')?.textContent).toBe("Hello Amani");
    expect(onFailed).toHaveBeenCalledTimes(1);
    window.removeEventListener("error", quiet);
    vi.restoreAllMocks();
  });
});
