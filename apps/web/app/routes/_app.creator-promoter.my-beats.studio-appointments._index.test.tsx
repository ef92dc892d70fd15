// @vitest-environment jsdom
// The producer's studio home from its loader's data: the pending requests with Accept and Decline (the
// decline asked first, saying the client is refunded in full, and posted with an Idempotency-Key; a 409
// said in place and the page reloaded), the week's confirmed sessions in the studio's zone, the ended
// sessions to mark completed (saying the deposit is released), the settings form with its hours and the
// free slots, the empty state that opens the form for a producer without a studio, and the error page.
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { MoneyProvider } from "../components/money/money-context";
import { cleanup, click, polyfillDialog, render, submit } from "../components/widgets/test-dom";
import { actionError, actionOk } from "../lib/api/failure";
import type { StudioHomeData } from "../lib/appointments/studio-page-data";
import { CONFIRMED, ENDED, PENDING, pageOf, SLOTS, STUDIO } from "../lib/appointments/studio-test-fixtures";
import { DEFAULT_MONEY } from "../lib/money/money-settings";
import { ShellContext } from "../lib/shell-context";
import { fakeShell } from "../lib/test-shell";
import { IDEMPOTENCY_FIELD } from "../lib/wallet/idempotency";
import StudioAppointments, {
  ErrorBoundary,
} from "./_app.creator-promoter.my-beats.studio-appointments._index";

beforeAll(polyfillDialog);
afterEach(cleanup);

const PATH = "/creator-promoter/my-beats/studio-appointments";

const requests = (extra: Partial<StudioHomeData> = {}): StudioHomeData => ({
  view: "requests",
  studio: STUDIO,
  today: "2026-11-29",
  pending: pageOf([PENDING]),
  upcoming: [PENDING, CONFIRMED],
  ended: [ENDED],
  slots: null,
  ...extra,
});

async function mount(
  loads: (StudioHomeData | (() => never))[],
  answer: (form: FormData) => unknown = () => actionOk(),
) {
  const posted: Record<string, string>[] = [];
  let served = 0;
  const { shell, toasts } = fakeShell();
  const router = createMemoryRouter(
    [
      {
        path: PATH,
        loader: () => {
          const load = loads[Math.min(served++, loads.length - 1)];
          return typeof load === "function" ? load() : (load ?? null);
        },
        action: async ({ request }) => {
          const form = await request.formData();
          posted.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])));
          return answer(form);
        },
        element: (
          <ShellContext.Provider value={shell}>
            <MoneyProvider
              settings={{ ...DEFAULT_MONEY, currency: "UGX", minorUnits: 0, rates: { USD: 1, UGX: 3685 } }}
            >
              <StudioAppointments />
            </MoneyProvider>
          </ShellContext.Provider>
        ),
        errorElement: <ErrorBoundary />,
      },
    ],
    { initialEntries: [PATH] },
  );
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  await settle(router);
  return { page: view.container, router, posted, toasts, loads: () => served };
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
const row = (page: Element, id: string) => page.querySelector(`li[data-booking-id="${id}"]`) as Element;

