import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp, timestamps } from "../../kit/columns";
import { users } from "../accounts/schema";

/**
 * Where an order is (docs/decisions/0800): `paid` when the goods were delivered at once and the money went
 * straight to the seller(s) (beats); `held` while the money waits in the market's escrow for delivery
 * (songs, studio bookings, campaigns), then `released` to the seller(s), `refunded` in full, or
 * `partially_refunded` (the refunded part back to the buyer, the rest released, in one batch). Every
 * status but `held` is final: the trigger generated from `orderMoves` (migration 0029) refuses other moves.
 */
export const ORDER_STATUSES = ["paid", "held", "released", "refunded", "partially_refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_MARKETS = ["beats", "songs", "studio", "campaigns"] as const;

/** One purchase in any market: who bought what, at which price, under which terms. */
export const orders = sqliteTable(
  "orders",
  {
    id: text("id").primaryKey(),
    buyerId: text("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    market: text("market", { enum: ORDER_MARKETS }).notNull(),
    /** What was bought: the market's item kind (`beat_licence`, …), its id and tier ('' when none). */
    itemKind: text("item_kind").notNull(),
    itemId: text("item_id").notNull(),
    tier: text("tier").notNull().default(""),
    /** US cents: what the seller(s) share, the platform's fee on top, what the buyer paid. */
    priceCents: integer("price_cents").notNull(),
    feeCents: integer("fee_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** Of the price, what a refund returned (its fee share is refunded too: `refunded_fee_cents`). */
    refundedCents: integer("refunded_cents").notNull().default(0),
    refundedFeeCents: integer("refunded_fee_cents").notNull().default(0),
    /** The currency the buyer saw and the rate the payment used (display facts; the ledger is in USD). */
    currency: text("currency").notNull().default("USD"),
    currencyRate: text("currency_rate"),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    /** The terms as sold (JSON), the contract's source: a trigger refuses any later change. */
    terms: text("terms", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    /** The contract PDF's R2 key, chosen by the server. */
    contractKey: text("contract_key"),
    /** 1 when the market sells this item once per buyer (the partial unique index below). */
    onePerBuyer: integer("one_per_buyer", { mode: "boolean" }).notNull().default(false),
    /** The wallet operation that paid it. */
    operationId: text("operation_id"),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at"),
  },
  (t) => [
    index("orders_buyer_idx").on(t.buyerId, t.id),
    uniqueIndex("orders_one_per_buyer_uq")
      .on(t.buyerId, t.itemKind, t.itemId, t.tier)
      .where(sql`${t.onePerBuyer} = 1`),
    check("orders_price_ck", sql`${t.priceCents} > 0`),
    check("orders_fee_ck", sql`${t.feeCents} >= 0`),
    check("orders_total_ck", sql`${t.totalCents} = ${t.priceCents} + ${t.feeCents}`),
    check(
      "orders_refunded_ck",
      sql`${t.refundedCents} between 0 and ${t.priceCents} and ${t.refundedFeeCents} between 0 and ${t.feeCents}`,
    ),
  ],
);

/** Who an order pays and their share, in basis points (one seller: 10,000). */
export const orderPayees = sqliteTable(
  "order_payees",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    shareBps: integer("share_bps").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.userId] }),
    // A seller's earnings list, newest first.
    index("order_payees_user_idx").on(t.userId, t.orderId),
    check("order_payees_share_ck", sql`${t.shareBps} between 1 and 10000`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

export const LISTING_APPROVALS = ["pending", "approved", "rejected"] as const;
export type ListingApproval = (typeof LISTING_APPROVALS)[number];

/**
 * A track for sale (the admin's moderation queue): a beat's or a written song's listing. Created
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
