import { z } from "@hono/zod-openapi";
import { DEFAULT_METRIC_WINDOW, METRIC_WINDOWS } from "./metrics.rules";

export const MetricsQuery = z.object({
  window: z
    .enum(METRIC_WINDOWS, { error: "Window must be 7, 28, 90 or all." })
    .default(DEFAULT_METRIC_WINDOW)
    .openapi({
      param: { name: "window", in: "query" },
      description: "The last 7, 28 or 90 UTC days (today included), or all time. Default 28.",
    }),
});

const count = z.number().int();

export const MetricTotals = z
  .object({
    plays: count.describe("Counted plays in the window."),
    listeners: count.describe("Distinct listeners in the window (each counted once, whatever the days)."),
    likes: count.describe("Net likes added in the window (added minus removed)."),
    saves: count.describe("Net saves added in the window."),
    follows: count
      .nullable()
      .describe("Net followers added in the window; null for a track, which cannot be followed."),
  })
  .openapi("MetricTotals");

export const MetricPoint = z
  .object({
    date: z.string().describe("UTC day, YYYY-MM-DD."),
    plays: count,
    listeners: count.describe("Distinct listeners that day."),
    likes: count,
    saves: count,
    follows: count.nullable(),
  })
  .openapi("MetricPoint");

export const TopCountry = z
  .object({
    country: z.string().describe("ISO 3166 alpha-2 of the listener's account; ZZ unknown."),
    plays: count,
  })
  .openapi("MetricTopCountry");

export const TopSource = z
  .object({
    type: z
      .string()
      .describe("The play's context: playlist, album, artist, nonstop, track, search, or direct (none)."),
    id: z.string().describe("The context's id; empty for search and direct."),
    title: z.string().describe('Its title; "Search", "Direct", "A private playlist" or "Removed".'),
    plays: count,
  })
  .openapi("MetricTopSource");

const windowFields = {
  window: z.enum(METRIC_WINDOWS),
  from: z.string().describe("First day of the series (YYYY-MM-DD, UTC)."),
  to: z.string().describe("Last day of the series: today (UTC)."),
  totals: MetricTotals,
  series: z.array(MetricPoint).describe("One point per day from `from` to `to`, zero-filled."),
  top_countries: z.array(TopCountry).describe("At most 5, most plays first."),
  top_sources: z.array(TopSource).describe("At most 5, most plays first."),
};

export const SubjectMetrics = z.object(windowFields).openapi("SubjectMetrics", {
  description:
    "A track's or album's figures over the window. A track cannot be followed: its `follows` are null.",
});
export type SubjectMetricsView = z.infer<typeof SubjectMetrics>;

export const CreatorMetrics = z
  .object({
    ...windowFields,
    top_tracks: z
      .array(z.object({ id: z.string(), title: z.string(), plays: count }))
      .describe("The creator's 5 most played tracks in the window."),
  })
  .openapi("CreatorMetrics", {
    description:
      "The creator's catalogue over the window, from their artist profile: plays and distinct listeners " +
      "of all their tracks; likes, saves and follows of the artist profile itself.",
  });
export type CreatorMetricsView = z.infer<typeof CreatorMetrics>;
