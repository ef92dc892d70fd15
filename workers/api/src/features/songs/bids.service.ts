import { and, eq, isNull, sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import {
  conflict,
  fieldError,
  isUniqueViolation,
  notFound,
  raisedWith,
  validationError,
} from "../../kit/errors";
import { newId } from "../../kit/ids";
import { abortUnlessChanged } from "../../kit/transitions";
import { users } from "../accounts/schema";
import {
  extendHoldStatements,
  placeHoldStatement,
  runLedgerBatch,
  voidHoldStatement,
  walletAccount,
} from "../ledger";
import { type NotifyDeps, notify } from "../notifications";
import { dealTerms } from "./deal-terms";
import { bidIs, bidMoves } from "./machine";
import { bidExpiresMs, bidHold, bidProblems, dealCompletesMs, isBuyNow } from "./rules";
import {
  type SongBidRow,
  songBids,
  songDaily,
  songWriters,
  type WrittenSongRow,
  writtenSongs,
} from "./schema";
import { declinePendingStatements } from "./songs.service";
import { writersOf } from "./writers";

/*
 * Bids on written songs (issue #35, docs/decisions/0803). Who holds the money at each step:
 * - pending: the bidder's wallet, as a ledger hold of amount + 2 % fee (not spendable, still theirs);
 * - approved: the same hold, kept until the deal completes (its expiry moves with the deal);
 * - completed (deals.service): the hold is posted into the songs escrow and, in the same batch, paid out
 *   to the writers by split with the fee to the platform; nothing stays in escrow between batches;
 * - declined, withdrawn, expired, cancelled: the hold is voided; nothing moved.
 * Each move is one batch whose guarded state change the money waits for, so it happens exactly once.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A hold outlives its bid's clock by a day, so the bids upkeep always ends a bid before the ledger's does. */
const HOLD_SLACK_MS = DAY_MS;

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

async function songOnSale(db: Db, songId: string): Promise<WrittenSongRow> {
  const [song] = await db
    .select()
    .from(writtenSongs)
    .where(and(eq(writtenSongs.id, songId), isNull(writtenSongs.deletedAt)));
  if (!song) throw notFound("Song");
  return song;
}

/** The day row of `songId` counting one more bid. */
const bidDayStatement = (songId: string, now: number) =>
  sql`insert into ${songDaily} (song_id, day, views, bids) values (${songId}, ${new Date(now).toISOString().slice(0, 10)}, 0, 1)
    on conflict (song_id, day) do update set bids = bids + 1`;

/** A batch of a bid's move as API errors: the market's rules the database keeps, in words. */
async function bidBatch(db: Db, statements: Statement[], lostRace: string) {
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

/**
 * The statements that strike a deal on pending bid `bid`: it is approved (while the song is on the
 * market: migration 0035's trigger), its hold kept until the deal completes, every other pending bid on
 * the song declined with its hold freed, and the song taken off the market.
 */
async function approvalStatements(
  db: Db,
  bid: Pick<SongBidRow, "id" | "songId" | "holdId" | "bidderId" | "amountCents" | "feeCents">,
  song: WrittenSongRow,
  now: number,
) {
  const completes = dealCompletesMs(now);
  const [writers, [buyer]] = await Promise.all([
    writersOf(db, [song.id]),
    db.select({ name: users.name }).from(users).where(eq(users.id, bid.bidderId)),
  ]);
  const terms = dealTerms({
    song,
    writers: writers.get(song.id) ?? [],
    buyer: buyer?.name ?? "",
    amount: bid.amountCents,
    fee: bid.feeCents,
    approvedAt: now,
  });
  return [
    ...bidMoves.move(
      bid.id,
      "pending",
      "approved",
      sql`, approved_at = ${now}, completes_at = ${completes}, terms = ${JSON.stringify(terms)}, updated_at = ${now}`,
    ),
    ...extendHoldStatements(bid.holdId, completes + HOLD_SLACK_MS, now),
    ...declinePendingStatements(song.id, now, bid.id),
    sql`update ${writtenSongs} set deal_bid_id = ${bid.id}, updated_at = ${now}
      where id = ${song.id} and deal_bid_id is null and sold_at is null`,
    abortUnlessChanged(),
  ];
}

/** The bidders whose pending bids an approval declines (read before it, told after it). */
const pendingBidders = (db: Db, songId: string, except: string) =>
  db
    .select({ bidderId: songBids.bidderId })
    .from(songBids)
    .where(
      and(eq(songBids.songId, songId), eq(songBids.status, "pending"), sql`${songBids.id} <> ${except}`),
    );

async function tellApproved(
  deps: NotifyDeps,
  song: WrittenSongRow,
  bidId: string,
  buyerId: string,
  declined: { bidderId: string }[],
) {
  await Promise.all([
    notify(deps, buyerId, {
      type: "Bid approved",
      msg: `Your bid on "${song.title}" was approved. Confirm delivery to complete the purchase.`,
      data: { song_id: song.id, bid_id: bidId },
    }),
    ...declined.map((b) =>
      notify(deps, b.bidderId, {
        type: "Bid declined",
        msg: `Another bid on "${song.title}" was approved: your bid was declined and its hold released.`,
        data: { song_id: song.id },
      }),
    ),
  ]);
}

/**
 * Places a bid: a hold of amount + fee on the bidder's wallet and the bid, in one batch (422
 * `INSUFFICIENT_FUNDS` when the available balance is short). At the asking price it buys at once: the
 * deal is struck in the same batch.
 */
export async function placeBid(
  deps: BidDeps,
  bidderId: string,
  songId: string,
  amount: number,
  commit: Statement[] = [],
  now = Date.now(),
) {
  const { db } = deps;
  const song = await songOnSale(db, songId);
  const [writer] = await db
    .select({ userId: songWriters.userId })
    .from(songWriters)
    .where(and(eq(songWriters.songId, songId), eq(songWriters.userId, bidderId)));
  if (writer) throw fieldError("id", "You cannot bid on your own song.");
  if (!song.listed) throw conflict("This song is not on the market.");
  const problems = bidProblems(amount, { min_bid: song.minBidCents, asking_price: song.askingPriceCents });
  if (problems) throw validationError(problems);
  const hold = bidHold(amount);
  const wallet = await walletAccount(db, bidderId, now);
  const id = newId("bid", now);
  const holdId = newId("hld", now);
  const expires = bidExpiresMs(now);
  const buyNow = isBuyNow(amount, song.askingPriceCents);
  const bid = { id, songId, holdId, bidderId, amountCents: hold.amount, feeCents: hold.fee };
  const declined = buyNow ? await pendingBidders(db, songId, id) : [];
  await bidBatch(
    db,
    [
      placeHoldStatement(
        holdId,
        { accountId: wallet, amount: hold.total, expiresAt: new Date(expires + HOLD_SLACK_MS) },
        now,
      ),
      db.insert(songBids).values({
        ...bid,
        totalCents: hold.total,
        buyNow,
        expiresAt: new Date(expires),
        createdAt: new Date(now),
        updatedAt: new Date(now),
      }),
      bidDayStatement(songId, now),
      ...(buyNow ? await approvalStatements(db, bid, song, now) : []),
      ...commit,
    ],
    "This song is no longer on the market.",
  );
  await Promise.all(
    song.ownerId === bidderId
      ? []
      : [
          notify(deps, song.ownerId, {
            type: buyNow ? "Song sold" : "New bid",
            msg: buyNow
              ? `"${song.title}" was bought at its asking price. The buyer confirms delivery to complete it.`
              : `A new bid on "${song.title}".`,
            data: { song_id: songId, bid_id: id },
          }),
        ],
  );
  if (buyNow) await tellApproved(deps, song, id, bidderId, declined);
  return id;
}

/**
 * Changes a pending bid's amount: the old hold is voided and the new one placed, in one batch (the new
 * hold needs only what the old one did not already reserve). At the asking price it buys at once.
 */
export async function changeBid(
  deps: BidDeps,
  bidderId: string,
  id: string,
  amount: number,
  commit: Statement[] = [],
  now = Date.now(),
) {
  const { db } = deps;
  const bid = await bidOfBidder(db, bidderId, id);
  if (bid.status !== "pending") throw conflict("Only a pending bid can change.");
  const song = await songOnSale(db, bid.songId);
  // Off the market (a consent asked again, a listing back in review) a bid waits as it is, or is withdrawn.
  if (!song.listed) throw conflict("This song is not on the market now: your bid can wait or be withdrawn.");
  const problems = bidProblems(amount, { min_bid: song.minBidCents, asking_price: song.askingPriceCents });
  if (problems) throw validationError(problems);
  const hold = bidHold(amount);
  const wallet = await walletAccount(db, bidderId, now);
  const holdId = newId("hld", now);
  const buyNow = isBuyNow(amount, song.askingPriceCents);
  const still = sql`exists (select 1 from ${songBids} where id = ${id} and status = 'pending' and hold_id = ${bid.holdId})`;
  const declined = buyNow ? await pendingBidders(db, bid.songId, id) : [];
  const changed = { ...bid, holdId, amountCents: hold.amount, feeCents: hold.fee };
  await bidBatch(
    db,
    [
      ...voidHoldStatement(bid.holdId, now, { onlyIf: still, required: true }),
      placeHoldStatement(
        holdId,
        {
          accountId: wallet,
          amount: hold.total,
          expiresAt: new Date(bid.expiresAt.getTime() + HOLD_SLACK_MS),
        },
        now,
      ),
      sql`update ${songBids} set amount_cents = ${hold.amount}, fee_cents = ${hold.fee}, total_cents = ${hold.total},
          hold_id = ${holdId}, buy_now = ${buyNow ? 1 : 0}, updated_at = ${now}
        where id = ${id} and status = 'pending' and hold_id = ${bid.holdId}`,
      abortUnlessChanged(),
      ...(buyNow ? await approvalStatements(db, changed, song, now) : []),
      ...commit,
    ],
    "This bid is no longer pending.",
  );
  if (buyNow) await tellApproved(deps, song, id, bidderId, declined);
}

/** Withdraws a pending bid: its hold is voided with it (the bidder's `delete_purchase`). */
export async function withdrawBid(deps: BidDeps, bidderId: string, id: string, now = Date.now()) {
  const bid = await bidOfBidder(deps.db, bidderId, id);
  if (bid.status !== "pending") throw conflict("Only a pending bid can be withdrawn.");
  await bidBatch(
    deps.db,
    [
      ...bidMoves.move(id, "pending", "withdrawn", sql`, ended_at = ${now}, updated_at = ${now}`),
      ...voidHoldStatement(bid.holdId, now, { onlyIf: bidIs(id, "withdrawn"), required: true }),
    ],
    "This bid is no longer pending.",
  );
}

/**
 * A writer approves a pending bid (409 unless every writer has consented and the song is on the
 * market): the deal is struck, the other pending bids declined and their holds freed, in one batch. Of
 * two approvals racing on one song exactly one commits (the unique deal index and the song's guard).
 */
export async function approveBid(
  deps: BidDeps,
  writerId: string,
  id: string,
  commit: Statement[] = [],
  now = Date.now(),
) {
  const { db } = deps;
  const { bid, song } = await bidOfWriter(db, writerId, id);
  if (bid.status !== "pending") throw conflict("Only a pending bid can be approved.");
  if (!song.listed) {
    const writers = (await writersOf(db, [song.id])).get(song.id) ?? [];
    const waiting = writers.some((w) => w.consent !== "accepted");
    throw conflict(
      waiting
        ? "Every writer must accept their split before a bid is approved (see check_rights)."
        : "This song is not on the market.",
    );
  }
  const declined = await pendingBidders(db, song.id, id);
  await bidBatch(
    db,
    [...(await approvalStatements(db, bid, song, now)), ...commit],
    "This bid is no longer pending.",
  );
  await tellApproved(deps, song, id, bid.bidderId, declined);
}

/** A writer declines one pending bid; its hold is voided with it. */
export async function declineBid(deps: BidDeps, writerId: string, id: string, now = Date.now()) {
  const { bid, song } = await bidOfWriter(deps.db, writerId, id);
  if (bid.status !== "pending") throw conflict("Only a pending bid can be declined.");
  await bidBatch(
    deps.db,
    [
      ...bidMoves.move(id, "pending", "declined", sql`, ended_at = ${now}, updated_at = ${now}`),
      ...voidHoldStatement(bid.holdId, now, { onlyIf: bidIs(id, "declined"), required: true }),
    ],
    "This bid is no longer pending.",
  );
  await notify(deps, bid.bidderId, {
    type: "Bid declined",
    msg: `Your bid on "${song.title}" was declined and its hold released.`,
    data: { song_id: song.id },
  });
}

/** A writer cancels an approved deal before it completes: the hold is voided, the song back on the market. */
export async function cancelDeal(deps: BidDeps, writerId: string, id: string, now = Date.now()) {
  const { bid, song } = await bidOfWriter(deps.db, writerId, id);
  if (bid.status !== "approved") throw conflict("Only an approved deal can be cancelled.");
  await bidBatch(
    deps.db,
    [
      ...bidMoves.move(id, "approved", "cancelled", sql`, ended_at = ${now}, updated_at = ${now}`),
      ...voidHoldStatement(bid.holdId, now, { onlyIf: bidIs(id, "cancelled"), required: true }),
      sql`update ${writtenSongs} set deal_bid_id = null, updated_at = ${now} where id = ${song.id} and deal_bid_id = ${id}`,
    ],
    "This deal is no longer under way.",
  );
  await notify(deps, bid.bidderId, {
    type: "Deal cancelled",
    msg: `The seller cancelled the deal on "${song.title}". Nothing was taken: the hold is released.`,
    data: { song_id: song.id },
  });
}

/** Ends every pending bid whose 30 days are up, and frees its hold, in one batch; returns how many. */
export async function expireBids(db: Db, now = Date.now()): Promise<number> {
  const [, ended] = await runLedgerBatch(db, [
    sql`update ledger_holds set state = 'voided', updated_at = ${now}
      where state = 'pending' and id in (
        select hold_id from ${songBids} where status = 'pending' and expires_at <= ${now})`,
    sql`update ${songBids} set status = 'expired', ended_at = ${now}, updated_at = ${now}
      where status = 'pending' and expires_at <= ${now}`,
  ]);
  return ended?.meta.changes ?? 0;
}
