import { describe, expect, it } from "vitest";
import {
  type Busy,
  freeSlots,
  nextFreeSlot,
  occupiedCells,
  refuseBooking,
  type StudioRules,
} from "./slots.rules";
import { isIsoDate, isTimeZone, offsetMinutes, toInstant } from "./zone-time.rules";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);
const starts = (slots: { startMs: number }[]) => slots.map((s) => iso(s.startMs));

const WEEKDAYS = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: "09:00", end: "17:00" }));
const kampala: StudioRules = {
  timeZone: "Africa/Kampala",
  weekly: WEEKDAYS,
  overrides: [],
  lengthsHours: [1, 2, 3],
  bufferMinutes: 0,
  minNoticeHours: 2,
  horizonDays: 60,
};
const NOW = at("2026-12-01T00:00:00Z");
const day = (date: string, lengthHours = 1, nowMs = NOW) => ({ from: date, to: date, lengthHours, nowMs });

describe("freeSlots: schedule, grid and length", () => {
  it("offers half-hourly starts inside the studio's hours, in its zone (Kampala is UTC+3)", () => {
    const slots = freeSlots(kampala, [], day("2026-12-08", 2)); // a Tuesday
    expect(slots).toHaveLength(13); // 09:00 … 15:00 local
    expect(iso(slots[0]!.startMs)).toBe("2026-12-08T06:00");
    expect(iso(slots.at(-1)!.endMs)).toBe("2026-12-08T14:00");
  });

  it("offers nothing on a weekend, nothing for a length the studio does not offer", () => {
    expect(freeSlots(kampala, [], day("2026-12-12"))).toEqual([]); // Saturday
    expect(freeSlots(kampala, [], day("2026-12-08", 4))).toEqual([]);
  });

  it("lets an override close a day or open one with other hours", () => {
    const rules = {
      ...kampala,
      overrides: [
        { date: "2026-12-08", ranges: [] },
        { date: "2026-12-12", ranges: [{ start: "10:00", end: "12:00" }] },
      ],
    };
    expect(freeSlots(rules, [], day("2026-12-08"))).toEqual([]);
    expect(starts(freeSlots(rules, [], day("2026-12-12")))).toEqual([
      "2026-12-12T07:00",
      "2026-12-12T07:30",
      "2026-12-12T08:00",
    ]);
  });
});

describe("freeSlots over midnight", () => {
  const late = (weekly: StudioRules["weekly"]): StudioRules => ({ ...kampala, weekly, minNoticeHours: 0 });

  it("an opening to midnight that the next day continues from 00:00 takes a session over midnight", () => {
    const allDay = late([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: "00:00", end: "24:00" })));
    expect(starts(freeSlots(allDay, [], day("2026-12-08", 2))).at(-1)).toBe("2026-12-08T20:30"); // 23:30 local
    const night = late([
      { weekday: 2, start: "20:00", end: "24:00" },
      { weekday: 3, start: "00:00", end: "02:00" },
    ]);
    const slots = freeSlots(night, [], day("2026-12-08", 3)); // Tuesday night into Wednesday
    expect(starts(slots)).toEqual([
      "2026-12-08T17:00",
      "2026-12-08T17:30",
      "2026-12-08T18:00",
      "2026-12-08T18:30",
      "2026-12-08T19:00",
      "2026-12-08T19:30",
      "2026-12-08T20:00",
    ]);
    expect(
      refuseBooking(night, [], { startMs: at("2026-12-08T20:00:00Z"), lengthHours: 3, nowMs: NOW }),
    ).toBeNull();
  });

  it("a gap after midnight ends the opening at midnight", () => {
    const gap = late([
      { weekday: 2, start: "20:00", end: "24:00" },
      { weekday: 3, start: "01:00", end: "03:00" },
    ]);
    expect(starts(freeSlots(gap, [], day("2026-12-08", 3))).at(-1)).toBe("2026-12-08T18:00"); // 21:00–24:00 local
  });
});

describe("freeSlots: bookings, buffers, notice and horizon", () => {
  const busy: Busy[] = [{ startMs: at("2026-12-08T08:00Z"), endMs: at("2026-12-08T09:00Z") }]; // 11:00–12:00 local

  it("keeps the buffer clear on both sides of a booking", () => {
    const free = starts(freeSlots({ ...kampala, bufferMinutes: 30 }, busy, day("2026-12-08"))).slice(0, 5);
    // 09:00 and 09:30 local end by 10:30 (30 min before 11:00); the next free start is 12:30 local.
    expect(free).toEqual([
      "2026-12-08T06:00",
      "2026-12-08T06:30",
      "2026-12-08T09:30",
      "2026-12-08T10:00",
      "2026-12-08T10:30",
    ]);
  });

  it("rounds a buffer up to whole cells, the way the booking holds them", () => {
    expect(occupiedCells(0, 60 * 60_000, 10)).toHaveLength(5); // an hour and 10 min: 5 cells of 15 min
    expect(occupiedCells(0, 60 * 60_000, 0)).toHaveLength(4);
  });

  it("starts no sooner than the notice and no later than the horizon", () => {
    const now = at("2026-12-08T06:10Z"); // 09:10 local, 2 h notice: first start 11:30 local
    expect(starts(freeSlots(kampala, [], day("2026-12-08", 1, now)))[0]).toBe("2026-12-08T08:30");
    expect(
      freeSlots({ ...kampala, horizonDays: 7 }, [], day("2026-12-09", 1, at("2026-12-01T12:00Z"))),
    ).toEqual([]);
  });
});

