// @vitest-environment jsdom
// One booking as its studio reads it: the client, the session in the studio's zone, the notes and the
// money (price, deposit, fee, what is held, what the producer receives, what is due at the studio); the
// moves its state allows, each asked first with what it does with the money; a 404 as the error page.
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { MoneyProvider } from "../components/money/money-context";
import { cleanup, click, polyfillDialog, render } from "../components/widgets/test-dom";
import { actionOk } from "../lib/api/failure";
import { CONFIRMED, ENDED, PENDING } from "../lib/appointments/studio-test-fixtures";
import type { StudioBooking } from "../lib/appointments/studio-types";
import { DEFAULT_MONEY } from "../lib/money/money-settings";
import { ShellContext } from "../lib/shell-context";
import { fakeShell } from "../lib/test-shell";
import { IDEMPOTENCY_FIELD } from "../lib/wallet/idempotency";
import StudioBookingPage, { ErrorBoundary } from "./_app.creator-promoter.my-beats.studio-appointments.$id";

beforeAll(polyfillDialog);
afterEach(cleanup);

async function mount(load: () => { booking: StudioBooking }, answer: () => unknown = () => actionOk()) {
  const posted: Record<string, string>[] = [];
  const { shell, toasts } = fakeShell();
  const router = createMemoryRouter(
    [
      {
        path: "/creator-promoter/my-beats/studio-appointments/:id",
        loader: load,
        action: async ({ request }) => {
          const form = await request.formData();
          posted.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])));
          return answer();
        },
        element: (
          <ShellContext.Provider value={shell}>
            <MoneyProvider settings={{ ...DEFAULT_MONEY }}>
              <StudioBookingPage />
            </MoneyProvider>
          </ShellContext.Provider>
        ),
        errorElement: <ErrorBoundary />,
      },
    ],
    { initialEntries: ["/creator-promoter/my-beats/studio-appointments/bkg_1"] },
  );
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  await settle(router);
  return { page: view.container, router, posted, toasts };
}

async function settle(router: {
  state: { navigation: { state: string }; revalidation: string; initialized: boolean };
}) {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 2));
    while (
      router.state.navigation.state !== "idle" ||
      router.state.revalidation !== "idle" ||
      !router.state.initialized
    ) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  });
}

const plain = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/[\u00a0\u202f]/g, " ");
const button = (root: Element, name: string) =>
  [...root.querySelectorAll("button")].find((b) => plain(b).trim() === name) as HTMLButtonElement;
const openDialog = () => document.querySelector("dialog[open]") as Element;

describe("a studio booking", () => {
  it("shows the client, the session in the studio's zone, the notes and the money", async () => {
    const { page } = await mount(() => ({ booking: PENDING }));
    expect(page.querySelector("h1")?.textContent).toBe("Booking by Amani");
    const text = plain(page);
    expect(text).toContain("Waiting for your answer");
    expect(text).toContain("Tue 1 Dec, 14:00–17:00 GMT+3");
    expect(text).toContain("Vocals for two songs.");
    const money = plain([...page.querySelectorAll("dl")][1]);
    expect(money).toContain("Session price (3 h)$75.00");
    expect(money).toContain("Deposit$22.50");
    expect(money).toContain("Client's fee (2%)$0.45");
    expect(money).toContain("Held now$22.95");
    expect(money).toContain("You receive on completion$22.50");
    expect(money).toContain("Due at the studio$52.50");
    expect(button(page, "Accept")).toBeDefined();
    expect(button(page, "Decline")).toBeDefined();
    expect(button(page, "Cancel booking")).toBeUndefined();
  });

  it("cancels a confirmed session only once confirmed, saying the client is refunded in full", async () => {
    const { page, router, posted, toasts } = await mount(
      () => ({ booking: CONFIRMED }),
      () => actionOk("Booking cancelled successfully", "cancel"),
    );
    expect(button(page, "Accept")).toBeUndefined();
    click(button(page, "Cancel booking"));
    expect(plain(openDialog())).toContain("Zawadi is refunded in full: $15.30 (the deposit and its fee)");
    click(button(openDialog(), "Cancel booking"));
    await settle(router);
    expect(posted[0]).toMatchObject({ intent: "cancel", id: CONFIRMED.id });
    expect(posted[0]?.[IDEMPOTENCY_FIELD]).toMatch(/^[0-9a-f-]{36}$/);
    expect(toasts).toContainEqual(["success", "Booking cancelled successfully"]);
  });

  it("offers Mark completed after the session, and only the facts once it has ended", async () => {
    const ended = await mount(() => ({ booking: ENDED }));
    expect(button(ended.page, "Mark completed")).toBeDefined();
    cleanup();
    const done = await mount(() => ({
      booking: { ...ENDED, status: "completed", can_complete: false, ended_at: "2026-11-28T09:00:00.000Z" },
    }));
    expect(done.page.querySelectorAll(".appt-moves__buttons button")).toHaveLength(0);
    expect(plain(done.page)).toContain("Released to your wallet.");
    expect(plain(done.page)).toContain("Was held$15.30");
  });

  it("says a booking it cannot read is not found", async () => {
    const { page } = await mount(() => {
      throw new Response("Booking not found.", { status: 404 });
    });
    expect(page.querySelector("h1")?.textContent).toBe("Not found");
    expect(plain(page)).toContain("Booking not found.");
  });
});
