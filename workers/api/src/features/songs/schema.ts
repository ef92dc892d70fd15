import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { timestamp, timestamps } from "../../kit/columns";
import { users } from "../accounts/schema";
import { tracks } from "../catalogue/schema";
import { orders } from "../commerce/schema";
import { ledgerHolds } from "../ledger/schema";
import { genres, moods } from "../reference/schema";
import { BID_STATUSES, CONSENTS } from "./states";

/**
 * A written song (issue #35): lyrics and sale terms, owned by the writer who made it, credited to every
 * co-writer in `song_writers`. `listed` is 1 while buyers see it on the market (active, its listing
 * approved and up, every writer's consent given, no approved deal, not sold): migration 0035's triggers
 * keep it from each of those sources, so the market reads one index and no writer can forget a source.
 */
export const writtenSongs = sqliteTable(
  "written_songs",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    lyrics: text("lyrics").notNull(),
    language: text("language").notNull(),
    genreId: text("genre_id").references(() => genres.id, { onDelete: "set null" }),
    moodId: text("mood_id").references(() => moods.id, { onDelete: "set null" }),
    description: text("description"),
    /** A demo recording (a market upload, `tracks.purpose = 'beat'`); RESTRICT: a sold demo stays. */
    demoTrackId: text("demo_track_id").references(() => tracks.id, { onDelete: "restrict" }),
    /** US cents; 0 takes offers only. */
    askingPriceCents: integer("asking_price_cents").notNull(),
    minBidCents: integer("min_bid_cents").notNull(),
    /** Spec §4's toggle: 1 offered for sale (and in the moderation queue), 0 withdrawn. */
    status: integer("status").notNull().default(0),
    listed: integer("listed", { mode: "boolean" }).notNull().default(false),
    /** The approved bid while its deal runs; null otherwise. */
    dealBidId: text("deal_bid_id"),
    soldAt: timestamp("sold_at"),
    buyerId: text("buyer_id").references(() => users.id, { onDelete: "restrict" }),
    /** Deleted by its owner: kept for the bids that name it, gone from every list. */
    deletedAt: timestamp("deleted_at"),
    ...timestamps(),
  },
  (t) => [
    index("written_songs_owner_idx").on(t.ownerId, t.id),
    index("written_songs_market_idx").on(t.listed, t.id),
    index("written_songs_market_price_idx").on(t.listed, t.minBidCents, t.id),
    index("written_songs_market_genre_idx").on(t.listed, t.genreId, t.id),
    // The stream route asks, per range request, whether a demo belongs to a listed song.
    index("written_songs_demo_idx").on(t.demoTrackId),
    check("written_songs_status_ck", sql`${t.status} in (0, 1)`),
    check("written_songs_min_bid_ck", sql`${t.minBidCents} between 100 and 100000000`),
    check(
      "written_songs_asking_ck",
      sql`${t.askingPriceCents} = 0 or ${t.askingPriceCents} between ${t.minBidCents} and 100000000`,
    ),
    check("written_songs_lyrics_ck", sql`length(${t.lyrics}) <= 20000`),
  ],
);

/** A song's writers: each one's whole-percent split and their consent to it (the owner is one of them). */
export const songWriters = sqliteTable(
  "song_writers",
  {
    songId: text("song_id")
      .notNull()
      .references(() => writtenSongs.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    split: integer("split").notNull(),
    consent: text("consent", { enum: CONSENTS }).notNull().default("pending"),
    respondedAt: timestamp("responded_at"),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.songId, t.userId] }),
    // A writer's songs (co-writers' pending-consent cards, the deals they sell).
    index("song_writers_user_idx").on(t.userId, t.songId),
    check("song_writers_split_ck", sql`${t.split} between 1 and 100`),
  ],
);

/**
 * A bid and the deal it may become. While pending or approved, `hold_id` reserves amount + fee on the
 * bidder's wallet (a ledger hold); completion posts it, every other end voids it, in the batch that moves
 * the bid (`bidMoves`). Two unique indexes are the market's rules: one open bid per bidder and song, one
 * approved (or completed) bid per song, so of two approvals racing exactly one commits.
 */
export const songBids = sqliteTable(
  "song_bids",
  {
    id: text("id").primaryKey(),
    songId: text("song_id")
      .notNull()
      .references(() => writtenSongs.id, { onDelete: "restrict" }),
    bidderId: text("bidder_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    feeCents: integer("fee_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    holdId: text("hold_id")
      .notNull()
      .references(() => ledgerHolds.id, { onDelete: "restrict" }),
    status: text("status", { enum: BID_STATUSES }).notNull().default("pending"),
    buyNow: integer("buy_now", { mode: "boolean" }).notNull().default(false),
    /** A pending bid lapses then; an approved deal completes by itself at `completes_at`. */
    expiresAt: timestamp("expires_at").notNull(),
    approvedAt: timestamp("approved_at"),
    completesAt: timestamp("completes_at"),
    endedAt: timestamp("ended_at"),
    /** The deal's terms as approved (JSON): the contract's source. */
    terms: text("terms", { mode: "json" }).$type<Record<string, unknown>>(),
    orderId: text("order_id").references(() => orders.id, { onDelete: "restrict" }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("song_bids_open_uq")
      .on(t.songId, t.bidderId)
      .where(sql`${t.status} in ('pending', 'approved')`),
    uniqueIndex("song_bids_deal_uq").on(t.songId).where(sql`${t.status} in ('approved', 'completed')`),
    index("song_bids_song_idx").on(t.songId, t.status, t.id),
    index("song_bids_bidder_idx").on(t.bidderId, t.status, t.id),
    index("song_bids_due_idx").on(t.status, t.expiresAt),
    index("song_bids_completes_idx").on(t.status, t.completesAt),
    check("song_bids_amount_ck", sql`${t.amountCents} between 100 and 100000000`),
    check("song_bids_total_ck", sql`${t.totalCents} = ${t.amountCents} + ${t.feeCents}`),
  ],
);

/** A song's day (UTC `YYYY-MM-DD`): market views and bids, written with the reads and bids they count. */
export const songDaily = sqliteTable(
  "song_daily",
  {
    songId: text("song_id")
      .notNull()
      .references(() => writtenSongs.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    views: integer("views").notNull().default(0),
    bids: integer("bids").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.songId, t.day] })],
);

/**
 * How many songs are on the market, in all ('') and per genre ('~': none): kept by migration 0037's triggers
 * where `listed` or a listed song's genre moves, so a page's total is one row, not a count of the market.
 */
export const songMarketCounts = sqliteTable("song_market_counts", {
  genreId: text("genre_id").primaryKey(),
  listed: integer("listed").notNull().default(0),
});

export type WrittenSongRow = typeof writtenSongs.$inferSelect;
export type SongBidRow = typeof songBids.$inferSelect;
