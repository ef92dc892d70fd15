import { DEFAULT_RATES } from "@ngoma/currency";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { loadRates } from "./rates.server";

const TABLE = {
  base: "USD",
  rates: { ...DEFAULT_RATES, UGX: 3690 },
  updated_at: "2026-11-21T06:00:00.000Z",
  source: "admin",
};

function fakeApi(answers: Array<() => Response>) {
  const seen: { url: string; auth: string | null }[] = [];
  const context = {
    env: {
      API: {
        serve: async (request: Request) => {
          seen.push({ url: request.url, auth: request.headers.get("authorization") });
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

describe("loadRates", () => {
  it("reads the table on every call, so a change shows on the next page load", async () => {
    const changed = { ...TABLE, rates: { ...TABLE.rates, UGX: 3700 } };
    const { context, seen } = fakeApi([
      () => Response.json({ data: TABLE }),
      () => Response.json({ data: changed }),
    ]);
    const first = await loadRates(context, request, "tok");
    expect(first).toEqual({ rates: TABLE.rates, updatedAt: TABLE.updated_at });
    expect((await loadRates(context, request, "tok")).rates.UGX).toBe(3700);
    expect(seen).toEqual([
      { url: "https://api.internal/api/v1/user/global/exchange-rates", auth: "Bearer tok" },
      { url: "https://api.internal/api/v1/user/global/exchange-rates", auth: "Bearer tok" },
    ]);
  });

  it("falls back to the package defaults when the api fails or answers a table it cannot use", async () => {
    const { context } = fakeApi([
      () => new Response("down", { status: 503 }),
      () => Response.json({ data: { rates: { UGX: -1 } } }),
      () => {
        throw new Error("connection reset");
      },
    ]);
    for (let i = 0; i < 3; i += 1) {
      expect(await loadRates(context, request, "tok")).toEqual({ rates: DEFAULT_RATES, updatedAt: null });
    }
  });
});
