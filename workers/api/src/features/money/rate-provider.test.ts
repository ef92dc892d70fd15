import { DEFAULT_RATES } from "@ngoma/currency";
import { describe, expect, it } from "vitest";
import {
  HttpJsonRateProvider,
  normaliseProviderRates,
  rateProviderFromConfig,
  SandboxRateProvider,
} from "./rate-provider";

describe("normaliseProviderRates", () => {
  it("keeps covered currencies at 6 decimals and ignores the ones the platform does not show", () => {
    const rates = normaliseProviderRates({
      base: "USD",
      rates: { EUR: 0.93451234, UGX: 3702.5, BTC: 0.00001, XDR: 0.75 },
    });
    expect(rates).toEqual({ EUR: 0.934512, UGX: 3702.5 });
  });

  it("rebases a table on another base onto the US dollar", () => {
    const rates = normaliseProviderRates({
      base_code: "EUR",
      conversion_rates: { EUR: 1, USD: 1.25, KES: 200 },
    });
    expect(rates).toEqual({ EUR: 0.8, USD: 1, KES: 160 });
  });

  it("rejects responses that cannot be a rate table", () => {
    expect(() => normaliseProviderRates("nope")).toThrow(/not a JSON object/);
    expect(() => normaliseProviderRates({ base: "USD" })).toThrow(/no rates object/);
    expect(() => normaliseProviderRates({ base: "USD", rates: { BTC: 1 } })).toThrow(
      /no rate for any covered/,
    );
    expect(() => normaliseProviderRates({ base: "EUR", rates: { KES: 1 } })).toThrow(/without a USD rate/);
    expect(() => normaliseProviderRates({ base: "USD", rates: { EUR: -2 } })).toThrow(/EUR: rate must be/);
  });
});

describe("HttpJsonRateProvider", () => {
  it("puts the key in the URL when asked to, otherwise in a bearer header", async () => {
    const seen: { url: string; auth: string | null }[] = [];
    const fake: typeof fetch = async (input, init) => {
      seen.push({ url: String(input), auth: new Headers(init?.headers).get("authorization") });
      return Response.json({ base: "USD", rates: { EUR: 0.9 } });
    };
    await new HttpJsonRateProvider("https://rates.example/latest?app_id={key}", "k&1", fake).fetchRates();
    await new HttpJsonRateProvider("https://rates.example/latest", "secret", fake).fetchRates();
    expect(seen).toEqual([
      { url: "https://rates.example/latest?app_id=k%261", auth: null },
      { url: "https://rates.example/latest", auth: "Bearer secret" },
    ]);
  });

  it("fails on an HTTP error or a body that is not JSON", async () => {
    const status = new HttpJsonRateProvider(
      "https://x.example",
      undefined,
      async () => new Response("", { status: 503 }),
    );
    await expect(status.fetchRates()).rejects.toThrow("provider answered HTTP 503");
    const html = new HttpJsonRateProvider("https://x.example", undefined, async () => new Response("<html>"));
    await expect(html.fetchRates()).rejects.toThrow("invalid JSON");
  });
});

describe("rateProviderFromConfig", () => {
  it("is off unless configured, and refuses half or unknown settings", () => {
    expect(rateProviderFromConfig({})).toBeNull();
    expect(rateProviderFromConfig({ RATES_PROVIDER: "off" })).toBeNull();
    expect(rateProviderFromConfig({ RATES_PROVIDER: "sandbox" })).toBeInstanceOf(SandboxRateProvider);
    expect(
      rateProviderFromConfig({ RATES_PROVIDER: "http", RATES_PROVIDER_URL: "https://r.example" }),
    ).toBeInstanceOf(HttpJsonRateProvider);
    expect(() => rateProviderFromConfig({ RATES_PROVIDER: "http" })).toThrow(/needs RATES_PROVIDER_URL/);
    expect(() => rateProviderFromConfig({ RATES_PROVIDER: "ecb" })).toThrow(/unknown RATES_PROVIDER/);
  });

  it("sandbox returns a full valid table with the spec's refresh values", async () => {
    const rates = await new SandboxRateProvider().fetchRates();
    expect(Object.keys(rates).sort()).toEqual(Object.keys(DEFAULT_RATES).sort());
    expect(rates).toMatchObject({ UGX: 3690, KES: 155, EUR: 0.93, GBP: 0.78, NGN: DEFAULT_RATES.NGN });
  });
});
