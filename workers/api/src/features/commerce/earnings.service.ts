import { count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { pageWindow } from "../../kit/pagination";
import { splitCents } from "../ledger";
import type { EarningView } from "./contract";
import { orderPayees, orders } from "./schema";

/*
 * Money owed to a user across markets (`/my-wallet/payment-requests`, docs/decisions/0800), read from the
 * orders they are a payee of: held in escrow for them, paid out, or refunded. Their amount is their share
 * of what stayed the sellers', split as the release split it (the same payees, in user-id order).
 */

/** A text field of the terms snapshot, "" when absent (every market's snapshot has a title and a buyer). */
const termText = (terms: Record<string, unknown>, key: string): string =>
  typeof terms[key] === "string" ? (terms[key] as string) : "";

const stateOf = (status: string): EarningView["state"] =>
  status === "held" ? "held" : status === "refunded" ? "refunded" : "paid";

/** One page of `userId`'s earnings, newest order first. */
export async function listEarnings(db: Db, userId: string, page: number, perPage: number) {
  const { limit, offset } = pageWindow(page, perPage);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, shareBps: orderPayees.shareBps })
      .from(orderPayees)
      .innerJoin(orders, eq(orders.id, orderPayees.orderId))
      .where(eq(orderPayees.userId, userId))
      .orderBy(desc(orderPayees.orderId))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orderPayees).where(eq(orderPayees.userId, userId)),
  ]);
  const ids = rows.map((r) => r.order.id);
  const everyPayee = ids.length
    ? await db
        .select({ orderId: orderPayees.orderId, userId: orderPayees.userId, shareBps: orderPayees.shareBps })
        .from(orderPayees)
        .where(inArray(orderPayees.orderId, ids))
        .orderBy(orderPayees.orderId, orderPayees.userId)
    : [];
  const items: EarningView[] = rows.map(({ order, shareBps }) => {
    const payees = everyPayee.filter((p) => p.orderId === order.id);
    const shares = splitCents(
      order.priceCents - order.refundedCents,
      payees.map((p) => p.shareBps),
    );
    return {
      order_id: order.id,
      market: order.market,
      item_kind: order.itemKind,
      item_id: order.itemId,
      tier: order.tier,
      title: termText(order.terms, "title"),
      buyer: termText(order.terms, "buyer"),
      state: stateOf(order.status),
      share_bps: shareBps,
      amount_cents: shares[payees.findIndex((p) => p.userId === userId)] ?? 0,
      created_at: order.createdAt.toISOString(),
      settled_at: order.settledAt?.toISOString() ?? null,
    };
  });
  return { items, total: total?.n ?? 0 };
}
