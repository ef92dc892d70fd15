// @vitest-environment jsdom
// The creator area's guard refused (403): the same clear page as before, plus the free Artist upgrade,
// worded for the beat market when that is what the listener opened. Other errors show as before.
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render } from "../components/widgets/test-dom";
import { ErrorBoundary } from "./_app.creator-promoter";

afterEach(cleanup);

async function mount(path: string, status: number) {
  const router = createMemoryRouter(
    [
      {
        path: "/creator-promoter/*",
        loader: () => {
          throw new Response("This area needs the creator role.", { status });
        },
        element: <p>page</p>,
        ErrorBoundary,
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  await act(async () => {
    while (!router.state.initialized) await new Promise((resolve) => setTimeout(resolve, 5));
  });
  return view.container;
}

describe("the creator area's refusal", () => {
  it("offers a listener who opens the beat market the free Artist upgrade", async () => {
    const page = await mount("/creator-promoter/beat-market-place/list", 403);
    expect(page.querySelector("h1")?.textContent).toBe("You don't have access to this page");
    expect(page.textContent).toContain("The beat market is for creators.");
    const apply = [...page.querySelectorAll("a")].find(
      (a) => a.textContent === "Apply for the free Artist upgrade",
    );
    expect(apply?.getAttribute("href")).toBe("/upgrade");
  });

  it("names the song market to a listener who opens it", async () => {
    const page = await mount("/creator-promoter/song-market-place/initiaited-song-deals", 403);
    expect(page.textContent).toContain("The song market is for creators.");
    expect(page.textContent).not.toContain("beat market");
  });

  it("offers it on other creator pages too, in general words, and not on a 404", async () => {
    const music = await mount("/creator-promoter/music/dashboard", 403);
    expect(music.textContent).toContain("Creator pages open with the free Artist upgrade");
    cleanup();
    const missing = await mount("/creator-promoter/nothing-here", 404);
    expect(missing.querySelector("h1")?.textContent).toBe("Page not found");
    expect(missing.textContent).not.toContain("Artist upgrade");
  });
});
