// @vitest-environment jsdom
// A part whose code is fetched on first use (lib/on-first-use.ts), as its opener shows it: one import
// however many openers ask, prefetched on intent, the part's fallback until it arrives and none once it has;
// a fetch that fails closes the opener with a toast, never the error screen, and the next opening fetches
// again.
import { act, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OpeningDialog } from "../components/widgets/spinner";
import { cleanup, click, render } from "../components/widgets/test-dom";
import { type FirstUse, firstUse } from "./on-first-use";
import { LoadingPart, lazyComponent, useFirstUse } from "./on-first-use-react";
import { ShellContext } from "./shell-context";
import { fakeShell } from "./test-shell";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const { shell, toasts } = fakeShell();

/** Lets the pending promise callbacks run inside act(). */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** React reports an error a boundary caught (console and jsdom's error event): expected, kept out of the log. */
function quietCaughtErrors() {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const quiet = (event: ErrorEvent) => event.preventDefault();
  window.addEventListener("error", quiet);
  return () => window.removeEventListener("error", quiet);
}

type Hello = (p: { name: string }) => JSX.Element;

/** A load the test settles by hand. */
function deferredLoad() {
  const calls: { resolve: (part: Hello) => void; reject: (e: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<Hello>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

const Hello: Hello = ({ name }) => <p data-testid="part">Hello {name}</p>;

/** A part as the player's panels use it: its code, and its component. */
function lazyPart(load: () => Promise<Hello>) {
  const code = firstUse(load);
  return { code, View: lazyComponent(code, (part) => part) };
}

function mount(part: ReturnType<typeof lazyPart>, onFailed = () => {}) {
  return render(
    <ShellContext.Provider value={shell}>
      <LoadingPart name="The part" fallback={<span data-testid="loading" />} onFailed={onFailed}>
        <part.View name="Amani" />
      </LoadingPart>
    </ShellContext.Provider>,
  );
}

describe("LoadingPart", () => {
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
    part.code.prefetch();
    part.code.prefetch();
    expect(load).toHaveBeenCalledTimes(1);
    calls[0]?.resolve(Hello);
    await settle();
    const { container } = mount(part);
    expect(container.querySelector('[data-testid="loading"]')).toBeNull();
    expect(container.querySelector('[data-testid="part"]')?.textContent).toBe("Hello Amani");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a chunk that cannot be fetched calls onFailed, and the next open asks for it again", async () => {
    const unquiet = quietCaughtErrors();
    toasts.length = 0;
    const { load, calls } = deferredLoad();
    const part = lazyPart(load);
    const onFailed = vi.fn();
    const first = mount(part, onFailed);
    calls[0]?.reject(new Error("offline"));
    await settle();
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(toasts).toContainEqual([
      "error",
      "The part could not be opened. Please check your connection and try again.",
    ]);
    expect(first.container.querySelector('[data-testid="loading"]')).toBeNull();
    first.unmount();

    const second = mount(part, onFailed);
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]?.resolve(Hello);
    await settle();
    expect(second.container.querySelector('[data-testid="part"]')?.textContent).toBe("Hello Amani");
    expect(onFailed).toHaveBeenCalledTimes(1);
    unquiet();
  });

  it("a part that throws closes the same way: never the error screen", async () => {
    const unquiet = quietCaughtErrors();
    toasts.length = 0;
    const Broken = lazyComponent(
      firstUse(async () => 1),
      (): Hello => () => {
        throw new Error("a bug");
      },
    );
    const onFailed = vi.fn();
    const view = render(
      <ShellContext.Provider value={shell}>
        <p data-testid="page">Page</p>
        <LoadingPart name="The part" fallback={<span data-testid="loading" />} onFailed={onFailed}>
          <Broken name="Amani" />
        </LoadingPart>
      </ShellContext.Provider>,
    );
    await settle();
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(toasts).toHaveLength(1);
    expect(view.container.querySelector('[data-testid="page"]')).not.toBeNull();
    expect(view.container.querySelector('[data-testid="loading"]')).toBeNull();
    unquiet();
  });
});

interface Panel {
  Panel: () => JSX.Element;
}

/** An opener as the catalogue's buttons are: intent prefetches, the click opens, a failure closes. */
function Opener({ source, onFailed }: { source: FirstUse<Panel>; onFailed: () => void }) {
  const [open, setOpen] = useState(false);
  const panel = useFirstUse(source);
  const [Loaded] = useState(() => lazyComponent(source, (m) => m.Panel));
  return (
    <ShellContext.Provider value={shell}>
      <button type="button" {...panel.intent} onClick={() => setOpen(true)}>
        Open
      </button>
      {open || panel.module ? (
        <LoadingPart
          name="The panel"
          fallback={<OpeningDialog />}
          onFailed={() => {
            setOpen(false);
            onFailed();
          }}
        >
          <Loaded />
        </LoadingPart>
      ) : (
        <OpeningDialog />
      )}
    </ShellContext.Provider>
  );
}

describe("an opener (useFirstUse's intent and LoadingPart)", () => {
  it("prefetches on focus and on pointer entry without showing anything", async () => {
    const importer = vi.fn(async () => ({ Panel: () => <p>Panel</p> }));
    const view = render(<Opener source={firstUse(importer)} onFailed={() => undefined} />);
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
    const view = render(<Opener source={firstUse(importer)} onFailed={() => undefined} />);
    const button = view.container.querySelector("button") as HTMLButtonElement;
    act(() => {
      button.dispatchEvent(new MouseEvent("pointerover", { bubbles: true }));
    });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("renders at once what another opener already loaded", async () => {
    const source = firstUse(async () => ({ Panel: () => <p>Panel</p> }));
    await source.load();
    const view = render(<Opener source={source} onFailed={() => undefined} />);
    expect(view.container.textContent).toContain("Panel");
    expect(view.container.querySelector('[role="status"]')).toBeNull();
  });

  it("reports a failed download to the opener", async () => {
    const unquiet = quietCaughtErrors();
    const onFailed = vi.fn();
    const view = render(
      <Opener source={firstUse(() => Promise.reject(new Error("offline")))} onFailed={onFailed} />,
    );
    click(view.container.querySelector("button") as HTMLButtonElement);
    await settle();
    expect(onFailed).toHaveBeenCalledTimes(1);
    unquiet();
  });
});

/** A dialog that stays mounted once opened (`open`), as the catalogue's and the Payment modal's are. */
function DialogOpener({ source }: { source: FirstUse<Panel> }) {
  const [open, setOpen] = useState(false);
  const [Loaded] = useState(() => lazyComponent(source, (m) => m.Panel));
  return (
    <ShellContext.Provider value={shell}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Close
      </button>
      <LoadingPart name="The panel" open={open} fallback={<OpeningDialog />} onFailed={() => undefined}>
        <Loaded />
      </LoadingPart>
    </ShellContext.Provider>
  );
}

describe("LoadingPart with `open`", () => {
  const buttons = (view: { container: HTMLElement }) =>
    [...view.container.querySelectorAll("button")] as [HTMLButtonElement, HTMLButtonElement];

  it("renders nothing before the first opening, and keeps the part mounted after closing", async () => {
    const importer = vi.fn(async () => ({ Panel: () => <p>Panel</p> }));
    const view = render(<DialogOpener source={firstUse(importer)} />);
    const [openIt, closeIt] = buttons(view);
    await settle();
    expect(importer).not.toHaveBeenCalled();
    expect(view.container.textContent).not.toContain("Panel");
    click(openIt);
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe("Opening...");
    await settle();
    expect(view.container.textContent).toContain("Panel");
    click(closeIt);
    expect(view.container.textContent).toContain("Panel");
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("after a failed fetch fetches again on the next opening only, never while it stays open", async () => {
    const unquiet = quietCaughtErrors();
    const importer = vi
      .fn<() => Promise<Panel>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ Panel: () => <p>Panel</p> });
    const view = render(<DialogOpener source={firstUse(importer)} />);
    const [openIt, closeIt] = buttons(view);
    click(openIt);
    await settle();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(view.container.querySelector('[role="status"]')).toBeNull();
    expect(view.container.textContent).not.toContain("Panel");
    // The opener did not close: nothing asks again until it is opened again.
    click(openIt);
    await settle();
    expect(importer).toHaveBeenCalledTimes(1);
    click(closeIt);
    click(openIt);
    await settle();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(view.container.textContent).toContain("Panel");
    unquiet();
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
