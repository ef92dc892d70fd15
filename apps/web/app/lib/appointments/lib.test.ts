// The appointments' pure rules: the list's URL, the week's calendar, the price and the cancellation held
// to the api's own rules (features/appointments/rules.ts), and what a refused booking means.
import { describe, expect, it } from "vitest";
import { cancellation, sessionPrice } from "../../../../../workers/api/src/features/appointments/rules";
import { DEFAULT_MONEY } from "../money/money-settings";
import { bookedApiQuery, bookedSearch, readBookedFilters } from "./booked-query";
import { cancelOutcome } from "./cancel";
import { bookingMade, bookingRequest, readBookingRefusal, studioCheckout } from "./checkout";
import {
  isStudioFiltered,
  readStudioFilters,
  studioApiQuery,
  studioParamsFromForm,
  studioSearch,
} from "./list-filters";
import { allowedMoves, isBookingMove, moneyState } from "./moves";
import { sessionQuote } from "./price";
import type { Booking, FreeSlot } from "./types";
import {
  addDays,
  dayTitle,
  hasNextWeek,
  isIsoDate,
  mondayOf,
  readHours,
  readWeek,
  slotsByDay,
  slotsRange,
  weekDays,
  weekSearch,
} from "./week";

const UGX = {
  ...DEFAULT_MONEY,
  currency: "UGX" as const,
  minorUnits: 0 as const,
  rates: { USD: 1, UGX: 3685 },
};

const slot = (start: string, hours = 2): FreeSlot => ({
  start,
  end: new Date(Date.parse(start) + hours * 3_600_000).toISOString(),
  hours,
  local_start: start.slice(0, 16),
  local_end: start.slice(0, 16),
});

describe("the studio list's URL", () => {
  it("reads, writes and sends city and highest rate", () => {
    const filters = readStudioFilters(new URLSearchParams("city=%20Kampala%20&max_rate=5000&page=2"));
    expect(filters).toEqual({ page: 2, city: "Kampala", max_rate: 5000 });
    expect(studioApiQuery(filters)).toEqual({ page: "2", per_page: "12", city: "Kampala", max_rate: "5000" });
    expect(studioSearch(filters, 1)).toBe("?city=Kampala&max_rate=5000");
    expect(isStudioFiltered(readStudioFilters(new URLSearchParams("max_rate=abc")))).toBe(false);
  });

  it("reads the rate typed in the viewer's currency as US cents", () => {
    expect(studioParamsFromForm({ city: "Kampala", max_rate: "50,000" }, UGX)).toEqual({
      ok: true,
      search: "?city=Kampala&max_rate=1357",
    });
    expect(studioParamsFromForm({ max_rate: "lots" }, UGX)).toEqual({
      ok: false,
      errors: { max_rate: "Enter an amount in UGX, or leave it empty." },
    });
  });
});

