import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp, timestamps } from "../../kit/columns";
import { users } from "../accounts/schema";
import { tracks } from "../catalogue/schema";
import { orders } from "../commerce/schema";
import { genres, moods } from "../reference/schema";
import { LICENCE_TIERS } from "./licences.rules";

/**
 * A producer's beat (issue #34). `listed` is 1 while buyers can see it (published, its listing approved and
 * up, not sold exclusively): the triggers of migration 0030 keep it, so the marketplace reads one index.
 */
export const beats = sqliteTable(
  "beats",
  {
    id: text("id").primaryKey(),
    producerId: text("producer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    bpm: integer("bpm").notNull(),
    /** Canonical (`C# minor`, keys.rules). */
    musicalKey: text("musical_key").notNull(),
    genreId: text("genre_id").references(() => genres.id, { onDelete: "set null" }),
    moodId: text("mood_id").references(() => moods.id, { onDelete: "set null" }),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull(),
    description: text("description"),
    /**
     * The beat's files: uploads (tracks of purpose `beat`, processed by the studio's tus flow) that buyers
     * never reach directly. The preview streams to anyone while the beat is listed; the MP3, WAV and stems
     * (ZIP) are delivered to licensees through short-lived signed URLs. RESTRICT: a sold file stays.
     * The beat's cover is its preview's (the studio's track cover route), counted in the quota there.
     */
    previewTrackId: text("preview_track_id").references(() => tracks.id, { onDelete: "restrict" }),
    mp3TrackId: text("mp3_track_id").references(() => tracks.id, { onDelete: "restrict" }),
    wavTrackId: text("wav_track_id").references(() => tracks.id, { onDelete: "restrict" }),
    stemsTrackId: text("stems_track_id").references(() => tracks.id, { onDelete: "restrict" }),
    /** Preview plays of the last 7 days (the `popular` order): +1 per play, re-summed by the upkeep. */
    recentPlays: integer("recent_plays").notNull().default(0),
    isPublished: integer("is_published", { mode: "boolean" }).notNull().default(false),
    isFeatured: integer("is_featured", { mode: "boolean" }).notNull().default(false),
    /** The cheapest offered tier, kept with the tiers (the listing's "from" price and the price sort). */
    lowestPriceCents: integer("lowest_price_cents").notNull(),
    exclusiveSoldAt: timestamp("exclusive_sold_at"),
    listed: integer("listed", { mode: "boolean" }).notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index("beats_producer_idx").on(t.producerId, t.id),
    index("beats_market_new_idx").on(t.listed, t.isFeatured, t.id),
    index("beats_market_price_idx").on(t.listed, t.lowestPriceCents, t.id),
    index("beats_market_genre_idx").on(t.listed, t.genreId, t.isFeatured, t.id),
    index("beats_market_popular_idx").on(t.listed, t.recentPlays, t.id),
    // The stream route's check that a preview belongs to a listed beat.
    index("beats_preview_idx").on(t.previewTrackId),
    check("beats_bpm_ck", sql`${t.bpm} between 40 and 240`),
  ],
);

/** A tier's price and rights (`null`: unlimited; a term of null: perpetual), as beats and templates keep them. */
const tierTerms = () => ({
  tier: text("tier", { enum: LICENCE_TIERS }).notNull(),
  priceCents: integer("price_cents").notNull(),
  distributionCopies: integer("distribution_copies"),
  audioStreams: integer("audio_streams"),
  musicVideos: integer("music_videos"),
  radioStations: integer("radio_stations"),
  paidPerformances: integer("paid_performances"),
  termYears: integer("term_years"),
});

/** The tiers a beat offers, with their price and rights (`null`: unlimited). */
export const beatTiers = sqliteTable(
  "beat_tiers",
  {
    beatId: text("beat_id")
      .notNull()
      .references(() => beats.id, { onDelete: "cascade" }),
    ...tierTerms(),
  },
  (t) => [
    primaryKey({ columns: [t.beatId, t.tier] }),
    check("beat_tiers_price_ck", sql`${t.priceCents} between 100 and 10000000`),
  ],
);

/**
 * A licence bought: one per buyer, beat and tier, and one exclusive per beat (the partial unique index);
 * migration 0030's trigger refuses any sale of a beat already sold exclusively, so of two racing buyers
 * one batch fails whole.
 */
export const beatLicences = sqliteTable(
  "beat_licences",
  {
    id: text("id").primaryKey(),
    beatId: text("beat_id")
      .notNull()
      .references(() => beats.id, { onDelete: "restrict" }),
    tier: text("tier", { enum: LICENCE_TIERS }).notNull(),
    buyerId: text("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("beat_licences_buyer_uq").on(t.beatId, t.tier, t.buyerId),
    uniqueIndex("beat_licences_exclusive_uq").on(t.beatId).where(sql`${t.tier} = 'exclusive'`),
    index("beat_licences_buyer_idx").on(t.buyerId, t.id),
  ],
);

/** A beat's day (UTC `YYYY-MM-DD`): sales written with each sale's batch; the metrics read only these rows. */
export const beatDaily = sqliteTable(
  "beat_daily",
  {
    beatId: text("beat_id")
      .notNull()
      .references(() => beats.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    plays: integer("plays").notNull().default(0),
    /** Distinct listeners of the day's previews (`beat_listener_days` decides who is new). */
    listeners: integer("listeners").notNull().default(0),
    orders: integer("orders").notNull().default(0),
    revenueCents: integer("revenue_cents").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.beatId, t.day] })],
);

/** Who played a beat's preview on which day: what makes `beat_daily.listeners` distinct. */
export const beatListenerDays = sqliteTable(
  "beat_listener_days",
  {
    beatId: text("beat_id")
      .notNull()
      .references(() => beats.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    userId: text("user_id").notNull(),
  },
  // By day: the upkeep drops the days before yesterday without reading the others.
  (t) => [
    primaryKey({ columns: [t.beatId, t.day, t.userId] }),
    index("beat_listener_days_day_idx").on(t.day),
  ],
);

/** A producer's default tiers (price and rights), what a new beat starts from. */
export const beatTierTemplates = sqliteTable(
  "beat_tier_templates",
  {
    producerId: text("producer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...tierTerms(),
  },
  (t) => [
    primaryKey({ columns: [t.producerId, t.tier] }),
    check("beat_tier_templates_price_ck", sql`${t.priceCents} between 100 and 10000000`),
  ],
);

/**
 * How many beats are on the market, in all (`genre_id` '') and per genre ('~': none), kept by migration
 * 0032's triggers on `beats.listed`, so an unfiltered or genre-only market page counts by one row read.
 */
export const beatMarketCounts = sqliteTable("beat_market_counts", {
  genreId: text("genre_id").primaryKey(),
  listed: integer("listed").notNull().default(0),
});
