// @vitest-environment jsdom
// A studio's page from its loader's data: the public profile (no address before a booking), the week of
// free times on the viewer's days (here UTC) with the studio's clock (Kampala) beside each, the keyboard
// moving between times, the booking panel's price as the api prices it, the Payment modal for a deposit,
// a studio without a deposit booked by the action (409: the time was taken, read again; 422: the api's
// word), and one's own or a paused studio offering no booking.
import { act } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { answerOk, button, mountPage, plain, settle } from "../components/songs/market/market-test-page";
import { cleanup, click, polyfillDialog, pressKey, submit } from "../components/widgets/test-dom";
import type { StudioPageData } from "../lib/appointments/bookings.server";
import { freeSlot, publicStudio, studioSlots } from "../lib/appointments/test-fixtures";
import StudioPage from "./_app.creator-promoter.appointments.studios.$id";

vi.mock("../lib/appointments/use-viewer-zone", () => ({
  useViewerClock: () => ({ zone: "UTC", locale: undefined, known: true }),
}));

beforeAll(polyfillDialog);
afterEach(cleanup);

const PATTERN = "/creator-promoter/appointments/studios/:id";
const URL = "/creator-promoter/appointments/studios/std_wave";

const SLOTS = [
  freeSlot("2026-11-29T23:00:00.000Z"), // Sunday in UTC: the week before the viewer's
  freeSlot("2026-11-30T08:00:00.000Z"),
  freeSlot("2026-11-30T06:00:00.000Z"),
  freeSlot("2026-12-01T11:00:00.000Z"),
];

function data(extra: Partial<StudioPageData> = {}): StudioPageData {
  return {
    studio: publicStudio(),
    week: "2026-11-30",
    today: "2026-11-30",
    hours: 2,
    slots: studioSlots(SLOTS),
    slotsRefused: null,
    ...extra,
  };
}

const mount = (loads: StudioPageData[], answers: (() => object)[] = []) =>
  mountPage({ pattern: PATTERN, url: URL, loads, answers, element: <StudioPage /> });

const slotButtons = (page: Element) => [...page.querySelectorAll<HTMLButtonElement>("button[data-slot]")];

