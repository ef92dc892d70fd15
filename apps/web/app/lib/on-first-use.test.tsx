// @vitest-environment jsdom
import { act, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, click, render } from "../components/widgets/test-dom";
import { firstUse } from "./on-first-use";
import { lazyComponent, useFirstUse } from "./on-first-use-react";

afterEach(cleanup);

/** An import() stand-in whose answer the test gives. */
function deferred<M>() {
  let resolve: (value: M) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<M>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function settle() {
  await act(async () => {
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

type Greeting = { Hello: (props: { name: string }) => JSX.Element };
const greeting: Greeting = { Hello: ({ name }) => <p className="hello">Hello {name}</p> };

describe("firstUse", () => {
  it("fetches nothing until asked, then once for every caller", async () => {
    const importer = vi.fn(() => Promise.resolve({ value: 1 }));
    const code = firstUse(importer);
    expect(importer).not.toHaveBeenCalled();
    expect(code.loaded()).toBeUndefined();
    code.prefetch();
    const [a, b] = await Promise.all([code.load(), code.load()]);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(code.loaded()).toEqual({ value: 1 });
  });

  it("tries a failed fetch again on the next call (a prefetch's failure is not thrown)", async () => {
    const importer = vi
      .fn<() => Promise<{ value: number }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce({ value: 2 });
    const code = firstUse(importer);
    code.prefetch();
    await expect(code.load()).rejects.toThrow("offline");
    expect(code.loaded()).toBeUndefined();
    await expect(code.load()).resolves.toEqual({ value: 2 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it("imports once, however many times it is asked", async () => {
    const importer = vi.fn(async () => ({ value: 42 }));
    const source = firstUse(importer);
    expect(source.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([source.load(), source.load()]);
    await source.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(source.loaded()).toEqual({ value: 42 });
  });

  it("tries again after a failed import", async () => {
    const importer = vi
      .fn<() => Promise<{ value: number }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce({ value: 1 });
    const source = firstUse(importer);
    await expect(source.load()).rejects.toThrow("offline");
    expect(source.loaded()).toBeUndefined();
    await expect(source.load()).resolves.toEqual({ value: 1 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe("lazyComponent", () => {
  it("shows the Suspense fallback until the module arrives, then the component", async () => {
    const fetch = deferred<Greeting>();
    const code = firstUse(() => fetch.promise);
    const Hello = lazyComponent(code, (m) => m.Hello);
    const { container } = render(
      <Suspense fallback={<p className="wait">Loading...</p>}>
        <Hello name="Ada" />
      </Suspense>,
    );
    expect(container.querySelector(".wait")).not.toBeNull();
    expect(container.querySelector(".hello")).toBeNull();
    await act(async () => fetch.resolve(greeting));
    await settle();
    expect(container.querySelector(".wait")).toBeNull();
    expect(container.querySelector(".hello")?.textContent).toBe("Hello Ada");
  });

  it("renders at once, with no fallback, when a prefetch already brought the module", async () => {
    const code = firstUse(() => Promise.resolve(greeting));
    const Hello = lazyComponent(code, (m) => m.Hello);
    await code.load();
    const { container } = render(
      <Suspense fallback={<p className="wait">Loading...</p>}>
        <Hello name="Grace" />
      </Suspense>,
    );
    expect(container.querySelector(".wait")).toBeNull();
    expect(container.querySelector(".hello")?.textContent).toBe("Hello Grace");
  });
});

describe("useFirstUse", () => {
  it("has no module until prefetch runs, and renders again when it arrives", async () => {
    const fetch = deferred<{ label: string }>();
    const importer = vi.fn(() => fetch.promise);
    const code = firstUse(importer);
    function Probe() {
      const { module, prefetch } = useFirstUse(code);
      return (
        <button type="button" onClick={prefetch}>
          {module ? module.label : "not yet"}
        </button>
      );
    }
    const { container } = render(<Probe />);
    const button = container.querySelector("button") as HTMLButtonElement;
    expect(button.textContent).toBe("not yet");
    expect(importer).not.toHaveBeenCalled();
    click(button);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe("not yet");
    await act(async () => fetch.resolve({ label: "checked" }));
    await settle();
    expect(button.textContent).toBe("checked");
  });

  it("starts with the module when it is already there", async () => {
    const code = firstUse(() => Promise.resolve({ label: "ready" }));
    await code.load();
    function Probe() {
      return <p>{useFirstUse(code).module?.label ?? "not yet"}</p>;
    }
    const { container } = render(<Probe />);
    expect(container.textContent).toBe("ready");
  });
});
