import { and, asc, avg, count, eq, gte, isNull, max, sql, sum } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { users } from "../accounts/schema";
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from "../ledger/schema";
import type { SongRights, WriterStats } from "./contract";
import type { SongStats } from "./market.contract";
import { songBids, songDaily, songWriters, writtenSongs } from "./schema";
import { songOfWriter } from "./songs.service";
import { rightsView, writersOf } from "./writers";

/*
 * The songwriter's figures (spec §7 `stats`, `song_stats/{id}`, `check_rights`): totals over the songs
 * they write, one song's views and bids per day (from `song_daily`, written with each view and bid), and
 * whether a song may be sold now. What a writer earned is read from the ledger: the `song_sale` postings
 * to their wallet, exactly what the releases paid.
 */

const SERIES_DAYS = 30;

export async function writerStats(db: Db, userId: string): Promise<WriterStats> {
  const mine = and(eq(songWriters.userId, userId), isNull(writtenSongs.deletedAt));
  const [[songs], [bids], [earned], awaiting] = await Promise.all([
    db
      .select({
        songs: count(),
        listed: sql<number>`coalesce(sum(${writtenSongs.listed}), 0)`,
        sold: sql<number>`count(${writtenSongs.soldAt})`,
      })
      .from(songWriters)
      .innerJoin(writtenSongs, eq(writtenSongs.id, songWriters.songId))
      .where(mine),
    db
      .select({
        received: count(),
        pending: sql<number>`coalesce(sum(${songBids.status} = 'pending'), 0)`,
      })
      .from(songWriters)
      .innerJoin(writtenSongs, eq(writtenSongs.id, songWriters.songId))
      .innerJoin(songBids, eq(songBids.songId, songWriters.songId))
      .where(mine),
    db
      .select({ cents: sum(ledgerPostings.amount) })
      .from(ledgerAccounts)
      .innerJoin(ledgerPostings, eq(ledgerPostings.accountId, ledgerAccounts.id))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
      .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerTransactions.kind, "song_sale"))),
    db
      .select({
        songId: writtenSongs.id,
        title: writtenSongs.title,
        ownerId: writtenSongs.ownerId,
        ownerName: users.name,
        split: songWriters.split,
      })
      .from(songWriters)
      .innerJoin(writtenSongs, eq(writtenSongs.id, songWriters.songId))
      .innerJoin(users, eq(users.id, writtenSongs.ownerId))
      .where(and(mine, eq(songWriters.consent, "pending")))
      .limit(20),
  ]);
  return {
    songs: songs?.songs ?? 0,
    listed: Number(songs?.listed ?? 0),
    bids_received: bids?.received ?? 0,
    pending_bids: Number(bids?.pending ?? 0),
    sold: songs?.sold ?? 0,
    earned: Number(earned?.cents ?? 0),
    awaiting_consent: awaiting.map((a) => ({
      song_id: a.songId,
      title: a.title,
      owner: { id: a.ownerId, name: a.ownerName },
      split: a.split,
    })),
  };
}

/** One song's views and bids per day over the last 30 days, and its bids' figures (a writer's only). */
export async function songStats(db: Db, userId: string, id: string, now = Date.now()): Promise<SongStats> {
  await songOfWriter(db, userId, id);
  const from = new Date(now - (SERIES_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const [days, [totals], [bidFigures]] = await Promise.all([
    db
      .select({ day: songDaily.day, views: songDaily.views, bids: songDaily.bids })
      .from(songDaily)
      .where(and(eq(songDaily.songId, id), gte(songDaily.day, from)))
      .orderBy(asc(songDaily.day)),
    db
      .select({ views: sum(songDaily.views), bids: sum(songDaily.bids) })
      .from(songDaily)
      .where(eq(songDaily.songId, id)),
    db
      .select({ highest: max(songBids.amountCents), average: avg(songBids.amountCents) })
      .from(songBids)
      .where(eq(songBids.songId, id)),
  ]);
  const byDay = new Map(days.map((d) => [d.day, d]));
  const series = Array.from({ length: SERIES_DAYS }, (_, i) => {
    const day = new Date(now - (SERIES_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    const found = byDay.get(day);
    return { day, views: found?.views ?? 0, bids: found?.bids ?? 0 };
  });
  return {
    song_id: id,
    views: Number(totals?.views ?? 0),
    bids: Number(totals?.bids ?? 0),
    highest_bid: bidFigures?.highest ?? null,
    average_bid:
      bidFigures?.average === null || bidFigures?.average === undefined
        ? null
        : Math.round(Number(bidFigures.average)),
    series,
  };
}

/** `check_rights`: whether a song `userId` writes may be sold now, and why not. */
export async function checkRights(db: Db, userId: string, id: string): Promise<SongRights> {
  const song = await songOfWriter(db, userId, id);
  const writers = await writersOf(db, [id]);
  return rightsView(id, song.ownerId, writers.get(id) ?? []);
}
