import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { MAX_PAGED_ROWS, type Page, pageWindow, toPage } from "../../kit/pagination";
import { API_BASE } from "../../kit/paths";
import { users } from "../accounts/schema";
import { readContract } from "../commerce";
import type { DealTerms } from "./deal-terms";
import type { DealQuery, SongBid, SongDeal } from "./market.contract";
import { visibleLyrics, writerShares } from "./rules";
import { type SongBidRow, songBids, songWriters, writtenSongs } from "./schema";
import { demosOf } from "./views";
import { writersOf } from "./writers";

/*
 * Deals as their parties read them (spec §7 `my_purchases`, `my_sales`, `get_purchase/{id}`): the buyer's
 * bids, the bids on the songs a writer writes, and one deal with what it delivers. Anyone else's deal is
 * a 404, as is one that does not exist.
 */

export const dealContractUrl = (bidId: string) => `${API_BASE}/creator/songs/marketplace/contract/${bidId}`;

type Joined = { bid: SongBidRow; title: string; bidderName: string };

export function bidView({ bid, title, bidderName }: Joined, role: SongBid["role"]): SongBid {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    id: bid.id,
    song: { id: bid.songId, title },
    bidder: { id: bid.bidderId, name: bidderName },
    role,
    amount: bid.amountCents,
    fee: bid.feeCents,
    total: bid.totalCents,
    status: bid.status,
    buy_now: bid.buyNow,
    expires_at: bid.expiresAt.toISOString(),
    approved_at: iso(bid.approvedAt),
    completes_at: iso(bid.completesAt),
    ended_at: iso(bid.endedAt),
    contract_url: bid.orderId ? dealContractUrl(bid.id) : null,
    created_at: bid.createdAt.toISOString(),
    updated_at: bid.updatedAt.toISOString(),
  };
}

const joined = { bid: songBids, title: writtenSongs.title, bidderName: users.name };

/** A page of `userId`'s deals: as buyer (`my_purchases`) or as a writer of the song (`my_sales`). */
export async function listDeals(
  db: Db,
  userId: string,
  role: SongBid["role"],
  query: DealQuery,
): Promise<Page<SongBid>> {
  const where: SQL | undefined = and(
    role === "buyer" ? eq(songBids.bidderId, userId) : eq(songWriters.userId, userId),
    query.status ? eq(songBids.status, query.status) : undefined,
    query.song_id ? eq(songBids.songId, query.song_id) : undefined,
  );
  // A writer's sales reach the bids through the songs they write (song_writers_user_idx, song_bids_song_idx).
  const sellers = eq(songWriters.songId, songBids.songId);
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const counted = db.select({ one: sql`1` }).from(songBids);
  const capped = (role === "seller" ? counted.innerJoin(songWriters, sellers) : counted)
    .where(where)
    .limit(MAX_PAGED_ROWS)
    .as("capped");
  const rowsOf = db
    .select(joined)
    .from(songBids)
    .innerJoin(writtenSongs, eq(writtenSongs.id, songBids.songId))
    .innerJoin(users, eq(users.id, songBids.bidderId));
  const [rows, [total]] = await db.batch([
    (role === "seller" ? rowsOf.innerJoin(songWriters, sellers) : rowsOf)
      .where(where)
      .orderBy(desc(songBids.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)` }).from(capped),
  ]);
  return toPage(
    rows.map((r) => bidView(r, role)),
    { page: query.page, perPage: query.per_page, total: total?.n ?? 0 },
  );
}

/** The deal `id` if `userId` is its bidder or writes its song; 404 otherwise. */
async function dealOf(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ ...joined, song: writtenSongs })
    .from(songBids)
    .innerJoin(writtenSongs, eq(writtenSongs.id, songBids.songId))
    .innerJoin(users, eq(users.id, songBids.bidderId))
    .where(eq(songBids.id, id));
  if (!row) throw notFound("Purchase");
  if (row.bid.bidderId === userId) return { row, role: "buyer" as const };
  const [writer] = await db
    .select({ userId: songWriters.userId })
    .from(songWriters)
    .where(and(eq(songWriters.songId, row.bid.songId), eq(songWriters.userId, userId)));
  if (!writer) throw notFound("Purchase");
  return { row, role: "seller" as const };
}

/**
 * One deal for its buyer or a writer: the full lyrics for the writers, and for the buyer once it is
 * completed; each writer's split and, after completion, what the release paid them.
 */
export async function getDeal(db: Db, secret: string, userId: string, id: string): Promise<SongDeal> {
  const { row, role } = await dealOf(db, userId, id);
  const { bid, song } = row;
  const [current, demo] = await Promise.all([writersOf(db, [song.id]), demosOf(db, secret, [song])]);
  const terms = bid.terms as DealTerms | null;
  const writers =
    terms?.writers ??
    (current.get(song.id) ?? []).map(({ user_id, name, split }) => ({ user_id, name, split }));
  const paid = writerShares(bid.amountCents, writers);
  const lyrics = visibleLyrics(song.lyrics, role === "seller" || bid.status === "completed");
  return {
    ...bidView(row, role),
    lyrics: lyrics.text,
    lyrics_truncated: lyrics.truncated,
    demo: demo(song.demoTrackId),
    writers: writers.map((w) => ({
      ...w,
      paid: bid.status === "completed" ? (paid.get(w.user_id) ?? 0) : null,
    })),
  };
}

/** A completed deal's contract (PDF) for its buyer or one of its writers; 404 for anyone else. */
export async function dealContract(db: Db, bucket: R2Bucket, userId: string, id: string) {
  const { row } = await dealOf(db, userId, id);
  if (!row.bid.orderId) throw notFound("Contract");
  return readContract(db, bucket, userId, row.bid.orderId);
}

/** The bids of `userId` on `songIds`, newest first (a statement for a caller's batch). */
export const myBidsStatement = (db: Db, userId: string, songIds: readonly string[]) =>
  db
    .select(joined)
    .from(songBids)
    .innerJoin(writtenSongs, eq(writtenSongs.id, songBids.songId))
    .innerJoin(users, eq(users.id, songBids.bidderId))
    .where(and(eq(songBids.bidderId, userId), inArray(songBids.songId, [...songIds])))
    .orderBy(desc(songBids.id));

/** Per song, the open bid of those rows, else the latest. */
export function latestBids(rows: readonly Joined[]) {
  const mine = new Map<string, SongBid>();
  for (const r of rows) {
    const open = r.bid.status === "pending" || r.bid.status === "approved";
    const known = mine.get(r.bid.songId);
    if (!known || (open && known.status !== "pending" && known.status !== "approved"))
      mine.set(r.bid.songId, bidView(r, "buyer"));
  }
  return mine;
}
