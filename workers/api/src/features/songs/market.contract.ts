import { z } from "@hono/zod-openapi";
import { pageQuerySchema, pageSchema } from "../../kit/pagination";
import { lookupRefSchema } from "../catalogue/track-views.contract";
import { SongDemo } from "./contract";
import { BID_MAX_CENTS } from "./rules";
import { BID_STATUSES } from "./states";

/* The song marketplace's wire shapes (spec §7 `songs/marketplace`, issue #35): songs, bids and deals. */

export const SONG_SORTS = ["newest", "price_asc", "price_desc"] as const;

const Whole = (what: string) =>
  z.coerce
    .number({ error: `${what} is a whole number.` })
    .int(`${what} is a whole number.`)
    .min(0)
    .optional();

/** `?page=&per_page=&q=&genre_id=&mood_id=&language=&price_min=&price_max=&sort=` (prices: minimum bids). */
export const SongMarketQuery = pageQuerySchema.extend({
  q: z.string().trim().max(100, "Search text must be at most 100 characters.").optional(),
  genre_id: z.string().max(64).optional(),
  mood_id: z.string().max(64).optional(),
  language: z.string().trim().max(40).optional(),
  price_min: Whole("The lowest price"),
  price_max: Whole("The highest price"),
  sort: z.enum(SONG_SORTS, { error: `Sort by ${SONG_SORTS.join(", ")}.` }).optional(),
});
export type SongMarketQuery = z.infer<typeof SongMarketQuery>;

/** A bid (and the deal it may become), as its bidder or the song's writers see it. */
export const SongBid = z
  .object({
    id: z.string(),
    song: z.object({ id: z.string(), title: z.string() }),
    bidder: z.object({ id: z.string(), name: z.string() }),
    /** The viewer's side of it. */
    role: z.enum(["buyer", "seller"]),
    amount: z.number().int(),
    fee: z.number().int(),
    /** What the bidder's wallet holds for it (amount + fee) while pending or approved. */
    total: z.number().int(),
    status: z.enum(BID_STATUSES),
    buy_now: z.boolean(),
    expires_at: z.string(),
    approved_at: z.string().nullable(),
    /** When an approved deal completes by itself. */
    completes_at: z.string().nullable(),
    ended_at: z.string().nullable(),
    /** After completion: the rights-assignment contract (PDF) for the buyer and the writers. */
    contract_url: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("SongBid");
export type SongBid = z.infer<typeof SongBid>;

export const SongBidPage = pageSchema(SongBid).openapi("SongBidPage");

/** `my_purchases`, `my_sales`: `?status=` narrows to one state. */
export const DealQuery = pageQuerySchema.extend({
  status: z.enum(BID_STATUSES, { error: `A state is one of ${BID_STATUSES.join(", ")}.` }).optional(),
  song_id: z.string().max(64).optional(),
});
export type DealQuery = z.infer<typeof DealQuery>;

/** One deal with what it delivers: after completion the buyer reads the full lyrics and hears the demo. */
export const SongDeal = SongBid.extend({
  lyrics: z.string(),
  lyrics_truncated: z.boolean(),
  demo: SongDemo.nullable(),
  /** Each writer's split and, after completion, what they were paid. */
  writers: z.array(
    z.object({
      user_id: z.string(),
      name: z.string(),
      split: z.number().int(),
      paid: z.number().int().nullable(),
    }),
  ),
}).openapi("SongDeal");
export type SongDeal = z.infer<typeof SongDeal>;

export const BidBody = z
  .object({
    amount: z
      .number({ error: "The bid is a whole number of cents." })
      .int("The bid is a whole number of cents.")
      .min(1, "The bid is at least 1 cent.")
      .max(BID_MAX_CENTS, `The bid is at most $${(BID_MAX_CENTS / 100).toLocaleString("en-US")}.`),
  })
  .strict();
export type BidBody = z.infer<typeof BidBody>;

/** A song on the market, as a buyer may see it: the first lines of its lyrics until they buy it. */
export const MarketSong = z
  .object({
    id: z.string(),
    title: z.string(),
    lyrics: z.string(),
    lyrics_truncated: z.boolean(),
    language: z.string(),
    genre: lookupRefSchema.nullable(),
    mood: lookupRefSchema.nullable(),
    description: z.string().nullable(),
    demo: SongDemo.nullable(),
    asking_price: z.number().int(),
    min_bid: z.number().int(),
    writers: z.array(z.object({ user_id: z.string(), name: z.string(), split: z.number().int() })),
    open_bids: z.number().int(),
    created_at: z.string(),
  })
  .openapi("MarketSong");
export type MarketSong = z.infer<typeof MarketSong>;

export const MarketSongPage = pageSchema(MarketSong).openapi("MarketSongPage");

/** `{id}`: the song, and the viewer's own open bid and whether they may bid (and why not). */
export const MarketSongDetail = MarketSong.extend({
  my_bid: SongBid.nullable(),
  can_bid: z.boolean(),
  reason: z.string().nullable(),
  is_writer: z.boolean(),
  on_market: z.boolean(),
}).openapi("MarketSongDetail");
export type MarketSongDetail = z.infer<typeof MarketSongDetail>;

/** `song_stats/{id}`: views and bids per day, and the bids' figures. */
export const SongStats = z
  .object({
    song_id: z.string(),
    views: z.number().int(),
    bids: z.number().int(),
    highest_bid: z.number().int().nullable(),
    average_bid: z.number().int().nullable(),
    series: z.array(z.object({ day: z.string(), views: z.number().int(), bids: z.number().int() })),
  })
  .openapi("SongStats");
export type SongStats = z.infer<typeof SongStats>;
