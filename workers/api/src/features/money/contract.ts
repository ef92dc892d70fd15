import { z } from "@hono/zod-openapi";

export const RateTableSchema = z
  .object({
    base: z.literal("USD"),
    rates: z.record(z.string(), z.number()).openapi({ example: { USD: 1, EUR: 0.935, UGX: 3685 } }),
    updated_at: z.string().openapi({ example: "2026-11-21T06:00:00.000Z" }),
    source: z.enum(["default", "admin", "provider"]),
  })
  .openapi("ExchangeRates");
