import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import { conflict, notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { contractKey, ensureContract, orderRecordStatements } from "../commerce";
import { releaseStatements, runLedgerBatch, systemAccountStatement, walletAccount } from "../ledger";
import { ledgerHolds } from "../ledger/schema";
import { type NotifyDeps, notify } from "../notifications";
import { payHeldStatements } from "../wallet";
import { bidOfBidder } from "./bid-batch";
import { contractTerms, type DealTerms } from "./deal-terms";
import { bidIs, bidMoves } from "./machine";
import { inPayoutOrder } from "./rules";
import { songBids, writtenSongs } from "./schema";

/*
 * Completing a song deal (issue #35, docs/decisions/0803): the buyer confirms delivery, or 7 days pass.
 * One batch: the bid moves approved → completed; the hold is posted into the songs escrow with the
 * buyer's history line; the escrow pays the writers by split (largest remainder, so the cents sum
 * exactly) and the fee to the platform; the order and its payees are recorded; the song is sold. The
 * contract is stored right after the batch commits.
 */

export interface DealDeps extends NotifyDeps {
  media?: R2Bucket;
}

const ORDER_ITEM_KIND = "song_rights";

/** Completes approved deal `id` (`buyerId`: the buyer confirming; null: the upkeep, once it is due). */
export async function completeDeal(
  deps: DealDeps,
  buyerId: string | null,
  id: string,
  now = Date.now(),
  commit: Statement[] = [],
) {
  const { db } = deps;
  const bid = buyerId
    ? await bidOfBidder(db, buyerId, id)
    : (await db.select().from(songBids).where(eq(songBids.id, id)))[0];
  if (!bid) throw notFound("Purchase");
  if (bid.status !== "approved") throw conflict("Only an approved deal can be completed.");
  if (!buyerId && (bid.completesAt?.getTime() ?? Number.POSITIVE_INFINITY) > now)
    throw conflict("This deal is not due yet.");
  const terms = bid.terms as unknown as DealTerms;
  const [[song], [hold], buyerWallet, payees] = await Promise.all([
    db.select().from(writtenSongs).where(eq(writtenSongs.id, bid.songId)),
    db.select().from(ledgerHolds).where(eq(ledgerHolds.id, bid.holdId)),
    walletAccount(db, bid.bidderId, now),
    Promise.all(
      terms.writers.map(async (w) => ({ ...w, accountId: await walletAccount(db, w.user_id, now) })),
    ),
  ]);
  if (!song || !hold) throw notFound("Purchase");
  const orderId = newId("ord", now);
  const escrow = systemAccountStatement({ kind: "escrow", market: "songs" }, now);
  const completed = { onlyIf: bidIs(id, "completed") };
  const paid = payHeldStatements(
    {
      hold: { id: hold.id, accountId: hold.accountId, amount: hold.amount },
      userId: bid.bidderId,
      walletId: buyerWallet,
      payeeAccountId: escrow.id,
      amount: bid.amountCents,
      fee: bid.feeCents,
      kind: "song_purchase",
      reference: orderId,
      line: {
        description: `Song bought: ${song.title}`,
        counterparty: terms.seller,
        requestType: ORDER_ITEM_KIND,
        itemId: song.id,
      },
    },
    now,
    { ...completed, required: true },
  );
  const order = orderRecordStatements(
    {
      id: orderId,
      buyerId: bid.bidderId,
      market: "songs",
      itemKind: ORDER_ITEM_KIND,
      itemId: song.id,
      priceCents: bid.amountCents,
      contractKey: contractKey(orderId),
      terms: { ...contractTerms(terms, orderId, now), bid_id: id },
      // Splits are whole percent: 1 % is 100 basis points.
      payees: terms.writers.map((w) => ({ userId: w.user_id, shareBps: w.split * 100 })),
    },
    paid.operationId,
    now,
  );
  const release = releaseStatements(
    {
      market: "songs",
      amount: bid.amountCents,
      payees: inPayoutOrder(payees).map((p) => ({ accountId: p.accountId, weight: p.split })),
      fee: bid.feeCents,
      kind: "song_sale",
      reference: orderId,
    },
    now,
    completed,
  );
  try {
    await runLedgerBatch(db, [
      ...order.statements,
      ...bidMoves.move(
        id,
        "approved",
        "completed",
        sql`, ended_at = ${now}, order_id = ${orderId}, updated_at = ${now}`,
      ),
      escrow.statement,
      ...paid.statements,
      ...release.statements,
      sql`update ${writtenSongs} set sold_at = ${now}, buyer_id = ${bid.bidderId}, deal_bid_id = null,
          updated_at = ${now} where id = ${song.id} and deal_bid_id = ${id}`,
      ...commit,
    ]);
  } catch (error) {
    throw bidMoves.error(error, "This deal is no longer under way.");
  }
  if (deps.media) await ensureContract(db, deps.media, orderId);
  await Promise.all([
    ...terms.writers.map((w) =>
      notify(deps, w.user_id, {
        type: "Song sold",
        msg: `"${song.title}" is sold: your ${w.split}% share is in your wallet.`,
        data: { song_id: song.id, bid_id: id },
      }),
    ),
    buyerId
      ? null
      : notify(deps, bid.bidderId, {
          type: "Purchase completed",
          msg: `Your purchase of "${song.title}" completed: the lyrics, demo and contract are yours.`,
          data: { song_id: song.id, bid_id: id },
        }),
  ]);
  return orderId;
}

/** Completes the approved deals whose 7 days are up (the upkeep); each in its own batch. */
export async function completeDueDeals(deps: DealDeps, now = Date.now(), limit = 50): Promise<number> {
  const due = await deps.db
    .select({ id: songBids.id })
    .from(songBids)
    .where(and(eq(songBids.status, "approved"), lte(songBids.completesAt, new Date(now))))
    .orderBy(asc(songBids.completesAt))
    .limit(limit);
  let done = 0;
  for (const { id } of due) {
    try {
      await completeDeal(deps, null, id, now);
      done += 1;
    } catch (error) {
      // Another run or the buyer completed it, or the seller cancelled it, in the meantime.
      if (!(error instanceof Error && "status" in error && error.status === 409)) throw error;
    }
  }
  return done;
}
