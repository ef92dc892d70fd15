import { describe, expect, it } from "vitest";
import { escapeText, foldLine, icsCalendar, transitions } from "./ics.rules";

const at = (iso: string) => Date.parse(iso);
const unfold = (text: string) => text.replace(/\r\n /g, "").split("\r\n");

describe("icsCalendar", () => {
  const base = {
    uid: "apt_01abc@ngoma",
    startMs: at("2026-12-08T08:00:00Z"),
    endMs: at("2026-12-08T10:00:00Z"),
    timeZone: "Africa/Kampala",
    summary: "Studio session, Sauti Studio",
    location: "Plot 4; Kira Road, Kampala",
    description: "Bring stems.\nTwo hours.",
    nowMs: at("2026-12-01T09:30:15Z"),
  };

  it("writes the event in the studio's zone with the VTIMEZONE its TZID references", () => {
    const text = icsCalendar(base);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/\n/);
    const lines = unfold(text);
    expect(lines).toContain("DTSTART;TZID=Africa/Kampala:20261208T110000");
    expect(lines).toContain("DTEND;TZID=Africa/Kampala:20261208T130000");
    expect(lines).toContain("DTSTAMP:20261201T093015Z");
    expect(lines).toContain("TZID:Africa/Kampala");
    // Kampala keeps +03:00 all year: one standard observance.
    expect(lines.filter((l) => l === "TZOFFSETTO:+0300")).toHaveLength(1);
    expect(lines).toContain("SUMMARY:Studio session\\, Sauti Studio");
    expect(lines).toContain("LOCATION:Plot 4\\; Kira Road\\, Kampala");
    expect(lines).toContain("DESCRIPTION:Bring stems.\\nTwo hours.");
    expect(lines.indexOf("BEGIN:VTIMEZONE")).toBeLessThan(lines.indexOf("BEGIN:VEVENT"));
  });

  it("gives a zone with daylight saving its real onsets around the event", () => {
    const lines = unfold(
      icsCalendar({
        ...base,
        timeZone: "America/New_York",
        startMs: at("2026-11-02T14:00Z"),
        endMs: at("2026-11-02T15:00Z"),
      }),
    );
    expect(lines).toContain("DTSTART;TZID=America/New_York:20261102T090000");
    const daylight = lines.indexOf("BEGIN:DAYLIGHT");
    expect(lines.slice(daylight, daylight + 4)).toContain("TZOFFSETTO:-0400");
    // The autumn change of the event's year: 02:00 EDT becomes 01:00 EST.
    expect(lines.join("\n")).toContain(
      "BEGIN:STANDARD\nDTSTART:20261101T020000\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0500",
    );
  });

  it("marks a cancelled booking so calendars remove it", () => {
    const lines = unfold(icsCalendar({ ...base, cancelled: true, sequence: 1 }));
    expect(lines).toEqual(expect.arrayContaining(["METHOD:CANCEL", "STATUS:CANCELLED", "SEQUENCE:1"]));
  });
});

describe("text rules", () => {
  it("escapes TEXT values", () => {
    expect(escapeText("a\\b;c,d\r\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("folds lines at 75 octets without splitting a character", () => {
    const line = `DESCRIPTION:${"é".repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split("\r\n"))
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });
});

describe("transitions", () => {
  it("finds Europe/London's two changes of 2026 to the minute", () => {
    const found = transitions("Europe/London", at("2026-01-01T00:00Z"), at("2027-01-01T00:00Z"));
    expect(found.map((ms) => new Date(ms).toISOString())).toEqual([
      "2026-03-29T01:00:00.000Z",
      "2026-10-25T01:00:00.000Z",
    ]);
  });
});
