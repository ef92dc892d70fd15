import { describe, expect, it } from "vitest";
import { dateInZone, formatInZone, formatRangeInZone, knownZone, viewerZone, zoneLabel } from "./time";

const AT = "2026-12-03T11:00:00.000Z";

describe("appointment times", () => {
  it("writes an instant in a zone with the zone's name", () => {
    const kampala = formatInZone(AT, "Africa/Kampala", "dateTime", { locale: "en-GB" });
    expect(kampala).toContain("14:00");
    expect(kampala).toMatch(/EAT|GMT\+3/);
    const utc = formatInZone(AT, "UTC", "time", { locale: "en-GB" });
    expect(utc).toContain("11:00");
    expect(utc).toContain("UTC");
  });

  it("falls back to UTC for an unknown zone, never a bare time", () => {
    expect(knownZone("Not/AZone")).toBe(false);
    expect(knownZone("Europe/Berlin")).toBe(true);
    expect(formatInZone(AT, "Not/AZone", "time", { locale: "en-GB" })).toContain("UTC");
  });

  it("keeps text that is not a time", () => {
    expect(formatInZone("soon", "UTC")).toBe("soon");
  });

  it("writes a range with the zone named", () => {
    const text = formatRangeInZone(AT, "2026-12-03T13:00:00.000Z", "Africa/Kampala", "en-GB");
    expect(text).toContain("14:00");
    expect(text).toContain("16:00");
    expect(text).toMatch(/EAT|GMT\+3/);
  });

  it("names zones and the day an instant falls on there", () => {
    expect(zoneLabel("Africa/Kampala", new Date(AT), "en-GB")).toMatch(/EAT|GMT\+3/);
    expect(dateInZone("2026-12-03T22:30:00.000Z", "Africa/Kampala")).toBe("2026-12-04");
    expect(dateInZone("2026-12-03T22:30:00.000Z", "UTC")).toBe("2026-12-03");
    expect(knownZone(viewerZone())).toBe(true);
  });
});
