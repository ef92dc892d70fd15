import { describe, expect, it } from "vitest";
import { crossSiteRefusal, isCrossSiteWrite } from "./same-origin";

const at = (method: string, headers: Record<string, string> = {}, url = "https://ngoma.example/auth/login") =>
  new Request(url, { method, headers });

describe("cross-site writes into the web app's actions", () => {
  it("refuses a write whose Origin is another origin, a same-site neighbour or opaque", () => {
    for (const origin of [
      "https://evil.example",
      "https://sub.ngoma.example",
      "https://ngoma.example:8443",
      "null",
    ]) {
      expect(isCrossSiteWrite(at("POST", { origin })), origin).toBe(true);
    }
    expect(isCrossSiteWrite(at("PUT", { origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSiteWrite(at("DELETE", { origin: "http://ngoma.example" }))).toBe(true);
  });

  it("without Origin, decides by Sec-Fetch-Site", () => {
    expect(isCrossSiteWrite(at("POST", { "sec-fetch-site": "cross-site" }))).toBe(true);
    expect(isCrossSiteWrite(at("POST", { "sec-fetch-site": "same-site" }))).toBe(true);
    expect(isCrossSiteWrite(at("POST", { "sec-fetch-site": "same-origin" }))).toBe(false);
    expect(isCrossSiteWrite(at("POST", { "sec-fetch-site": "none" }))).toBe(false);
  });

  it("lets the app's own writes, reads and non-browser clients through", () => {
    expect(isCrossSiteWrite(at("POST", { origin: "https://ngoma.example" }))).toBe(false);
    const local = at("POST", { origin: "http://localhost:8787" }, "http://localhost:8787/auth/logout");
    expect(isCrossSiteWrite(local)).toBe(false);
    expect(isCrossSiteWrite(at("GET", { origin: "https://evil.example" }))).toBe(false);
    expect(isCrossSiteWrite(at("HEAD", { "sec-fetch-site": "cross-site" }))).toBe(false);
    expect(isCrossSiteWrite(at("POST"))).toBe(false);
  });

  it("answers 403 in the error envelope", async () => {
    const response = crossSiteRefusal();
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ msg: "Cross-site request refused.", code: "FORBIDDEN" });
  });
});
