import { describe, expect, it } from "vitest";
import { serviceType, serviceTypes } from "./features/wallet/service-types";
import { SELLABLE_TYPES, SELLABLES } from "./sellables";

describe("what the app sells", () => {
  it("is the explicit list: the upgrade fee today", () => {
    expect(SELLABLE_TYPES.map((t) => t.requestType)).toEqual(["account_upgrade"]);
    expect(SELLABLES.get("account_upgrade")).toBe(SELLABLE_TYPES[0]);
  });

  it("refuses a request type listed twice, and answers 422 for one not listed", () => {
    expect(() => serviceTypes([...SELLABLE_TYPES, ...SELLABLE_TYPES])).toThrow("listed twice");
    expect(() => serviceType(SELLABLES, "beat_licence")).toThrow("Validation errors occurred");
  });
});
