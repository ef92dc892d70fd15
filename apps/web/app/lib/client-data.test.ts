import { describe, expect, it } from "vitest";
import {
  buildClientData,
  CLIENT_DATA_MAX_AGE_MS,
  needsClientData,
  parseStoredClientData,
  type ServerLocation,
} from "./client-data";

const location: ServerLocation = {
  ip: "203.0.113.7",
  city: "Kampala",
  region: "Central",
  country: "UG",
  postal: null,
  latitude: "0.31",
  longitude: "32.58",
  timezone: "Africa/Kampala",
  currency: "UGX",
  isp: "Example ISP",
};

describe("client data", () => {
  const now = Date.parse("2026-11-21T10:00:00.000Z");
  const built = buildClientData(location, "Desktop", "/auth/login", new Date(now));

  it("builds the spec §3 fields with an ISO access time, leaving unknown fields out (not null)", () => {
    expect(built).toMatchObject({ ip: "203.0.113.7", device: "Desktop", access_route: "/auth/login" });
    expect(built.access_time).toBe("2026-11-21T10:00:00.000Z");
    expect("postal" in built).toBe(false);
  });

  it("round-trips through storage and rejects junk", () => {
    expect(parseStoredClientData(JSON.stringify(built))).toEqual(built);
    expect(parseStoredClientData("{oops")).toBeNull();
    expect(parseStoredClientData('{"ip":"1.2.3.4"}')).toBeNull();
    expect(parseStoredClientData(null)).toBeNull();
  });

  it("is rebuilt when missing or 10 days old, not before", () => {
    expect(needsClientData(null, now)).toBe(true);
    expect(needsClientData(built, now + CLIENT_DATA_MAX_AGE_MS - 1)).toBe(false);
    expect(needsClientData(built, now + CLIENT_DATA_MAX_AGE_MS)).toBe(true);
    expect(needsClientData({ ...built, access_time: "nope" }, now)).toBe(true);
  });
});