describe("freeSlots across daylight-saving changes", () => {
  const nights = (zone: string): StudioRules => ({
    ...kampala,
    timeZone: zone,
    weekly: [{ weekday: 0, start: "00:00", end: "04:00" }],
    minNoticeHours: 0,
    horizonDays: 365,
  });
  const early = at("2026-01-01T00:00Z");

  it("Europe/London in March: no start in the lost hour, sessions last their real length", () => {
    const slots = freeSlots(nights("Europe/London"), [], day("2026-03-29", 1, early));
    expect(starts(slots)).toEqual([
      "2026-03-29T00:00", // 00:00 GMT
      "2026-03-29T00:30", // 00:30 GMT, ends 02:30 BST
      "2026-03-29T01:00", // 02:00 BST
      "2026-03-29T01:30",
      "2026-03-29T02:00", // 03:00 BST, ends at 04:00 BST, the close
    ]);
    expect(slots.every((s) => s.endMs - s.startMs === 3_600_000)).toBe(true);
  });

  it("Europe/London in October: the repeated hour is offered once", () => {
    const slots = freeSlots(nights("Europe/London"), [], day("2026-10-25", 1, early));
    expect(starts(slots)).toEqual([
      "2026-10-24T23:00", // 00:00 BST
      "2026-10-24T23:30",
      "2026-10-25T00:00", // the first 01:00
      "2026-10-25T00:30",
      "2026-10-25T02:00", // 02:00 GMT
      "2026-10-25T02:30",
      "2026-10-25T03:00", // ends 04:00 GMT, the close
    ]);
  });

  it("America/New_York: the same 09:00 is 14:00Z before and 13:00Z after the March change, and back in November", () => {
    const weekly = [0, 1, 6].map((weekday) => ({ weekday, start: "09:00", end: "10:00" }));
    const ny: StudioRules = {
      ...kampala,
      timeZone: "America/New_York",
      weekly,
      minNoticeHours: 0,
      horizonDays: 365,
    };
    const march = freeSlots(ny, [], { from: "2026-03-07", to: "2026-03-09", lengthHours: 1, nowMs: early });
    expect(starts(march)).toEqual(["2026-03-07T14:00", "2026-03-08T13:00", "2026-03-09T13:00"]);
    const november = freeSlots(ny, [], {
      from: "2026-10-31",
      to: "2026-11-02",
      lengthHours: 1,
      nowMs: early,
    });
    expect(starts(november)).toEqual(["2026-10-31T13:00", "2026-11-01T14:00", "2026-11-02T14:00"]);
  });

  it("converts wall times both ways: gaps name no instant, overlaps the earlier one", () => {
    expect(toInstant("2026-03-08", 150, "America/New_York")).toBeNull(); // 02:30 never happens
    expect(iso(toInstant("2026-11-01", 90, "America/New_York")!)).toBe("2026-11-01T05:30"); // 01:30 EDT
    expect(offsetMinutes("Africa/Kampala", NOW)).toBe(180);
    expect(offsetMinutes("Asia/Kathmandu", NOW)).toBe(345);
  });
});

describe("refuseBooking", () => {
  const busy: Busy[] = [{ startMs: at("2026-12-08T08:00Z"), endMs: at("2026-12-08T09:00Z") }];
  const ask = (start: string, lengthHours = 1, nowMs = NOW) =>
    refuseBooking(kampala, busy, { startMs: at(start), lengthHours, nowMs });

  it("names the first rule a request breaks", () => {
    expect(ask("2026-12-08T06:00Z")).toBeNull();
    expect(ask("2026-12-08T06:00Z", 5)).toBe("length_not_offered");
    expect(ask("2026-12-08T06:15Z")).toBe("off_grid");
    expect(ask("2026-11-30T06:00Z")).toBe("in_the_past");
    expect(ask("2026-12-01T01:00Z")).toBe("too_soon");
    expect(ask("2027-03-01T06:00Z")).toBe("too_far");
    expect(ask("2026-12-12T06:00Z")).toBe("closed"); // Saturday
    expect(ask("2026-12-08T13:30Z", 1)).toBe("closed"); // 16:30 + 1 h runs past 17:00
    expect(ask("2026-12-08T07:30Z")).toBe("taken"); // 10:30–11:30 meets the 11:00 booking
  });
});

describe("time zones and dates", () => {
  it("knows IANA zones and real dates only", () => {
    expect(isTimeZone("Africa/Kampala")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("GMT+3 ")).toBe(false);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2028-02-29")).toBe(true);
  });
});

describe("nextFreeSlot: the studio list's next free time", () => {
  it("is today's first free start of the shortest session, else a later day's, else none", () => {
    // Tuesday 1 Dec 03:00 Kampala: 2 h notice, so the first start is 09:00 local (06:00Z).
    expect(iso(nextFreeSlot(kampala, [], NOW)!.startMs)).toBe("2026-12-01T06:00");
    // The whole of Tuesday taken: Wednesday's first hour.
    const tuesday: Busy[] = [{ startMs: at("2026-12-01T06:00Z"), endMs: at("2026-12-01T14:00Z") }];
    expect(iso(nextFreeSlot(kampala, tuesday, NOW)!.startMs)).toBe("2026-12-02T06:00");
    // Closed for the two weeks the list looks at.
    const closed = { ...kampala, weekly: [] };
    expect(nextFreeSlot(closed, [], NOW)).toBeNull();
    expect(nextFreeSlot({ ...kampala, lengthsHours: [] }, [], NOW)).toBeNull();
  });
});
