// @vitest-environment jsdom
// The client's bookings from the loader's data: the upcoming sessions above (or why they are missing), the
// state tabs, each booking's card (studio linking to the booking, both zones, state badge, deposit in the
// viewer's currency), and the empty states of every state and of one.
import { afterEach, describe, expect, it, vi } from "vitest";
import { mountPage, plain } from "../components/songs/market/market-test-page";
import { cleanup } from "../components/widgets/test-dom";
import { readBookedFilters } from "../lib/appointments/booked-query";
import type { BookedData } from "../lib/appointments/bookings.server";
import { booking, onePage } from "../lib/appointments/test-fixtures";
import BookedPage from "./_app.creator-promoter.appointments.booked";

vi.mock("../lib/appointments/use-viewer-zone", () => ({
  useViewerClock: () => ({ zone: "UTC", locale: undefined, known: true }),
}));

afterEach(cleanup);

const PATH = "/creator-promoter/appointments/booked";

function booked(search: string, extra: Partial<BookedData> = {}): BookedData {
  return {
    filters: readBookedFilters(new URLSearchParams(search)),
    page: onePage([booking(), booking({ id: "apt_02", status: "pending", cancel: null })]),
    upcoming: [booking()],
    ...extra,
  };
}

const mount = (data: BookedData, search = "") =>
  mountPage({ pattern: PATH, url: `${PATH}${search}`, loads: [data], element: <BookedPage /> });

describe("my bookings", () => {
  it("lists the upcoming sessions and every booking with its state, times in both zones and deposit", async () => {
    const { page } = await mount(booked(""));
    const upcoming = page.querySelector('ul[aria-label="Upcoming sessions"]');
    expect(upcoming?.querySelectorAll("li")).toHaveLength(1);
    const all = page.querySelector('ul[aria-label="Bookings: All"]');
    const cards = [...(all?.querySelectorAll("article") ?? [])];
    expect(cards).toHaveLength(2);
    const first = plain(cards[0]);
    expect(first).toContain("Wave Room");
    expect(first).toContain("Confirmed");
    expect(first).toMatch(/11:00.*(13:00|1:00 PM).*UTC/);
    expect(first).toMatch(/Studio time: .*(14:00|2:00).*(16:00|4:00 PM).*(EAT|GMT\+3).*\(Africa\/Kampala\)/);
    expect(first).toContain("deposit UGX 44,220");
    expect(cards[0]?.querySelector("h3 a")?.getAttribute("href")).toBe(
      "/creator-promoter/appointments/apt_01",
    );
    expect(plain(cards[1])).toContain("Awaiting the studio");
    const tabs = page.querySelector('nav[aria-label="Booking states"]');
    expect(tabs?.querySelector('a[aria-current="page"]')?.textContent).toBe("All");
    expect([...(tabs?.querySelectorAll("a") ?? [])].map((a) => a.getAttribute("href"))).toContain(
      "/creator-promoter/appointments/booked?status=confirmed",
    );
  });

  it("says when nothing is upcoming or it could not be read, and tells the empty states apart", async () => {
    const none = await mount(booked("", { upcoming: [], page: onePage([]) }));
    expect(plain(none.page)).toContain("No upcoming sessions.");
    expect(plain(none.page)).toContain("You have not booked a studio yet");
    cleanup();
    const state = await mount(
      booked("?status=declined", { upcoming: null, page: onePage([]) }),
      "?status=declined",
    );
    expect(plain(state.page.querySelector("[role=alert]"))).toContain("could not be read");
    expect(plain(state.page)).toContain("No bookings in this state");
    expect(
      state.page.querySelector('nav[aria-label="Booking states"] a[aria-current="page"]')?.textContent,
    ).toBe("Declined");
  });
});
