import * as Api from "@ngoma/api/contract";
import { describe, expect, it } from "vitest";
import { parseForm } from "../form-parse";
import type { MoneySettings } from "../money/format-money";
import { DEFAULT_MONEY } from "../money/money-settings";
import {
  RATE_MAX_CENTS,
  RATE_MIN_CENTS,
  RATE_SHOWN_FIELD,
  studioErrorsFromApi,
  studioForm,
} from "./studio-form";
import { editorWeek, endForInput, nextRange, rangeProblems, weeklyIndexes } from "./studio-schedule";
import { STUDIO } from "./studio-test-fixtures";

const UGX: MoneySettings = { ...DEFAULT_MONEY, currency: "UGX", minorUnits: 0, rates: { USD: 1, UGX: 3685 } };

/** A filled form: Monday 10:00–13:00 and 14:00–midnight, Saturday 12:00–18:00, Christmas closed. */
function fields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "save",
    name: " Kato Sound ",
    city: "Kampala",
    address: "Plot 4, Kira Road",
    time_zone: "Africa/Kampala",
    hourly_rate: "92,125",
    deposit_percent: "30",
    length_2: "1",
    length_3: "1",
    buffer_minutes: "30",
    min_notice_hours: "12",
    horizon_days: "60",
    status: "1",
    "weekly.0.weekday": "1",
    "weekly.0.start": "10:00",
    "weekly.0.end": "13:00",
    "weekly.1.weekday": "1",
    "weekly.1.start": "14:00",
    "weekly.1.end": "00:00",
    "weekly.2.weekday": "6",
    "weekly.2.start": "12:00",
    "weekly.2.end": "18:00",
    "overrides.0.date": "2026-12-25",
    "overrides.0.closed": "1",
    "overrides.1.date": "2026-12-31",
    "overrides.1.ranges.0.start": "10:00",
    "overrides.1.ranges.0.end": "14:00",
    ...overrides,
  };
}

const parse = (overrides: Record<string, string> = {}) => parseForm(studioForm(UGX), fields(overrides));

