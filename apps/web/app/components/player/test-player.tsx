// What the player's component tests share: media elements that do nothing in jsdom, PlayerRoot mounted
// signed in under a router, and a wait that lets lazy parts and the engine's import() arrive.
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import type { RootData } from "../../lib/root-data";
import { ShellContext } from "../../lib/shell-context";
import { fakeShell } from "../../lib/test-shell";
import { type Mounted, render } from "../widgets/test-dom";
import { PlayerRoot } from "./player-root";

/**
 * jsdom has no media playback: play(), pause() and load() become quiet no-ops, so the real engine can run
 * on its elements. `onPlay` hears each play() with the element's source.
 */
export function quietMediaElements(onPlay: (src: string) => void = () => undefined): void {
  Object.defineProperty(HTMLMediaElement.prototype, "play", {
    value(this: HTMLMediaElement) {
      onPlay(this.src);
      return Promise.resolve();
    },
    configurable: true,
  });
  Object.defineProperty(HTMLMediaElement.prototype, "pause", { value: () => {}, configurable: true });
  Object.defineProperty(HTMLMediaElement.prototype, "load", { value: () => {}, configurable: true });
}

const ROOT: RootData = {
  user: { id: "usr_1" } as RootData["user"],
  flash: null,
  config: { googleClientId: null, appleClientId: null, appleRedirectUri: null },
};

/** PlayerRoot for a signed-in user, under the tests' shell (lib/test-shell.ts). */
export function mountPlayerRoot(): Mounted {
  const { shell } = fakeShell();
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => ROOT,
        element: (
          <ShellContext.Provider value={shell}>
            <PlayerRoot />
          </ShellContext.Provider>
        ),
      },
    ],
    { hydrationData: { loaderData: { root: ROOT } } },
  );
  return render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

/** Lets an import() (a module transform the first time, under vitest) and React's retry run, up to 5 s. */
export async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 5000; waited += 10) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}
