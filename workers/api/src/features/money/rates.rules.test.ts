import { describe, expect, it } from "vitest";
import { checkRateUpdate } from "./rates.rules";

describe("checkRateUpdate", () => {
  it("accepts a partial table of covered currencies", () => {
    expect(checkRateUpdate({ UGX: 3690, KES: 155 })).toEqual({ ok: true, rates: { UGX: 3690, KES: 155 } });
  });

  it("refuses an empty table on `rates`", () => {
    expect(checkRateUpdate({})).toEqual({ ok: false, errors: { rates: ["Send at least one rate."] } });
  });

  it("keys each bad code's reasons `rates.<CODE>`, without the package's code prefix", () => {
    const result = checkRateUpdate({ UGX: 3690, XYZ: 1, EUR: -1 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["rates.EUR", "rates.XYZ"]);
    expect(result.errors["rates.XYZ"]).toEqual(["unknown currency code"]);
    expect(result.errors["rates.EUR"]?.[0]).toMatch(/above 0/);
  });
});
