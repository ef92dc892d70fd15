import { env } from "cloudflare:test";
import { DEFAULT_RATES, type RateTable } from "@ngoma/currency";
import { describe, expect, it, vi } from "vitest";
import type { Bindings } from "../../env";
import { createDb } from "../../kit/db";
import { scheduled } from "../../scheduled";
import type { RateProvider } from "./rate-provider";
import { readRateTable } from "./rates.service";
import { RATES_FAILURE_MESSAGE, RATES_REFRESH_CRON, refreshExchangeRates } from "./scheduled-refresh";

const db = createDb(env.DB);

const provider = (fetchRates: () => Promise<RateTable>): RateProvider => ({ name: "fake", fetchRates });

async function auditRows() {
  const { results } = await env.DB.prepare(
    "select source, outcome, message, changed from exchange_rate_updates order by created_at desc, id desc",
  ).all<{ source: string; outcome: string; message: string; changed: number }>();
  return results;
}

describe("scheduled exchange-rate refresh", () => {
  it("applies a provider's table and audits it; the next failure keeps that last good table", async () => {
    const applied = await refreshExchangeRates(
      db,
      provider(async () => ({ UGX: 3700, KES: 150.25 })),
    );
    expect(applied).toEqual({ status: "applied", provider: "fake", changed: ["KES", "UGX"] });
    const good = await readRateTable(db);
    expect(good).toMatchObject({
      source: "provider",
      rates: { UGX: 3700, KES: 150.25, EUR: DEFAULT_RATES.EUR },
    });
    expect((await auditRows())[0]).toMatchObject({ source: "provider", outcome: "applied", changed: 2 });

    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failed = await refreshExchangeRates(
      db,
      provider(async () => {
        throw new Error("provider answered HTTP 503");
      }),
    );
    expect(failed).toEqual({ status: "failed", provider: "fake", reason: "provider answered HTTP 503" });
    expect(await readRateTable(db)).toEqual(good);
    const [latest] = await auditRows();
    expect(latest).toMatchObject({ source: "provider", outcome: "failed", changed: 0 });
    expect(latest?.message).toBe(`${RATES_FAILURE_MESSAGE} (fake: provider answered HTTP 503)`);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(RATES_FAILURE_MESSAGE));
    log.mockRestore();
  });

  it("does nothing at all while the provider is off (the default)", async () => {
    const before = (await auditRows()).length;
    expect(await refreshExchangeRates(db, null)).toEqual({ status: "off" });
    await scheduled({ cron: RATES_REFRESH_CRON }, env as Bindings);
    expect((await auditRows()).length).toBe(before);
  });

  it("runs from the worker's cron handler with the configured adapter, and audits a bad setting", async () => {
    await scheduled({ cron: RATES_REFRESH_CRON }, { ...env, RATES_PROVIDER: "sandbox" } as Bindings);
    expect((await readRateTable(db)).rates).toMatchObject({ UGX: 3690, KES: 155, EUR: 0.93, GBP: 0.78 });
    expect((await auditRows())[0]).toMatchObject({ outcome: "applied" });

    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await scheduled({ cron: RATES_REFRESH_CRON }, { ...env, RATES_PROVIDER: "http" } as Bindings);
    expect((await auditRows())[0]).toMatchObject({ outcome: "failed" });
    expect((await auditRows())[0]?.message).toMatch(
      /^Failed to update exchange rates \(config: .*RATES_PROVIDER_URL/,
    );
    expect((await readRateTable(db)).rates.UGX).toBe(3690);
    log.mockRestore();
  });
});