describe("the studio form's schema", () => {
  it("keeps the api's rate bounds", () => {
    expect(Api.saveStudioBody.safeParse({ ...body(), hourly_rate: RATE_MIN_CENTS - 1 }).success).toBe(false);
    expect(Api.saveStudioBody.safeParse({ ...body(), hourly_rate: RATE_MIN_CENTS }).success).toBe(true);
    expect(Api.saveStudioBody.safeParse({ ...body(), hourly_rate: RATE_MAX_CENTS }).success).toBe(true);
    expect(Api.saveStudioBody.safeParse({ ...body(), hourly_rate: RATE_MAX_CENTS + 1 }).success).toBe(false);
  });

  it("reads a filled form into a save body the api accepts, the rate typed in UGX as US cents", () => {
    const parsed = parse();
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.data).toEqual({
      name: "Kato Sound",
      city: "Kampala",
      address: "Plot 4, Kira Road",
      time_zone: "Africa/Kampala",
      hourly_rate: 2500,
      deposit_percent: 30,
      lengths: [2, 3],
      buffer_minutes: 30,
      min_notice_hours: 12,
      horizon_days: 60,
      status: 1,
      weekly: [
        { weekday: 1, start: "10:00", end: "13:00" },
        // A time input cannot say 24:00: its 00:00 end is the day's midnight.
        { weekday: 1, start: "14:00", end: "24:00" },
        { weekday: 6, start: "12:00", end: "18:00" },
      ],
      overrides: [
        { date: "2026-12-25", ranges: [] },
        { date: "2026-12-31", ranges: [{ start: "10:00", end: "14:00" }] },
      ],
    });
    expect(Api.saveStudioBody.safeParse(parsed.data).success).toBe(true);
  });

  it("reads an untouched rate back as the cents it showed", () => {
    // 2,501 cents shows as UGX 92,162 (rounded); typed back unchanged it stays 2,501.
    const parsed = parse({ hourly_rate: "92,162", [RATE_SHOWN_FIELD]: "2501" });
    expect(parsed.ok && parsed.data.hourly_rate).toBe(2501);
  });

  it("says what is wrong beside each field, with the api's words", () => {
    const parsed = parse({
      name: "",
      hourly_rate: "abc",
      deposit_percent: "120",
      length_2: "",
      length_3: "",
      time_zone: "Mars/Olympus",
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors.name).toEqual(["The studio's name is required."]);
    expect(parsed.fieldErrors.hourly_rate?.[0]).toContain("must be an amount in UGX");
    expect(parsed.fieldErrors.deposit_percent).toEqual(["The deposit is 0 % to 100 %."]);
    expect(parsed.fieldErrors.lengths).toEqual(["Offer at least one session length."]);
    expect(parsed.fieldErrors.time_zone).toEqual(["Not a time zone: choose one from the list."]);
  });

  it("refuses the schedules the api refuses, on the same field paths", () => {
    const bad = {
      "weekly.1.start": "12:00", // overlaps 10:00–13:00 on Monday
      "weekly.2.end": "11:00", // ends before it starts
      "overrides.1.date": "2026-12-25", // a second override for Christmas
      "overrides.1.ranges.0.start": "10:15", // off the half hour
    };
    const parsed = parse(bad);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    // The api's own schema, given the body the form would have sent, names the same paths.
    const sent = {
      ...body(),
      weekly: [
        { weekday: 1, start: "10:00", end: "13:00" },
        { weekday: 1, start: "12:00", end: "24:00" },
        { weekday: 6, start: "12:00", end: "11:00" },
      ],
      overrides: [
        { date: "2026-12-25", ranges: [] },
        { date: "2026-12-25", ranges: [{ start: "10:15", end: "14:00" }] },
      ],
    };
    const api = Api.saveStudioBody.safeParse(sent);
    expect(api.success).toBe(false);
    const apiPaths = (api.error?.issues ?? []).map((i) => i.path.join(".")).sort();
    expect(Object.keys(parsed.fieldErrors).sort()).toEqual(apiPaths);
    expect(parsed.fieldErrors["weekly.1.start"]).toEqual([
      "This range overlaps another one of the same day.",
    ]);
    expect(parsed.fieldErrors["weekly.2.end"]).toEqual(["A range ends after it starts."]);
    expect(parsed.fieldErrors["overrides.1.date"]).toEqual(["One override per date."]);
    expect(parsed.fieldErrors["overrides.1.ranges.0.start"]).toEqual([
      "Hours start and end on the hour or the half hour.",
    ]);
  });

  it("puts the api's message on a length under the lengths' group", () => {
    expect(
      studioErrorsFromApi({ "lengths.2": ["A session length is 1 to 8 hours."], "weekly.0.end": ["x"] }),
    ).toEqual({
      lengths: ["A session length is 1 to 8 hours."],
      "weekly.0.end": ["x"],
    });
  });
});

describe("the schedule editor's model", () => {
  it("lists the week Monday first, numbering the ranges as the form posts them", () => {
    const days = editorWeek(STUDIO.weekly);
    expect(days.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(days[0]?.ranges.map((r) => `${r.start}-${r.end}`)).toEqual(["10:00-13:00", "14:00-00:00"]);
    const indexes = weeklyIndexes(days);
    expect(days[5]?.ranges.map((r) => indexes.get(r.key))).toEqual([2]);
  });

  it("adds the next free hours after a day's last range", () => {
    expect(nextRange([])).toMatchObject({ start: "10:00", end: "18:00" });
    expect(nextRange([{ start: "10:00", end: "13:00" }])).toMatchObject({ start: "14:00", end: "16:00" });
    expect(nextRange([{ start: "20:00", end: endForInput("24:00") }])).toMatchObject({
      start: "23:00",
      end: "00:00",
    });
  });

  it("agrees with the api's rule on touching and overlapping ranges", () => {
    expect(
      rangeProblems([
        { start: "10:00", end: "12:00" },
        { start: "12:00", end: "14:00" },
      ]),
    ).toEqual({});
    expect(rangeProblems([{ start: "25:00", end: "12:00" }])).toEqual({
      "0.start": "A time is HH:MM, from 00:00 to 24:00.",
    });
  });
});

/** The fixture studio as a save body. */
function body() {
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = STUDIO;
  return rest;
}
