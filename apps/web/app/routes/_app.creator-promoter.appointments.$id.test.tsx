// @vitest-environment jsdom
// One booking from the loader's data, for its client and for its studio's producer: times in both zones,
// the state badge, the address once given, the money and where it is, the calendar file of a confirmed
// session, and the moves, each stating its consequence before it is posted: a client's cancellation a day
// ahead refunds everything, under a day the deposit goes to the studio; the producer confirms at once and
// declines after stating the client's refund.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { button, mountPage, plain, settle } from "../components/songs/market/market-test-page";
import { cleanup, click, polyfillDialog } from "../components/widgets/test-dom";
import { booking } from "../lib/appointments/test-fixtures";
import type { Booking } from "../lib/appointments/types";
import BookingPage from "./_app.creator-promoter.appointments.$id";

vi.mock("../lib/appointments/use-viewer-zone", () => ({
  useViewerClock: () => ({ zone: "UTC", locale: undefined, known: true }),
}));

beforeAll(polyfillDialog);
afterEach(cleanup);

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

const mount = (b: Booking, search = "") =>
  mountPage({
    pattern: "/creator-promoter/appointments/:id",
    url: `/creator-promoter/appointments/${b.id}${search}`,
    loads: [{ booking: b, booked: search.includes("booked=1") }],
    element: <BookingPage />,
  });

const dialog = () => document.querySelector("dialog[open]");

describe("a booking's page", () => {
  it("shows a confirmed booking to its client: both zones, badge, address, money, calendar file", async () => {
    const { page } = await mount(booking(), "?booked=1");
    const text = plain(page);
    expect(text).toMatch(/11:00.*(13:00|1:00 PM).*UTC/);
    expect(text).toMatch(/Studio time: .*(14:00|2:00).*(16:00|4:00 PM).*(EAT|GMT\+3)/);
    expect(plain(page.querySelector(".appt-badge"))).toBe("Confirmed");
    expect(text).toContain("AddressPlot 5, Kira Road");
    expect(text).toContain("Session priceUGX 147,400");
    expect(text).toContain("Deposit and feeUGX 45,104");
    expect(text).toContain("Due at the studioUGX 103,180");
    expect(text).toContain("The deposit and fee are held by Ngoma until the session.");
    expect(text).toContain("Booking made.");
    const ics = page.querySelector("a[download]");
    expect(ics?.getAttribute("href")).toBe("/api/v1/creator/appointments/ics/apt_01");
    expect(plain(ics)).toContain("Download .ics");
    expect(page.querySelector("h2 a")?.getAttribute("href")).toBe(
      "/creator-promoter/appointments/studios/std_wave",
    );
  });

  it("hides the address and the calendar file before the studio confirms", async () => {
    const pending = booking({
      status: "pending",
      confirmed_at: null,
      studio: { ...booking().studio, address: null },
    });
    const { page } = await mount(pending, "?booked=1");
    expect(plain(page)).toContain("AddressShown once the studio confirms the booking");
    expect(page.querySelector("a[download]")).toBeNull();
    expect(plain(page)).toContain("The studio has 48 hours to confirm it");
  });

  it("states a full refund a day ahead and posts the cancellation with its key", async () => {
    const b = booking({ starts_at: inHours(30), ends_at: inHours(32) });
    const { page, posted, router } = await mount(b);
    click(button(page, "Cancel the booking"));
    expect(plain(dialog())).toContain("The deposit and fee, UGX 45,104, go back to your wallet.");
    click(dialog()?.querySelector(".button--danger") as HTMLButtonElement);
    await settle(router);
    expect(posted[0]?.get("intent")).toBe("cancel");
    expect(posted[0]?.get("id")).toBe("apt_01");
    expect(String(posted[0]?.get("idempotency_key"))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("states that the deposit goes to the studio under a day before the session", async () => {
    const b = booking({ starts_at: inHours(5), ends_at: inHours(7) });
    const { page, posted } = await mount(b);
    click(button(page, "Cancel the booking"));
    const words = plain(dialog());
    expect(words).toContain("the deposit, UGX 44,220, goes to the studio");
    expect(words).toContain("Nothing comes back to your wallet.");
    click(dialog()?.querySelector("button") as HTMLButtonElement); // Cancel: nothing is posted
    expect(posted).toHaveLength(0);
  });

  it("gives the studio's producer confirm and decline, stating the client's refund first", async () => {
    const request = booking({
      role: "studio",
      status: "pending",
      confirmed_at: null,
      can_confirm: true,
      can_decline: true,
      starts_at: inHours(50),
      ends_at: inHours(52),
    });
    const { page, posted, router } = await mount(request);
    expect(page.querySelector("h2")?.textContent).toBe("Amara Nabirye's session");
    expect(plain(page)).toContain("ClientAmara Nabirye");
    click(button(page, "Confirm the booking"));
    await settle(router);
    expect(posted[0]?.get("intent")).toBe("confirm");
    click(button(page, "Decline"));
    expect(plain(dialog())).toContain("Amara Nabirye gets the deposit and fee, UGX 45,104, back in full");
    click(dialog()?.querySelector(".button--danger") as HTMLButtonElement);
    await settle(router);
    expect(posted[1]?.get("intent")).toBe("decline");
  });

  it("offers no move on an ended booking and says where its money went", async () => {
    const ended = booking({
      status: "cancelled",
      cancelled_by: "client",
      starts_at: "2026-12-01T11:00:00.000Z",
      ended_at: "2026-12-01T01:00:00.000Z",
      cancel: null,
    });
    const { page } = await mount(ended);
    expect(plain(page.querySelector(".appt-badge"))).toBe("Cancelled");
    expect(plain(page)).toContain("The deposit went to the studio.");
    expect(page.querySelector(".appt-moves")).toBeNull();
  });
});
