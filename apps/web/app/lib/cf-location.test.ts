import { describe, expect, it } from "vitest";
import { locationFromCf } from "./cf-location";

describe("locationFromCf", () => {
  it("maps request.cf fields to client data location fields", () => {
    const cf = {
      country: "UG",
      city: "Kampala",
      region: "Central Region",
      postalCode: "",
      latitude: "0.31628",
      longitude: "32.58219",
      timezone: "Africa/Kampala",
      asOrganization: "MTN Uganda",
    };
    expect(locationFromCf(cf, "203.0.113.9")).toEqual({
      ip: "203.0.113.9",
      city: "Kampala",
      region: "Central Region",
      country: "UG",
      postal: null,
      latitude: "0.31628",
      longitude: "32.58219",
      timezone: "Africa/Kampala",
      currency: "UGX",
      isp: "MTN Uganda",
    });
  });

  it("gives nulls when there is no cf object (local runs)", () => {
    expect(locationFromCf(undefined, null)).toMatchObject({ ip: null, country: null, currency: null });
  });
});