describe("a studio's page", () => {
  it("shows the profile without the address, and the viewer's week with the studio's clock beside", async () => {
    const { page } = await mount([data()]);
    expect(page.querySelector("h1")?.textContent).toBe("Wave Room");
    const facts = plain(page.querySelector(".appt-facts"));
    expect(facts).toContain("AddressShown once the studio confirms your booking");
    expect(facts).toContain("RateUGX 73,700 an hour");
    expect(facts).toContain("Deposit30% up front");
    expect(plain(page.querySelector(".appt-hours"))).toContain("Tuesday09:00–13:00, 14:00–20:00");
    expect(plain(page)).toContain("Times in your zone, UTC (UTC); the studio's clock");
    const days = [...page.querySelectorAll("[data-day]")];
    expect(days).toHaveLength(7);
    expect(slotButtons(days[0] as Element).map((b) => b.dataset.slot)).toEqual([
      "2026-11-30T06:00:00.000Z",
      "2026-11-30T08:00:00.000Z",
    ]);
    expect(slotButtons(days[1] as Element)).toHaveLength(1);
    expect(plain(days[2])).toContain("No free time");
    const first = slotButtons(page)[0] as HTMLButtonElement;
    // Named by its text: the viewer's time, the day, length and zone, then the studio's clock.
    expect(first.textContent).toMatch(/^06:00.*2 hours, UTC, studio time 09:00.*(EAT|GMT\+3)$/);
    expect(first.getAttribute("aria-pressed")).toBe("false");
    // Session lengths and week navigation are links keeping the other choice.
    const lengths = page.querySelector('nav[aria-label="Session length"]');
    expect([...(lengths?.querySelectorAll("a") ?? [])].map((a) => a.getAttribute("href"))).toEqual([
      "/creator-promoter/appointments/studios/std_wave?week=2026-11-30&hours=2",
      "/creator-promoter/appointments/studios/std_wave?week=2026-11-30&hours=3",
    ]);
    const weeks = page.querySelector('nav[aria-label="Weeks"]');
    expect(plain(weeks)).not.toContain("Previous week");
    expect(weeks?.querySelector("a")?.getAttribute("href")).toContain("?week=2026-12-07&hours=2");
  });

  it("moves between times with the arrow keys", async () => {
    const { page } = await mount([data()]);
    const [mon6, mon8, tue11] = slotButtons(page) as [
      HTMLButtonElement,
      HTMLButtonElement,
      HTMLButtonElement,
    ];
    act(() => mon6.focus());
    expect(pressKey(mon6, "ArrowDown")).toBe(false);
    expect(document.activeElement).toBe(mon8);
    pressKey(mon8, "ArrowRight");
    expect(document.activeElement).toBe(tue11);
    pressKey(tue11, "ArrowLeft");
    expect(document.activeElement).toBe(mon6);
    expect(pressKey(mon6, "ArrowUp")).toBe(true); // nothing above: the key is left alone
  });

  it("prices the chosen time as the api does and opens the Payment modal for the deposit", async () => {
    const { page } = await mount([data()]);
    expect(plain(page)).toContain("Choose a free time above");
    click(slotButtons(page)[2] as HTMLButtonElement);
    expect(slotButtons(page)[2]?.getAttribute("aria-pressed")).toBe("true");
    const panel = page.querySelector(".appt-book") as HTMLElement;
    const text = plain(panel);
    expect(text).toContain("Session: 2 hours × UGX 73,700UGX 147,400");
    expect(text).toContain("Deposit (30%), held until the session");
    expect(text).toContain("Processing fee (2% of the deposit)");
    expect(text).toContain("You pay nowUGX 45,104");
    expect(text).toContain("Due at the studioUGX 103,180");
    expect(text).toContain("Studio time:");
    expect(panel.querySelector("textarea[name=notes]")?.getAttribute("maxlength")).toBe("1000");
    await act(async () => submit(panel.querySelector("form") as HTMLFormElement));
    const dialog = page.ownerDocument.querySelector("dialog[open]");
    expect(dialog?.querySelector("h2")?.textContent).toBe("Payment Details");
  });

  it("books a studio without a deposit through the action, and says when the time was taken", async () => {
    const free = data({ studio: publicStudio({ deposit_percent: 0 }) });
    const taken = () => ({
      ok: false,
      code: "CONFLICT",
      msg: "This time was just booked.",
      fieldErrors: {},
      at: 1,
    });
    const { page, posted, loaderCalls, router } = await mount([free], [taken]);
    click(slotButtons(page)[0] as HTMLButtonElement);
    const panel = page.querySelector(".appt-book") as HTMLElement;
    expect(plain(panel)).toContain("Nothing is paid now.");
    (panel.querySelector("textarea[name=notes]") as HTMLTextAreaElement).value = "Vocals";
    submit(panel.querySelector("form") as HTMLFormElement);
    await settle(router);
    const form = Object.fromEntries([...(posted[0]?.entries() ?? [])]);
    expect(form).toMatchObject({
      intent: "book",
      studio_id: "std_wave",
      start: "2026-11-30T06:00:00.000Z",
      hours: "2",
      notes: "Vocals",
    });
    expect(String(form.idempotency_key)).toMatch(/^[0-9a-f-]{36}$/);
    expect(plain(page.querySelector("[role=alert]"))).toContain("This time was just booked by someone else");
    expect(page.querySelector(".appt-book")).toBeNull();
    expect(loaderCalls()).toBeGreaterThan(1);
  });

  it("shows the api's word on a refused request above the form", async () => {
    const free = data({ studio: publicStudio({ deposit_percent: 0 }) });
    const refused = () => ({
      ok: false,
      code: "VALIDATION",
      msg: "Validation errors occurred",
      fieldErrors: { start: ["This studio needs at least 12 hours' notice."] },
      at: 2,
    });
    const { page, router } = await mount([free], [refused, () => answerOk("unused")]);
    click(slotButtons(page)[0] as HTMLButtonElement);
    submit(page.querySelector(".appt-book form") as HTMLFormElement);
    await settle(router);
    expect(plain(page.querySelector(".appt-book [role=alert]"))).toBe(
      "This studio needs at least 12 hours' notice.",
    );
  });

  it("offers no booking of one's own studio or of a paused one, and says a refused range", async () => {
    const mine = await mount([data({ studio: publicStudio({ is_mine: true }) })]);
    expect(plain(mine.page)).toContain("You cannot book your own studio.");
    expect(slotButtons(mine.page)).toHaveLength(0);
    cleanup();
    const paused = await mount([data({ studio: publicStudio({ taking_bookings: false }), slots: null })]);
    expect(plain(paused.page)).toContain("This studio is not taking bookings right now.");
    cleanup();
    const refused = await mount([data({ slots: null, slotsRefused: "Ask for at most 31 days at a time." })]);
    expect(plain(refused.page.querySelector("[role=alert]"))).toBe("Ask for at most 31 days at a time.");
    expect(button(refused.page, "Pay")).toBeUndefined();
  });
});