describe("the week of free slots", () => {
  it("does calendar arithmetic on dates", () => {
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(mondayOf("2026-12-06")).toBe("2026-11-30"); // a Sunday
    expect(mondayOf("2026-11-30")).toBe("2026-11-30");
    expect(weekDays("2026-11-30")).toHaveLength(7);
    expect(slotsRange("2026-11-30")).toEqual({ from: "2026-11-29", to: "2026-12-07" });
    expect(weekSearch("2026-11-30", 2)).toBe("?week=2026-11-30&hours=2");
    expect(dayTitle("2026-12-03", "long", "en-GB")).toBe("Thursday 3 December");
  });

  it("never shows a week before today's, and stops at the horizon", () => {
    const today = "2026-11-29";
    expect(readWeek(new URLSearchParams(""), today)).toBe("2026-11-23");
    expect(readWeek(new URLSearchParams("week=2026-12-09"), today)).toBe("2026-12-07");
    expect(readWeek(new URLSearchParams("week=2026-01-01"), today)).toBe("2026-11-23");
    expect(hasNextWeek("2026-11-23", today, 14)).toBe(true);
    expect(hasNextWeek("2026-12-07", today, 14)).toBe(false);
  });

  it("takes an offered length, else the shortest", () => {
    expect(readHours(new URLSearchParams("hours=3"), [2, 3])).toBe(3);
    expect(readHours(new URLSearchParams("hours=5"), [3, 2])).toBe(2);
    expect(readHours(new URLSearchParams(""), [])).toBeNull();
  });

  it("puts slots on the viewer's days, in time order, of the chosen length", () => {
    const days = weekDays("2026-11-30");
    const slots = [
      slot("2026-11-30T22:00:00.000Z"), // Tuesday in Kampala
      slot("2026-11-30T09:00:00.000Z"),
      slot("2026-11-30T08:00:00.000Z", 3),
      slot("2026-11-29T21:30:00.000Z"), // Monday 00:30 in Kampala, Sunday in UTC
    ];
    const kampala = slotsByDay(slots, days, "Africa/Kampala", 2);
    expect(kampala.get("2026-11-30")?.map((s) => s.start)).toEqual([
      "2026-11-29T21:30:00.000Z",
      "2026-11-30T09:00:00.000Z",
    ]);
    expect(kampala.get("2026-12-01")?.map((s) => s.start)).toEqual(["2026-11-30T22:00:00.000Z"]);
    const utc = slotsByDay(slots, days, "UTC", 2);
    expect(utc.get("2026-11-30")?.length).toBe(2);
  });
});

describe("the price, as the api's rule prices it", () => {
  it("agrees with the api's sessionPrice and adds the 2 % fee", () => {
    for (const [rate, hours, percent] of [
      [2_550, 3, 30],
      [10_001, 1, 33],
      [999, 8, 100],
      [5_000, 2, 0],
      [1_234_567, 7, 15],
    ] as const) {
      const api = sessionPrice(rate, hours, percent);
      const quote = sessionQuote(rate, hours, percent);
      expect([quote.price, quote.deposit]).toEqual([api.priceCents, api.depositCents]);
      expect(quote.balance).toBe(api.priceCents - api.depositCents);
    }
    expect(sessionQuote(2_550, 3, 30)).toEqual({
      price: 7_650,
      deposit: 2_295,
      fee: 46,
      total: 2_341,
      balance: 5_355,
    });
  });
});

describe("what cancelling returns, as the api's rule decides it", () => {
  const now = Date.parse("2026-12-01T12:00:00.000Z");
  const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
  it("agrees with the api's cancellation for each state, side and distance", () => {
    for (const status of ["pending", "confirmed", "declined", "cancelled", "completed"] as const) {
      for (const by of ["client", "studio"] as const) {
        for (const hours of [-1, 0, 1, 23.9, 24, 48]) {
          const booking = { status, starts_at: at(hours), deposit: 3_000, fee: 60 };
          const api = cancellation({ status, startsAtMs: Date.parse(at(hours)) }, by, now);
          const web = cancelOutcome(booking, by, now);
          if ("refused" in api) expect(web).toEqual(api);
          else expect(web).toEqual({ outcome: api.outcome, refund: api.outcome === "refund" ? 3_060 : 0 });
        }
      }
    }
  });
});

