// @vitest-environment jsdom
// The "Add to playlist" button: its dialog is not part of the page; pointing at or focusing the button
// fetches it, the click opens it (an opening box stands in while it arrives), and closing keeps it mounted
// so the native dialog hands focus back to the button.
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeShell } from "../../lib/test-shell";
import { cleanup, click, render } from "../widgets/test-dom";
import type { AddToPlaylistDialogProps } from "./add-to-playlist-dialog";

const DIALOG = "./add-to-playlist-dialog";

let imported = 0;
let shown: AddToPlaylistDialogProps[] = [];
let gate: Promise<void> = Promise.resolve();

function FakeDialog(props: AddToPlaylistDialogProps) {
  shown.push(props);
  return props.open ? (
    <div role="dialog" aria-label={`Add ${props.title}`}>
      <button type="button" onClick={props.onClose}>
        Close
      </button>
    </div>
  ) : null;
}

const { shell, toasts } = fakeShell();

async function mountButton() {
  // Fresh modules per test (each starts with nothing fetched), so the context comes from the same graph.
  const { AddToPlaylistButton } = await import("./add-to-playlist");
  const { ShellContext } = await import("../../lib/shell-context");
  const view = render(
    <ShellContext.Provider value={shell}>
      <AddToPlaylistButton trackId="trk_1" title="Sunrise" />
    </ShellContext.Provider>,
  );
  return { view, button: view.container.querySelector("button") as HTMLButtonElement };
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  vi.resetModules();
  imported = 0;
  shown = [];
  gate = Promise.resolve();
  toasts.length = 0;
  vi.doMock(DIALOG, async () => {
    imported += 1;
    await gate;
    return { AddToPlaylistDialog: FakeDialog };
  });
});

afterEach(() => {
  cleanup();
  vi.doUnmock(DIALOG);
});

describe("AddToPlaylistButton", () => {
  it("does not fetch the dialog until the button is pointed at or focused", async () => {
    const { view, button } = await mountButton();
    await settle();
    expect(imported).toBe(0);
    expect(view.container.querySelector('[role="dialog"]')).toBeNull();
    expect(button.getAttribute("aria-label")).toBe("Add Sunrise to a playlist");
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    act(() => button.focus());
    await settle();
    expect(imported).toBe(1);
    // Prefetched, not opened.
    expect(shown).toEqual([]);
  });

  it("opens at once when prefetched, and stays mounted (closed) after closing", async () => {
    const { view, button } = await mountButton();
    act(() => {
      button.dispatchEvent(new MouseEvent("pointerover", { bubbles: true }));
    });
    await settle();
    click(button);
    expect(view.container.querySelector('[role="status"]')).toBeNull();
    const dialog = view.container.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.getAttribute("aria-label")).toBe("Add Sunrise");
    expect(shown.at(-1)).toMatchObject({ open: true, trackId: "trk_1", title: "Sunrise" });
    await settle();
    click(dialog.querySelector("button") as HTMLButtonElement);
    expect(view.container.querySelector('[role="dialog"]')).toBeNull();
    expect(shown.at(-1)).toMatchObject({ open: false, trackId: "trk_1" });
    expect(imported).toBe(1);
  });

  it("shows the opening box while the dialog is on its way", async () => {
    let arrive: () => void = () => undefined;
    gate = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const { view, button } = await mountButton();
    click(button);
    await settle();
    const opening = view.container.querySelector('[role="status"]') as HTMLElement;
    expect(opening.className).toContain("ngw-dialog--opening");
    expect(view.container.querySelector('[role="dialog"]')).toBeNull();
    arrive();
    await settle();
    expect(view.container.querySelector('[role="status"]')).toBeNull();
    expect(view.container.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it("says so when the dialog cannot be fetched, and tries again on the next click", async () => {
    // React reports the error the opener's boundary caught (console and jsdom's error event): expected here.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const quiet = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener("error", quiet);
    vi.doMock(DIALOG, async () => {
      imported += 1;
      throw new Error("offline");
    });
    const { view, button } = await mountButton();
    click(button);
    await settle();
    expect(toasts).toContainEqual(["error", expect.stringContaining("could not be opened")]);
    expect(view.container.querySelector('[role="status"]')).toBeNull();
    click(button);
    await settle();
    expect(imported).toBe(2);
    window.removeEventListener("error", quiet);
    vi.mocked(console.error).mockRestore();
  });
});
