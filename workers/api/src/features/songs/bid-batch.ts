import { and, eq, isNull, sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { conflict, fieldError, isUniqueViolation, notFound, raisedWith } from "../../kit/errors";
import { runLedgerBatch, voidHoldsStatement } from "../ledger";
import type { NotifyDeps } from "../notifications";
import { bidMoves } from "./machine";
import { type SongBidRow, songBids, songWriters, type WrittenSongRow, writtenSongs } from "./schema";

/*
 * What every move of a bid shares (issue #35, docs/decisions/0803): finding the bid for its bidder or a
 * writer of its song, running its batch with the market's database rules as API errors, and ending the
 * pending bids of a song with their holds in the batch that ends them.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A hold outlives its bid's clock by a day, so the bids upkeep always ends a bid before the ledger's does. */
export const HOLD_SLACK_MS = DAY_MS;

export interface BidDeps extends NotifyDeps {
  secret: string;
}

/** The bid `id` if `userId` placed it (404 otherwise). */
export async function bidOfBidder(db: Db, userId: string, id: string): Promise<SongBidRow> {
  const [row] = await db
    .select()
    .from(songBids)
    .where(and(eq(songBids.id, id), eq(songBids.bidderId, userId)));
  if (!row) throw notFound("Purchase");
  return row;
}

/** The bid `id` on a song `userId` writes, with the song (404 otherwise). */
export async function bidOfWriter(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ bid: songBids, song: writtenSongs })
    .from(songBids)
    .innerJoin(writtenSongs, eq(writtenSongs.id, songBids.songId))
    .innerJoin(songWriters, and(eq(songWriters.songId, songBids.songId), eq(songWriters.userId, userId)))
    .where(eq(songBids.id, id));
  if (!row) throw notFound("Purchase");
  return row;
}

/** The song `songId` unless deleted (404). */
export async function songOnSale(db: Db, songId: string): Promise<WrittenSongRow> {
  const [song] = await db
    .select()
    .from(writtenSongs)
    .where(and(eq(writtenSongs.id, songId), isNull(writtenSongs.deletedAt)));
  if (!song) throw notFound("Song");
  return song;
}

/** A batch of a bid's move as API errors: the market's rules the database keeps, in words. */
export async function bidBatch(db: Db, statements: Statement[], lostRace: string) {
  try {
    return await runLedgerBatch(db, statements);
  } catch (error) {
    if (raisedWith(error, "songs: not on the market")) throw conflict("This song is not on the market.");
    if (raisedWith(error, "songs: own song")) throw fieldError("id", "You cannot bid on your own song.");
    if (isUniqueViolation(error, "song_bids.bidder_id"))
      throw conflict("You already have an open bid on this song: raise it instead.");
    if (isUniqueViolation(error, "song_bids.song_id"))
      throw conflict("Another bid on this song was approved first.");
    throw bidMoves.error(error, lostRace);
  }
}

/** The statements that decline every pending bid on `songId` and free their holds. */
export function declinePendingStatements(songId: string, now: number, except?: string): Statement[] {
  const others = except ? sql` and id <> ${except}` : sql``;
  return [
    voidHoldsStatement(
      sql`select hold_id from ${songBids} where song_id = ${songId} and status = 'pending' ${others}`,
      now,
    ),
    sql`update ${songBids} set status = 'declined', ended_at = ${now}, updated_at = ${now}
      where song_id = ${songId} and status = 'pending' ${others}`,
  ];
}

/** The bidders whose pending bids an approval declines (read before it, told after it). */
export const pendingBidders = (db: Db, songId: string, except: string) =>
  db
    .select({ bidderId: songBids.bidderId })
    .from(songBids)
    .where(
      and(eq(songBids.songId, songId), eq(songBids.status, "pending"), sql`${songBids.id} <> ${except}`),
    );
