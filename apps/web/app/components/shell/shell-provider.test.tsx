// @vitest-environment jsdom
// The notification sounds are not part of any page: the shell fetches their module on the first sound
// (a failed sign-in), which then asks for permission once; a later failure plays through the same module.
import { act, useContext } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AUDIO_PERMISSION_KEY } from "../../lib/audio-permission";
import { type Shell, ShellContext } from "../../lib/shell-context";
import { cleanup, click, render } from "../widgets/test-dom";
import { ShellProvider } from "./shell-provider";

// The progress bar reads the router's navigation state: not what this test is about.
vi.mock("./progress-bar", () => ({ ProgressBar: () => null }));

let shell: Shell | null = null;
function Capture() {
  shell = useContext(ShellContext);
  return null;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** Settles until `done` holds: the sounds module is a dynamic import, slower on a busy machine. */
async function until(done: () => boolean, timeoutMs = 5_000) {
  for (const start = Date.now(); !done() && Date.now() - start < timeoutMs; ) await settle();
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("ShellProvider sounds", () => {
  it("shows no audio prompt before a sound is asked for, then asks once and remembers the answer", async () => {
    const view = render(
      <ShellProvider>
        <Capture />
      </ShellProvider>,
    );
    expect(view.container.querySelector("[role=alertdialog]")).toBeNull();

    act(() => shell?.authFailed());
    await until(() => document.querySelector("[role=alertdialog]") !== null);
    const prompt = document.querySelector("[role=alertdialog]");
    expect(prompt?.textContent).toContain("Ngoma would like to play audio notifications.");

    const play = vi.fn(() => Promise.resolve());
    vi.stubGlobal(
      "Audio",
      class {
        volume = 1;
        play = play;
        addEventListener() {}
      },
    );
    const cancel = [...document.querySelectorAll("button")].find((b) => b.textContent === "Cancel");
    act(() => click(cancel as HTMLButtonElement));
    expect(localStorage.getItem(AUDIO_PERMISSION_KEY)).toBe("denied");
    expect(document.querySelector("[role=alertdialog]")).toBeNull();

    localStorage.setItem(AUDIO_PERMISSION_KEY, "granted");
    act(() => shell?.authFailed());
    await until(() => play.mock.calls.length > 0);
    expect(play).toHaveBeenCalledTimes(1);
    expect(document.querySelector("[role=alertdialog]")).toBeNull();
  });
});
