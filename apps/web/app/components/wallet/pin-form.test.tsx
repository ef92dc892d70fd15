// @vitest-environment jsdom
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { ShellContext } from "../../lib/shell-context";
import { fakeShell } from "../../lib/test-shell";
import { cleanup, render } from "../widgets/test-dom";
import { PinForm } from "./pin-form";

afterEach(cleanup);

async function mount(props: { change: boolean; codeRequired?: boolean }) {
  const { shell } = fakeShell(async () => {
    throw new Error("no call expected");
  });
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <ShellContext.Provider value={shell}>
          <PinForm {...props} onClose={() => {}} />
        </ShellContext.Provider>
      ),
    },
  ]);
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return view.container;
}

const labels = (root: HTMLElement) => [...root.querySelectorAll("label")].map((l) => l.textContent ?? "");
const buttons = (root: HTMLElement) => [...root.querySelectorAll("button")].map((b) => b.textContent ?? "");

describe("the PIN form", () => {
  it("changes a PIN with the current one, or an e-mailed code on request", async () => {
    const root = await mount({ change: true });
    expect(labels(root).some((l) => l.startsWith("Current PIN"))).toBe(true);
    expect(buttons(root)).toContain("I forgot my PIN: use an e-mailed code");
  });

  it("asks only for an e-mailed code once repeated locks require it", async () => {
    const root = await mount({ change: true, codeRequired: true });
    expect(labels(root).some((l) => l.startsWith("Current PIN"))).toBe(false);
    expect(labels(root).some((l) => l.startsWith("Code from your e-mail"))).toBe(true);
    expect(buttons(root)).toContain("E-mail me a code");
    expect(buttons(root)).not.toContain("Use my current PIN instead");
  });
});
