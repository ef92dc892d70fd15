import { describe, expect, it } from "vitest";
import { serviceType, serviceTypes } from "./features/wallet/service-types";
import { SELLABLE_TYPES, SELLABLES } from "./sellables";

describe("what the app sells", () => {
  it("is the explicit list: the upgrade fee, beat licences and studio bookings", () => {
    expect(SELLABLE_TYPES.map((t) => t.requestType)).toEqual([
      "account_upgrade",
      "beat_licence",
      "studio_booking",
    ]);
    expect(SELLABLES.get("account_upgrade")).toBe(SELLABLE_TYPES[0]);
    expect(SELLABLES.get("beat_licence")).toBe(SELLABLE_TYPES[1]);
  });

  it("refuses a request type listed twice, and answers 422 for one not listed", () => {
    expect(() => serviceTypes([...SELLABLE_TYPES, ...SELLABLE_TYPES])).toThrow("listed twice");
    expect(() => serviceType(SELLABLES, "song_purchase")).toThrow("Validation errors occurred");
  });
});
