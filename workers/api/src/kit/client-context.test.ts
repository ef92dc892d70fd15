import type { Context } from "hono";
import { describe, expect, it } from "vitest";
import { buildClientContext } from "./client-context";

/** A request whose `cf` counts how often it is read. */
function requestWithCf(cf: Record<string, unknown>, headers: Record<string, string>) {
  const request = new Request("https://api.test/api/v1/x", { headers });
  let reads = 0;
  Object.defineProperty(request, "cf", {
    get: () => {
      reads += 1;
      return cf;
    },
  });
  return { context: { req: { raw: request } } as unknown as Context, reads: () => reads };
}

describe("buildClientContext", () => {
  it("reads Cloudflare's facts only when one is asked for, once, and keeps the client's claims apart", () => {
    const { context, reads } = requestWithCf(
      { country: "KE", city: "Nairobi", region: "Nairobi County", timezone: "Africa/Nairobi" },
      {
        "cf-connecting-ip": "203.0.113.7",
        "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148",
      },
    );
    const client = buildClientContext(context, { country: "claimed-land" });
    expect(client.claimed).toEqual({ country: "claimed-land" });
    expect(reads()).toBe(0);
    expect(client.country).toBe("KE");
    expect([client.ip, client.city, client.region, client.timezone, client.device]).toEqual([
      "203.0.113.7",
      "Nairobi",
      "Nairobi County",
      "Africa/Nairobi",
      "Mobile",
    ]);
    expect(client.userAgent).toContain("iPhone");
    expect(reads()).toBe(1);
  });

  it("answers null for facts Cloudflare did not give", () => {
    const { context } = requestWithCf({ country: "" }, {});
    const client = buildClientContext(context, null);
    expect([client.ip, client.country, client.city, client.userAgent, client.claimed]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(client.device).toBe("Unknown");
  });
});
