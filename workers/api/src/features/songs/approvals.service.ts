import { eq, sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { conflict } from "../../kit/errors";
import { abortUnlessChanged } from "../../kit/transitions";
import { users } from "../accounts/schema";
import { extendHoldStatements, voidHoldStatement } from "../ledger";
import { type NotifyDeps, notify } from "../notifications";
import {
  type BidDeps,
  bidBatch,
  bidOfWriter,
  declinePendingStatements,
  HOLD_SLACK_MS,
  pendingBidders,
} from "./bid-batch";
import { dealTerms } from "./deal-terms";
import { bidIs, bidMoves } from "./machine";
import { dealCompletesMs } from "./rules";
import type { SongBidRow, WrittenSongRow } from "./schema";
import { writtenSongs } from "./schema";
import { writersOf } from "./writers";

/*
 * A writer's answers to bids (issue #35, docs/decisions/0803): approving one strikes the deal (its hold
 * kept until completion, every other pending bid declined with its hold voided, the song off the market),
 * declining one voids its hold, cancelling a deal voids its hold and puts the song back. Each is one
 * batch whose guarded move the money waits for.
 */

/**
 * The statements that strike a deal on pending bid `bid`: it is approved (while the song is on the
 * market: migration 0035's trigger), its hold kept until the deal completes, every other pending bid on
 * the song declined with its hold freed, and the song taken off the market.
 */
export async function approvalStatements(
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

export async function tellApproved(
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
