import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp, timestamps } from "../../kit/columns";
import { users } from "../accounts/schema";
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
    coverKey: text("cover_key"),
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
    check("beats_bpm_ck", sql`${t.bpm} between 40 and 240`),
  ],
);

/** The tiers a beat offers, with their price and rights (`null`: unlimited). */
export const beatTiers = sqliteTable(
  "beat_tiers",
  {
    beatId: text("beat_id")
      .notNull()
      .references(() => beats.id, { onDelete: "cascade" }),
    tier: text("tier", { enum: LICENCE_TIERS }).notNull(),
    priceCents: integer("price_cents").notNull(),
    distributionCopies: integer("distribution_copies"),
    audioStreams: integer("audio_streams"),
    musicVideos: integer("music_videos"),
    radioStations: integer("radio_stations"),
    paidPerformances: integer("paid_performances"),
    termYears: integer("term_years"),
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

export const LISTING_APPROVALS = ["pending", "approved", "rejected"] as const;
export type ListingApproval = (typeof LISTING_APPROVALS)[number];

/**
 * A track for sale (the admin's moderation queue): a beat's listing now, a written song's next. Created
 * pending when the item is first published; approved ones reach the market; `status` 0 takes one down.
 */
export const listings = sqliteTable(
  "listings",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["beat", "song"] }).notNull(),
    itemId: text("item_id").notNull(),
    sellerId: text("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    lowestPriceCents: integer("lowest_price_cents").notNull(),
    status: integer("status").notNull().default(1),
    approval: text("approval", { enum: LISTING_APPROVALS }).notNull().default("pending"),
    reason: text("reason"),
    reviewedAt: timestamp("reviewed_at"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("listings_item_uq").on(t.kind, t.itemId),
    index("listings_queue_idx").on(t.approval, t.id),
    index("listings_seller_idx").on(t.sellerId, t.id),
    check("listings_status_ck", sql`${t.status} in (0, 1)`),
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
    orders: integer("orders").notNull().default(0),
    revenueCents: integer("revenue_cents").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.beatId, t.day] })],
);

/**
 * How many beats are on the market, in all (`genre_id` '') and per genre ('~': none), kept by migration
 * 0032's triggers on `beats.listed`, so an unfiltered or genre-only market page counts by one row read.
 */
export const beatMarketCounts = sqliteTable("beat_market_counts", {
  genreId: text("genre_id").primaryKey(),
  listed: integer("listed").notNull().default(0),
});