describe("the studio's requests and calendar", () => {
  it("lists the pending request with its time in the studio's zone, money and notes", async () => {
    const { page } = await mount([requests()]);
    expect(page.querySelector("h1")?.textContent).toBe("Kato Sound");
    expect(page.querySelector('nav[aria-label="Studio"] a[aria-current="page"]')?.textContent).toBe(
      "Requests and calendar (1 pending)",
    );
    const request = plain(row(page, PENDING.id));
    expect(request).toContain("Amani");
    expect(request).toContain("Tue 1 Dec, 14:00–17:00 GMT+3");
    expect(request).toContain("3 h · deposit UGX 82,913 held");
    expect(request).toContain("Vocals for two songs.");
    expect(button(row(page, PENDING.id), "Accept")).toBeDefined();
    expect(button(row(page, PENDING.id), "Decline")).toBeDefined();
    expect(row(page, PENDING.id).querySelector("a")?.getAttribute("href")).toBe(`${PATH}/${PENDING.id}`);
  });

  it("shows the week's confirmed sessions by the studio's day, and the ended ones to complete", async () => {
    const { page } = await mount([requests()]);
    const days = [...page.querySelectorAll(".appt-day")];
    expect(days).toHaveLength(7);
    expect(plain(days[0]?.querySelector("h3"))).toBe("Sun 29 Nov (today)");
    expect(plain(days[4])).toContain("Zawadi");
    expect(plain(days[4])).toContain("Thu 3 Dec, 10:00–12:00 GMT+3");
    // The pending request is not a session yet.
    expect(days.some((d) => plain(d).includes("Amani"))).toBe(false);
    expect(plain(row(page, ENDED.id))).toContain("Juma");
    expect(button(row(page, ENDED.id), "Mark completed")).toBeDefined();
  });

  it("accepts at once, without a question, since no money moves", async () => {
    const { page, router, posted, toasts } = await mount([requests()], () =>
      actionOk("Booking confirmed successfully", "confirm"),
    );
    click(button(row(page, PENDING.id), "Accept"));
    await settle(router);
    expect(posted).toEqual([{ intent: "confirm", id: PENDING.id }]);
    expect(toasts).toContainEqual(["success", "Booking confirmed successfully"]);
  });

  it("declines only once confirmed, saying the refund, with an Idempotency-Key; a 409 is said and reloads", async () => {
    const answered = "This booking has already been answered.";
    const { page, router, posted, toasts, loads } = await mount(
      [requests(), requests({ pending: pageOf([]), upcoming: [CONFIRMED] })],
      () =>
        actionError({ ok: false, status: 409, code: "CONFLICT", msg: answered, fieldErrors: {} }, "decline"),
    );
    click(button(row(page, PENDING.id), "Decline"));
    const question = plain(openDialog());
    expect(question).toContain("Amani is refunded in full: UGX 84,571 (the deposit and its fee)");
    click(button(openDialog(), "Keep it as it is"));
    expect(posted).toHaveLength(0);

    click(button(row(page, PENDING.id), "Decline"));
    click(button(openDialog(), "Decline booking"));
    await settle(router);
    expect(posted[0]).toMatchObject({ intent: "decline", id: PENDING.id });
    expect(posted[0]?.[IDEMPOTENCY_FIELD]).toMatch(/^[0-9a-f-]{36}$/);
    expect(toasts).toContainEqual(["error", answered]);
    expect(plain(page.querySelector(".form-alert[role=alert]"))).toBe(answered);
    // The page was read again (an error answer does not reload it by itself): the request is gone.
    expect(loads()).toBeGreaterThanOrEqual(2);
    expect(row(page, PENDING.id)).toBeNull();
    expect(plain(page)).toContain("No requests are waiting for your answer.");
  });

  it("marks an ended session completed once confirmed, saying the deposit is released", async () => {
    const { page, router, posted } = await mount([requests()], () =>
      actionOk("Booking completed successfully", "complete"),
    );
    click(button(row(page, ENDED.id), "Mark completed"));
    expect(plain(openDialog())).toContain("The deposit of UGX 55,275 is released to your wallet");
    click(button(openDialog(), "Mark completed"));
    await settle(router);
    expect(posted[0]).toMatchObject({ intent: "complete", id: ENDED.id });
  });

  it("says when nothing is waiting and the week is empty", async () => {
    const { page } = await mount([requests({ pending: pageOf([]), upcoming: [], ended: [] })]);
    expect(plain(page)).toContain("No requests are waiting for your answer.");
    expect(plain(page)).toContain("No confirmed sessions in the next 7 days.");
    expect(plain(page)).toContain("No ended sessions are waiting to be marked completed.");
  });

  it("shows the api's refusal as the error page (a creator who is not a producer)", async () => {
    const { page } = await mount([
      () => {
        throw new Response("Only producers have a studio.", { status: 403 });
      },
    ]);
    expect(page.querySelector("h1")?.textContent).toBe("This page could not be loaded");
    expect(plain(page)).toContain("Only producers have a studio.");
  });
});

