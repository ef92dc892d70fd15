import { DEFAULT_RATES } from "@ngoma/currency";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { beforeEach, describe, expect, it } from "vitest";
import { loadRates, RATES_REUSE_MS, resetRatesCache } from "./rates.server";

const TABLE = {
  base: "USD",
  rates: { ...DEFAULT_RATES, UGX: 3690 },
  updated_at: "2026-11-21T06:00:00.000Z",
  source: "admin",
};

function fakeApi(answers: Array<() => Response>) {
  const seen: { url: string; ifNoneMatch: string | null; auth: string | null }[] = [];
  const context = {
    env: {
      API: {
        serve: async (request: Request) => {
          const headers = request.headers;
          seen.push({
            url: request.url,
            ifNoneMatch: headers.get("if-none-match"),
            auth: headers.get("authorization"),
          });
          const next = answers.shift();
          if (!next) throw new Error("no more answers");
          return next();
        },
      },
    },
  } as unknown as AppLoadContext;
  return { context, seen };
}

const request = new Request("https://ngoma.test/");

beforeEach(resetRatesCache);

describe("loadRates", () => {
  it("reads the table, reuses it for a minute, then revalidates with the ETag", async () => {
    const { context, seen } = fakeApi([
      () => Response.json({ data: TABLE }, { headers: { etag: '"v1"' } }),
      () => new Response(null, { status: 304 }),
    ]);
    const first = await loadRates(context, request, "tok", 0);
    expect(first.rates.UGX).toBe(3690);
    expect(first.updatedAt).toBe(TABLE.updated_at);
    expect(await loadRates(context, request, "tok", RATES_REUSE_MS - 1)).toEqual(first);
    expect(seen).toHaveLength(1);
    const again = await loadRates(context, request, "tok", RATES_REUSE_MS + 1);
    expect(again.rates).toEqual(first.rates);
    expect(seen).toEqual([
      {
        url: "https://api.internal/api/v1/user/global/exchange-rates",
        ifNoneMatch: null,
        auth: "Bearer tok",
      },
      {
        url: "https://api.internal/api/v1/user/global/exchange-rates",
        ifNoneMatch: '"v1"',
        auth: "Bearer tok",
      },
    ]);
  });

  it("keeps the last good table (or the defaults) when the api fails or answers nonsense", async () => {
    const { context } = fakeApi([
      () => new Response("down", { status: 503 }),
      () => Response.json({ data: TABLE }, { headers: { etag: '"v1"' } }),
      () => Response.json({ data: { rates: { UGX: -1 } } }),
      () => {
        throw new Error("connection reset");
      },
    ]);
    expect(await loadRates(context, request, "tok", 0)).toEqual({ rates: DEFAULT_RATES, updatedAt: null });
    expect((await loadRates(context, request, "tok", 1)).rates.UGX).toBe(3690);
    expect((await loadRates(context, request, "tok", 1 + RATES_REUSE_MS)).rates.UGX).toBe(3690);
    expect((await loadRates(context, request, "tok", 2 + 2 * RATES_REUSE_MS)).rates.UGX).toBe(3690);
  });
});
