import { describe, expect, it } from "vitest";
import {
  addDays,
  clockInZone,
  dateInZone,
  dayLabel,
  instantInZone,
  isKnownZone,
  sessionInZone,
  zoneChoices,
  zoneShortName,
} from "./studio-time";

describe("times in a studio's zone", () => {
  it("writes a session in Kampala with its zone named", () => {
    expect(sessionInZone("2026-12-01T11:00:00Z", "2026-12-01T14:00:00Z", "Africa/Kampala")).toBe(
      "Tue 1 Dec, 14:00–17:00 GMT+3",
    );
    expect(instantInZone("2026-12-01T11:00:00Z", "UTC")).toBe("Tue 1 Dec, 11:00 UTC");
  });

  it("follows daylight saving: London is BST in July and GMT in December", () => {
    expect(zoneShortName("2026-07-01T12:00:00Z", "Europe/London")).toBe("BST");
    expect(clockInZone("2026-07-01T12:00:00Z", "Europe/London")).toBe("13:00");
    expect(zoneShortName("2026-12-01T12:00:00Z", "Europe/London")).toBe("GMT");
  });

  it("names both days of a session that crosses midnight in the studio's zone", () => {
    expect(sessionInZone("2026-12-01T19:00:00Z", "2026-12-01T22:00:00Z", "Africa/Kampala")).toBe(
      "Tue 1 Dec, 22:00 – Wed 2 Dec, 01:00 GMT+3",
    );
  });

  it("finds the studio's calendar date, which may differ from UTC's", () => {
    expect(dateInZone("2026-12-01T22:30:00Z", "Africa/Kampala")).toBe("2026-12-02");
    expect(dateInZone("2026-12-01T02:00:00Z", "America/New_York")).toBe("2026-11-30");
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(dayLabel("2026-12-25")).toBe("Fri 25 Dec");
  });

  it("offers the runtime's IANA zones, keeping a saved zone and UTC", () => {
    expect(isKnownZone("Africa/Kampala")).toBe(true);
    expect(isKnownZone("Mars/Olympus")).toBe(false);
    expect(isKnownZone("")).toBe(false);
    const zones = zoneChoices("Africa/Kampala");
    expect(zones).toContain("Africa/Kampala");
    expect(zones).toContain("UTC");
    expect(new Set(zones).size).toBe(zones.length);
  });
});
