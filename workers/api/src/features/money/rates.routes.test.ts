import { DEFAULT_RATES } from "@ngoma/currency";
import { describe, expect, it } from "vitest";
import { call, registerUser } from "../../test-support/client";

describe("GET /user/global/exchange-rates", () => {
  it("serves the stored table, seeded from the package defaults, with caching headers", async () => {
    const { token } = await registerUser();
    const res = await call("/user/global/exchange-rates", { token });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ base: "USD", source: "default" });
    expect(res.json.data.rates).toEqual({ ...DEFAULT_RATES });
    expect(Number.isNaN(Date.parse(res.json.data.updated_at))).toBe(false);
    expect(res.headers.get("cache-control")).toBe("private, max-age=300");
    expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it("answers 304 with no body when If-None-Match matches, and 200 again once the table changed", async () => {
    const { token } = await registerUser();
    const first = await call("/user/global/exchange-rates", { token });
    const etag = first.headers.get("etag") ?? "";
    const again = await call("/user/global/exchange-rates", {
      token,
      headers: { "if-none-match": `W/${etag}` },
    });
    expect(again.status).toBe(304);
    expect(again.json).toBeNull();
    expect(again.headers.get("etag")).toBe(etag);
    const other = await call("/user/global/exchange-rates", {
      token,
      headers: { "if-none-match": '"stale"' },
    });
    expect(other.status).toBe(200);
  });

  it("needs a session", async () => {
    expect((await call("/user/global/exchange-rates")).status).toBe(401);
  });
});
