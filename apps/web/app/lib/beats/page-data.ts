// What the beat pages' loaders (beats.server.ts) hand to the pages, shared by both sides.
import type {
  BeatMetrics,
  BeatTier,
  LookupRef,
  MetricsWindow,
  ProducerBeat,
  ProducerBeatPage,
  ProducerStats,
} from "../api/contract";
import type { BeatFilters } from "./manager-query";
import type { BeatTrend } from "./metrics";

/** The pick lists of the beat form; empty when the api could not give them (the form says so). */
export interface BeatOptions {
  genres: LookupRef[];
  moods: LookupRef[];
  /** The producer's saved tiers a new beat starts from (null: the market's common terms). */
  template?: BeatTier[] | null;
}

export interface BeatsManagerData {
  page: ProducerBeatPage;
  filters: BeatFilters;
  options: BeatOptions;
  /** `?new=1`: the create form starts open (links from the dashboard and the empty states). */
  creating: boolean;
}

export interface BeatPageData {
  beat: ProducerBeat;
  options: BeatOptions;
  window: MetricsWindow;
  /** Null when the metrics could not be read (the page says so; the rest still works). */
  metrics: BeatMetrics | null;
}

export interface BeatsDashboardData {
  window: MetricsWindow;
  stats: ProducerStats;
  /** The best sellers' days summed (null: no sales yet, or their metrics could not be read). */
  trend: BeatTrend | null;
  /** How many of the best sellers the trend sums. */
  trendBeats: number;
}
