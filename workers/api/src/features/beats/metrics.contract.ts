import { z } from "@hono/zod-openapi";
import { LICENCE_TIERS } from "./licences.rules";

/* A beat's figures (`metrics/{id}`) and the producer's (`producer-stats`), read from day rows (issue #34). */

const Figures = z.object({
  plays: z.number().int(),
  orders: z.number().int(),
  revenue_cents: z.number().int(),
});

/** A beat's figures add its preview's distinct listeners of each day (summed over a window). */
const BeatFigures = Figures.extend({ listeners: z.number().int() });

export const BeatMetrics = z
  .object({
    beat_id: z.string(),
    window: z.enum(["7", "28", "90", "all"]),
    /** UTC days, inclusive. */
    from: z.string(),
    to: z.string(),
    totals: BeatFigures,
    /** One point per day of the window, days without plays or sales at 0. */
    series: z.array(BeatFigures.extend({ date: z.string() })),
    by_tier: z.array(
      z.object({ tier: z.enum(LICENCE_TIERS), orders: z.number().int(), revenue_cents: z.number().int() }),
    ),
  })
  .openapi("BeatMetrics");
export type BeatMetrics = z.infer<typeof BeatMetrics>;

export const ProducerStats = z
  .object({
    beats: z.object({
      total: z.number().int(),
      published: z.number().int(),
      on_market: z.number().int(),
      featured: z.number().int(),
    }),
    /** All time. */
    totals: Figures,
    top_beats: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        orders: z.number().int(),
        revenue_cents: z.number().int(),
      }),
    ),
  })
  .openapi("ProducerStats");
export type ProducerStats = z.infer<typeof ProducerStats>;
