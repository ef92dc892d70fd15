import { z } from "@hono/zod-openapi";
import { pageSchema } from "../../kit/pagination";

/** Who set a rate: the package defaults, an admin or the scheduled provider refresh. */
export const RATE_SOURCES = ["default", "admin", "provider"] as const;

export const RateTableSchema = z
  .object({
    base: z.literal("USD"),
    rates: z.record(z.string(), z.number()).openapi({ example: { USD: 1, EUR: 0.935, UGX: 3685 } }),
    updated_at: z.string().openapi({ example: "2026-11-21T06:00:00.000Z" }),
    source: z.enum(RATE_SOURCES),
  })
  .openapi("ExchangeRates");

export const UpdateRatesBody = z
  .object({
    rates: z
      .record(z.string(), z.number({ error: "Rate must be a number." }), {
        error: "Send rates as an object of currency code → units per USD.",
      })
      .openapi({ example: { UGX: 3690, KES: 155 } }),
  })
  .strict()
  .openapi("UpdateRatesBody");

export const RateUpdate = z
  .object({
    id: z.string(),
    source: z.enum(RATE_SOURCES),
    outcome: z.enum(["applied", "failed"]),
    message: z.string().nullable(),
    changed: z.number().int(),
    created_at: z.string(),
  })
  .openapi("ExchangeRateUpdate");

export const RateUpdatePage = pageSchema(RateUpdate).openapi("ExchangeRateUpdatePage");