describe("the studio's settings and hours", () => {
  const settings = (extra: Partial<StudioHomeData> = {}): StudioHomeData => ({
    ...requests({ view: "settings", pending: null, upcoming: [], ended: [], slots: SLOTS }),
    ...extra,
  });

  it("fills the form with the saved studio, its hours and overrides, and previews the free slots", async () => {
    const { page } = await mount([settings()]);
    const form = page.querySelector('form[aria-label="Studio settings and hours"]') as HTMLFormElement;
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value;
    expect(value("name")).toBe("Kato Sound");
    expect(value("hourly_rate")).toBe("92,125");
    expect(value("time_zone")).toBe("Africa/Kampala");
    expect(plain(form)).toContain("Hourly rate (UGX)");
    expect(plain(form)).toContain("Shown only to clients once their booking is confirmed.");
    expect((form.elements.namedItem("length_3") as HTMLInputElement).checked).toBe(true);
    expect((form.elements.namedItem("length_1") as HTMLInputElement).checked).toBe(false);
    expect(value("weekly.1.end")).toBe("00:00");
    expect(value("weekly.2.weekday")).toBe("6");
    expect(value("overrides.0.date")).toBe("2026-12-25");
    expect((form.elements.namedItem("overrides.0.closed") as HTMLInputElement).checked).toBe(true);
    expect(plain(page.querySelector(".appt-slots"))).toContain("Mon 30 Nov10:00 (2/3 h), 14:00 (2 h)");
  });

  it("adds and removes hours, and keeps a bad schedule from being sent", async () => {
    const { page, posted } = await mount([settings()]);
    const form = page.querySelector('form[aria-label="Studio settings and hours"]') as HTMLFormElement;
    click(page.querySelector('button[aria-label="Add hours on Tuesday"]') as Element);
    expect((form.elements.namedItem("weekly.2.weekday") as HTMLInputElement).value).toBe("2");
    click(page.querySelector('button[aria-label="Remove Monday 10:00 to 13:00"]') as Element);
    expect(form.querySelectorAll('input[name$=".weekday"]')).toHaveLength(3);
    // Overlapping ranges on Tuesday are caught before anything is posted.
    click(page.querySelector('button[aria-label="Add hours on Tuesday"]') as Element);
    click(page.querySelector('button[aria-label="Add hours on Tuesday"]') as Element);
    const tuesday = [...form.querySelectorAll("fieldset")].find(
      (f) => f.querySelector("legend")?.textContent === "Tuesday",
    );
    expect(tuesday?.querySelectorAll(".appt-range")).toHaveLength(3);
    submit(form);
    expect(posted).toHaveLength(0);
  });

  it("saves the settings, the weekly hours and the overrides in one post", async () => {
    const { page, router, posted, toasts } = await mount([settings()], () =>
      actionOk("Studio saved successfully", "save"),
    );
    submit(page.querySelector('form[aria-label="Studio settings and hours"]') as HTMLFormElement);
    await settle(router);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      intent: "save",
      name: "Kato Sound",
      hourly_rate: "92,125",
      hourly_rate_shown: "2500",
      length_2: "1",
      length_3: "1",
      "weekly.0.weekday": "1",
      "weekly.1.end": "00:00",
      "weekly.2.weekday": "6",
      "overrides.0.date": "2026-12-25",
      "overrides.0.closed": "1",
    });
    expect(posted[0]?.length_1).toBeUndefined();
    expect(toasts).toContainEqual(["success", "Studio saved successfully"]);
  });

  it("opens the form for a producer without a studio, explaining it", async () => {
    const { page } = await mount([
      { view: "settings", studio: null, today: null, pending: null, upcoming: [], ended: [], slots: null },
    ]);
    expect(plain(page)).toContain("You have no studio yet");
    expect(page.querySelector('nav[aria-label="Studio"]')).toBeNull();
    expect(button(page, "Create studio")).toBeDefined();
    // A new studio starts in the browser's zone and offers 2-hour sessions.
    const form = page.querySelector("form") as HTMLFormElement;
    expect((form.querySelector("select[name=time_zone]") as HTMLSelectElement | null)?.value).not.toBe("");
    expect((form.elements.namedItem("length_2") as HTMLInputElement).checked).toBe(true);
  });

  it("shows the api's field messages beside their inputs", async () => {
    const { page, router } = await mount([settings()], () =>
      actionError(
        {
          ok: false,
          status: 422,
          code: "VALIDATION",
          msg: "The given data was invalid.",
          fieldErrors: {
            "weekly.0.start": ["This range overlaps another one of the same day."],
            city: ["The city is required."],
          },
        },
        "save",
      ),
    );
    submit(page.querySelector('form[aria-label="Studio settings and hours"]') as HTMLFormElement);
    await settle(router);
    const field = (name: string) => page.querySelector(`[name="${name}"]`)?.closest(".field");
    expect(plain(field("weekly.0.start"))).toContain("This range overlaps another one of the same day.");
    expect(plain(field("city"))).toContain("The city is required.");
  });
});
