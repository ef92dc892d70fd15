import { eq } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { runLedgerBatch, walletAccount } from "../ledger";
import { orderMoves } from "./machine";
import { type HeldOrder, refundOrderStatements, releaseOrderStatements } from "./money";
import { orderPayees, orders } from "./schema";

/*
 * Settling held orders (docs/decisions/0800): read the order and its payees' wallets, then one batch that
 * moves the order and its money. Two requests racing: the order's guarded move lets one batch through and
 * the other gets a 409, with no money moved.
 */

/** Order `orderId` with its buyer's and payees' wallet accounts (created on first use). */
export async function orderForSettlement(db: Db, orderId: string, now = Date.now()): Promise<HeldOrder> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound("Order");
  const payees = await db
    .select()
    .from(orderPayees)
    .where(eq(orderPayees.orderId, orderId))
    .orderBy(orderPayees.userId);
  const accounts = await Promise.all(payees.map((p) => walletAccount(db, p.userId, now)));
  return {
    id: order.id,
    market: order.market,
    priceCents: order.priceCents,
    feeCents: order.feeCents,
    buyerId: order.buyerId,
    buyerWalletId: await walletAccount(db, order.buyerId, now),
    payees: payees.map((p, i) => ({ userId: p.userId, shareBps: p.shareBps, accountId: accounts[i] ?? "" })),
  };
}

const settled = (error: unknown) => orderMoves.error(error, "This order is already settled.");

/** Releases a held order to its payees, once (a second call is a 409). */
export async function releaseOrder(db: Db, orderId: string, now = Date.now()): Promise<void> {
  const order = await orderForSettlement(db, orderId, now);
  await runLedgerBatch(db, releaseOrderStatements(order, now)).catch((e: unknown) => {
    throw settled(e);
  });
}

/** Refunds `partCents` of a held order (all by default) with its fee share, once (a second call is a 409). */
export async function refundOrder(db: Db, orderId: string, partCents?: number, now = Date.now()) {
  const order = await orderForSettlement(db, orderId, now);
  await runLedgerBatch(db, refundOrderStatements(order, partCents, now)).catch((e: unknown) => {
    throw settled(e);
  });
}
