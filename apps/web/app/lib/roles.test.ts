import { describe, expect, it } from "vitest";
import { capabilitiesOf, greetingFor, hasRole, hourIn, requiredRoleFor } from "./roles";

describe("roles", () => {
  it("maps each area to its role", () => {
    expect(requiredRoleFor("creator-promoter")).toBe("creator");
    expect(requiredRoleFor("promoter")).toBe("promoter");
    expect(requiredRoleFor("admin")).toBe("admin");
  });

  it("treats everyone as a listener and checks granted roles", () => {
    expect(hasRole({ roles: [] }, "listener")).toBe(true);
    expect(hasRole({ roles: ["listener"] }, "admin")).toBe(false);
    expect(hasRole({ roles: ["listener", "promoter"] }, "promoter")).toBe(true);
  });

  it("lists capabilities by role", () => {
    expect(capabilitiesOf({ roles: ["listener"] }).map((c) => c.title)).toEqual(["Listen"]);
    expect(capabilitiesOf({ roles: ["listener", "creator", "admin"] }).map((c) => c.title)).toEqual([
      "Listen",
      "Create",
      "Administer",
    ]);
  });

  it("greets by hour", () => {
    expect([greetingFor(6), greetingFor(13), greetingFor(20)]).toEqual([
      "Good morning",
      "Good afternoon",
      "Good evening",
    ]);
  });

  it("reads the hour in the visitor's zone, UTC when it is missing or unknown", () => {
    const at = new Date("2026-11-24T10:30:00Z");
    expect(hourIn(at, "Africa/Kampala")).toBe(13);
    expect(hourIn(at, "America/New_York")).toBe(5);
    expect(hourIn(at, undefined)).toBe(10);
    expect(hourIn(at, "Mars/Olympus_Mons")).toBe(10);
  });
});
