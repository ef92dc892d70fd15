// @vitest-environment jsdom
// One main landmark on every page: the status page inside the app shell (whose <main> holds it) and the
// root error boundary (no shell: the status page is the main itself).
import { act, type ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorBoundary as RootErrorBoundary } from "../root";
import { ErrorBoundary as AppErrorBoundary } from "../routes/_app";
import { cleanup, render } from "./widgets/test-dom";

afterEach(cleanup);

/** Renders `boundary` as the error element of a route whose loader throws a 403 Response. */
async function renderFailure(boundary: ReactNode) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: null,
      errorElement: boundary,
      loader: () => {
        throw new Response("This area needs the admin role.", { status: 403 });
      },
    },
  ]);
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  await act(async () => {
    while (router.state.navigation.state !== "idle" || !router.state.initialized) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
  return view.container;
}

describe("status page landmarks", () => {
  it("inside the app shell: the shell's one <main id=main> holds it", async () => {
    const page = await renderFailure(<AppErrorBoundary />);
    expect(page.querySelectorAll("main")).toHaveLength(1);
    expect(page.querySelectorAll("#main")).toHaveLength(1);
    expect(page.querySelector("main .status-page h1")?.textContent).toBe(
      "You don't have access to this page",
    );
  });

  it("at the root (no shell): the status page is the one <main id=main>", async () => {
    const page = await renderFailure(<RootErrorBoundary />);
    expect(page.querySelectorAll("main")).toHaveLength(1);
    expect(page.querySelector("main#main.status-page h1")?.textContent).toBe(
      "You don't have access to this page",
    );
  });
});