describe("booking a slot", () => {
  const request = bookingRequest("std_1", slot("2026-12-03T11:00:00.000Z"), "  Bring the drums  ");
  it("asks the api for the slot, its length and the notes, and pays the deposit from the wallet", () => {
    expect(request).toEqual({
      studio_id: "std_1",
      start: "2026-12-03T11:00:00.000Z",
      hours: 2,
      notes: "Bring the drums",
    });
    expect(bookingRequest("std_1", slot("2026-12-03T11:00:00.000Z"), " ").notes).toBeNull();
    const checkout = studioCheckout({ name: "Wave Room" }, request, sessionQuote(2_000, 2, 50));
    expect(checkout.purchase).toEqual({
      kind: "service",
      requestType: "studio_booking",
      item: request,
      walletOnly: true,
    });
    expect(checkout.amount).toBe(2_000);
    expect(checkout.description).toContain("Wave Room");
  });

  it("reads a taken slot, a refused request and anything else", () => {
    expect(
      readBookingRefusal({ status: 409, msg: "This time was just booked.", fieldErrors: {} })?.kind,
    ).toBe("taken");
    expect(
      readBookingRefusal({
        status: 422,
        msg: "Validation errors occurred",
        fieldErrors: { studio_id: ["You cannot book your own studio."] },
      }),
    ).toEqual({
      kind: "refused",
      text: "You cannot book your own studio.",
      fields: { studio_id: "You cannot book your own studio." },
    });
    expect(readBookingRefusal({ status: 400, msg: "Insufficient balance", fieldErrors: {} })).toBeNull();
  });

  it("finds the booking the payment made by studio and instant", () => {
    const made = { id: "apt_1", studio: { id: "std_1" }, starts_at: "2026-12-03T11:00:00Z" } as Booking;
    const other = { id: "apt_2", studio: { id: "std_2" }, starts_at: "2026-12-03T11:00:00Z" } as Booking;
    expect(bookingMade([other, made], request)?.id).toBe("apt_1");
    expect(bookingMade([other], request)).toBeUndefined();
  });
});

describe("the client's bookings URL", () => {
  it("reads a known state and the page", () => {
    const filters = readBookedFilters(new URLSearchParams("status=confirmed&page=3"));
    expect(bookedApiQuery(filters)).toEqual({
      role: "client",
      page: "3",
      per_page: "10",
      status: "confirmed",
    });
    expect(readBookedFilters(new URLSearchParams("status=lost")).status).toBeNull();
    expect(bookedSearch("pending", 2)).toBe("?status=pending&page=2");
    expect(bookedSearch(null)).toBe("?");
  });
});

describe("a booking's moves and money", () => {
  const base = {
    id: "apt_1",
    status: "confirmed",
    deposit: 1_000,
    cancelled_by: null,
    confirmed_at: "2026-12-01T00:00:00.000Z",
    ended_at: null,
    starts_at: "2026-12-03T12:00:00.000Z",
    can_confirm: false,
    can_decline: false,
    can_complete: false,
    cancel: null,
  } as unknown as Booking;

  it("offers the moves the api allows, in order", () => {
    expect(
      allowedMoves({
        ...base,
        can_confirm: true,
        can_decline: true,
        cancel: { outcome: "refund", refund: 1 },
      }),
    ).toEqual(["confirm", "decline", "cancel"]);
    expect(allowedMoves(base)).toEqual([]);
    expect(isBookingMove("complete")).toBe(true);
    expect(isBookingMove("delete")).toBe(false);
  });

  it("says where the deposit is by the api's rules", () => {
    expect(moneyState({ ...base, deposit: 0 })).toBe("none");
    expect(moneyState(base)).toBe("held");
    expect(moneyState({ ...base, status: "completed" })).toBe("released");
    expect(moneyState({ ...base, status: "declined" })).toBe("refunded");
    const cancelled = { ...base, status: "cancelled" as const, cancelled_by: "client" as const };
    expect(moneyState({ ...cancelled, ended_at: "2026-12-02T12:00:00.000Z" })).toBe("refunded");
    expect(moneyState({ ...cancelled, ended_at: "2026-12-02T12:00:01.000Z" })).toBe("released");
    expect(moneyState({ ...cancelled, confirmed_at: null, ended_at: "2026-12-03T11:00:00.000Z" })).toBe(
      "refunded",
    );
    expect(moneyState({ ...cancelled, cancelled_by: "studio", ended_at: "2026-12-03T11:00:00.000Z" })).toBe(
      "refunded",
    );
  });
});
