import { and, eq, sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { conflict, fieldError, validationError } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { abortUnlessChanged } from "../../kit/transitions";
import {
  placeHoldStatement,
  runLedgerBatch,
  voidHoldStatement,
  voidHoldsStatement,
  walletAccount,
} from "../ledger";
import { notify } from "../notifications";
import { approvalStatements, tellApproved } from "./approvals.service";
import { type BidDeps, bidBatch, bidOfBidder, HOLD_SLACK_MS, pendingBidders, songOnSale } from "./bid-batch";
import { bidIs, bidMoves } from "./machine";
import { bidExpiresMs, bidHold, bidProblems, isBuyNow } from "./rules";
import { songBids, songDaily, songWriters } from "./schema";

/*
 * Bids on written songs (issue #35, docs/decisions/0803). Who holds the money at each step:
 * - pending: the bidder's wallet, as a ledger hold of amount + 2 % fee (not spendable, still theirs);
 * - approved: the same hold, kept until the deal completes (its expiry moves with the deal);
 * - completed (deals.service): the hold is posted into the songs escrow and, in the same batch, paid out
 *   to the writers by split with the fee to the platform; nothing stays in escrow between batches;
 * - declined, withdrawn, expired, cancelled: the hold is voided; nothing moved.
 * Each move is one batch whose guarded state change the money waits for, so it happens exactly once.
 * This file: the bidder's moves (place, change, withdraw) and the expiry; a writer's answers are in
 * approvals.service.ts.
 */

/** The day row of `songId` counting one more bid. */
const bidDayStatement = (songId: string, now: number) =>
  sql`insert into ${songDaily} (song_id, day, views, bids) values (${songId}, ${new Date(now).toISOString().slice(0, 10)}, 0, 1)
    on conflict (song_id, day) do update set bids = bids + 1`;

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
  await notify(deps, song.ownerId, {
    type: buyNow ? "Song sold" : "New bid",
    msg: buyNow
      ? `"${song.title}" was bought at its asking price. The buyer confirms delivery to complete it.`
      : `A new bid on "${song.title}".`,
    data: { song_id: songId, bid_id: id },
  });
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

/** Ends every pending bid whose 30 days are up, and frees its hold, in one batch; returns how many. */
export async function expireBids(db: Db, now = Date.now()): Promise<number> {
  const [, ended] = await runLedgerBatch(db, [
    voidHoldsStatement(
      sql`select hold_id from ${songBids} where status = 'pending' and expires_at <= ${now}`,
      now,
    ),
    sql`update ${songBids} set status = 'expired', ended_at = ${now}, updated_at = ${now}
      where status = 'pending' and expires_at <= ${now}`,
  ]);
  return ended?.meta.changes ?? 0;
}
