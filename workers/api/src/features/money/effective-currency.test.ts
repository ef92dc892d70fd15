import { describe, expect, it } from "vitest";
import { claimedCountry, effectiveCurrency } from "./effective-currency";

describe("effectiveCurrency", () => {
  it("uses the preference first, then the client data's country, then the account's, then USD", () => {
    expect(effectiveCurrency({ preference: "EUR", clientCountry: "KE", accountCountry: "UG" })).toBe("EUR");
    expect(effectiveCurrency({ preference: null, clientCountry: "KE", accountCountry: "UG" })).toBe("KES");
    expect(effectiveCurrency({ preference: null, clientCountry: null, accountCountry: "UG" })).toBe("UGX");
    expect(effectiveCurrency({ preference: null, clientCountry: null, accountCountry: null })).toBe("USD");
  });

  it("skips signals that say nothing: unsupported codes, unmapped or malformed countries", () => {
    expect(effectiveCurrency({ preference: "XYZ", clientCountry: "ng", accountCountry: null })).toBe("NGN");
    expect(effectiveCurrency({ preference: null, clientCountry: "AQ", accountCountry: "GB" })).toBe("GBP");
    expect(effectiveCurrency({ preference: null, clientCountry: "Uganda", accountCountry: null })).toBe(
      "USD",
    );
  });
});

describe("claimedCountry", () => {
  it("reads an ISO-2 country from stored client data and ignores anything else", () => {
    expect(claimedCountry({ country: "ke", city: "Nairobi" })).toBe("KE");
    expect(claimedCountry({ country: "Kenya" })).toBeNull();
    expect(claimedCountry(null)).toBeNull();
    expect(claimedCountry("KE")).toBeNull();
  });
});
