// The song market's route tests mount a page the same way: in a memory router at its path, its loader
// answering each read in turn, its action recording each post and answering in turn, inside the shell
// (toasts recorded) and the money settings of a viewer in Uganda. Imported by tests only.
import type { ReactElement } from "react";
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { DEFAULT_MONEY } from "../../../lib/money/money-settings";
import { readForm } from "../../../lib/read-form.server";
import { ShellContext } from "../../../lib/shell-context";
import { fakeShell } from "../../../lib/test-shell";
import { MoneyProvider } from "../../money/money-context";
import { render } from "../../widgets/test-dom";

export const UGX_MONEY = {
  ...DEFAULT_MONEY,
  currency: "UGX" as const,
  minorUnits: 0 as const,
  rates: { USD: 1, UGX: 3685 },
};

type Router = ReturnType<typeof createMemoryRouter>;

/** Waits until the router has loaded, posted and read again. */
export async function settle(router: Router) {
  await act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 2));
    while (router.state.navigation.state !== "idle" || router.state.revalidation !== "idle") {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  });
}

/** A successful action's answer, as lib/api/failure's actionOk makes it. */
export const answerOk = (msg: string) => ({ ok: true, msg, at: Date.now() });

/**
 * @example const { page, posted, toasts } = await mountPage({ pattern: "/x/:id", url: "/x/1", loads: [data], element: <Page /> });
 */
export async function mountPage({
  pattern,
  url,
  loads,
  answers = [],
  element,
}: {
  pattern: string;
  url: string;
  /** The loader's answers, one per read (the last one repeats). */
  loads: object[];
  /** The action's answers, one per post. */
  answers?: (() => object)[];
  element: ReactElement;
}) {
  let served = 0;
  const posted: FormData[] = [];
  const { shell, toasts } = fakeShell();
  const router = createMemoryRouter(
    [
      {
        path: pattern,
        loader: () => loads[Math.min(served++, loads.length - 1)] ?? null,
        action: async ({ request }) => {
          posted.push(await readForm(request));
          return (answers[posted.length - 1] ?? (() => answerOk("Done")))();
        },
        element: (
          <ShellContext.Provider value={shell}>
            <MoneyProvider settings={UGX_MONEY}>{element}</MoneyProvider>
          </ShellContext.Provider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  await settle(router);
  return { page: view.container, router, posted, toasts, loaderCalls: () => served };
}

/** Text as read, the no-break spaces of formatted money as plain spaces. */
export const plain = (el: Element | null | undefined) =>
  (el?.textContent ?? "").replace(/[\u00a0\u202f]/g, " ");

/** The first button whose text starts with `name`. */
export const button = (root: Element, name: string) =>
  [...root.querySelectorAll("button")].find((b) => plain(b).startsWith(name)) as HTMLButtonElement;
