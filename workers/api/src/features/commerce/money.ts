import { sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import { AppError } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { releaseStatements, systemAccountStatement } from "../ledger";
import { type HistoryLine, payFromWalletStatements, refundToWalletStatements } from "../wallet";
import { orderIs, orderMoves } from "./machine";
import { orderTotals, refundedStatus, refundShare, validShares } from "./rules";
import { orderPayees, orders } from "./schema";

/*
 * An order's money as statement builders the selling feature's batch includes (docs/decisions/0800), on
 * the ledger's and the wallet's primitives: the buyer pays price + fee from their wallet with a history
 * line; the price waits in the market's escrow (`lac_escrow_<market>`) or goes on at once to the payees,
 * split by their basis points with the largest remainder; the fee goes to the platform when paid, and back
 * to the buyer in proportion to what a refund returns. Releases and refunds ride on the order's guarded
 * move (`orderMoves`), so a second attempt aborts its batch and moves nothing.
 */

type Market = (typeof orders.$inferInsert)["market"];

/** One payee of an order: the user, their wallet account, and their share in basis points. */
export interface OrderPayee {
  userId: string;
  accountId: string;
  shareBps: number;
}

/** A new order, priced by the server: its lines are computed here from `priceCents`. */
export interface NewOrder {
  id?: string;
  buyerId: string;
  buyerWalletId: string;
  market: Market;
  itemKind: string;
  itemId: string;
  tier?: string;
  priceCents: number;
  terms: Record<string, unknown>;
  payees: readonly OrderPayee[];
  /** The market sells this item once per buyer (a unique index refuses a second order). */
  onePerBuyer?: boolean;
  currency?: string;
  currencyRate?: string | null;
  contractKey?: string | null;
  line: HistoryLine;
}

/** An order as its rows need it: no wallet, no history line (the payment that made it has them). */
export type RecordedOrder = Omit<NewOrder, "buyerWalletId" | "line" | "payees"> & {
  payees: readonly Omit<OrderPayee, "accountId">[];
};

function orderRows(
  order: RecordedOrder,
  id: string,
  operationId: string,
  status: "paid" | "held",
  now: number,
) {
  if (!validShares(order.payees.map((p) => p.shareBps))) {
    throw new AppError(422, "ORDER_PAYEES", "An order's payee shares are positive and sum to 100 %.");
  }
  const totals = orderTotals(order.priceCents);
  const payees = sql.join(
    order.payees.map((p) => sql`(${id}, ${p.userId}, ${p.shareBps}, ${now})`),
    sql`, `,
  );
  return {
    totals,
    statements: [
      sql`insert into ${orders} (id, buyer_id, market, item_kind, item_id, tier, price_cents, fee_cents, total_cents,
          currency, currency_rate, status, terms, contract_key, one_per_buyer, operation_id, created_at, settled_at)
        values (${id}, ${order.buyerId}, ${order.market}, ${order.itemKind}, ${order.itemId}, ${order.tier ?? ""},
          ${totals.subtotal}, ${totals.processingFee}, ${totals.total}, ${order.currency ?? "USD"},
          ${order.currencyRate ?? null}, ${status}, ${JSON.stringify(order.terms)}, ${order.contractKey ?? null},
          ${order.onePerBuyer ? 1 : 0}, ${operationId}, ${now}, ${status === "paid" ? now : null})`,
      sql`insert into ${orderPayees} (order_id, user_id, share_bps, created_at) values ${payees}`,
    ] as Statement[],
  };
}

/**
 * The buyer's payment into the market's escrow, with its history line. Paid at once, the fee goes to the
 * platform; held, it waits in escrow with the price (the wallet primitive sends a fee straight to the
 * platform, so a held order pays its total as one amount), to reach the platform only with money that
 * reaches a seller.
 */
function payment(order: NewOrder, now: number, feeHeld: boolean) {
  const escrow = systemAccountStatement({ kind: "escrow", market: order.market }, now);
  const totals = orderTotals(order.priceCents);
  const paid = payFromWalletStatements(
    {
      userId: order.buyerId,
      walletId: order.buyerWalletId,
      payeeAccountId: escrow.id,
      amount: feeHeld ? totals.total : totals.subtotal,
      fee: feeHeld ? 0 : totals.processingFee,
      kind: `${order.market}_order`,
      line: { ...order.line, requestType: order.line.requestType ?? order.itemKind, itemId: order.itemId },
    },
    now,
  );
  return { operationId: paid.operationId, statements: [escrow.statement, ...paid.statements] };
}

const payeesOf = (payees: readonly OrderPayee[]) =>
  payees.map((p) => ({ accountId: p.accountId, weight: p.shareBps }));

/**
 * An order delivered at once (beats): the order and its payees, the buyer's payment, and the price on to
 * the payees by their shares in the same batch. An overdraft or a second order of a once-per-buyer item
 * aborts it whole.
 */
export function orderPaidInstantStatements(order: NewOrder, now = Date.now()) {
  const id = order.id ?? newId("ord", now);
  const pay = payment(order, now, false);
  const rows = orderRows(order, id, pay.operationId, "paid", now);
  const release = releaseStatements(
    {
      market: order.market,
      amount: rows.totals.subtotal,
      payees: payeesOf(order.payees),
      fee: 0,
      kind: `${order.market}_sale`,
      reference: id,
    },
    now,
  );
  return {
    id,
    operationId: pay.operationId,
    totals: rows.totals,
    statements: [...rows.statements, ...pay.statements, ...release.statements],
  };
}

/**
 * The order and its payees only, for a sale whose money a service payment moved in the same batch (beat
 * licences: the price to the seller's wallet, the fee to the platform, `paid`; studio bookings: price and
 * fee into the market's escrow, `held` until released or refunded); `operationId` is that payment's.
 */
export function orderRecordStatements(
  order: RecordedOrder,
  operationId: string,
  now = Date.now(),
  status: "paid" | "held" = "paid",
) {
  const id = order.id ?? newId("ord", now);
  const rows = orderRows(order, id, operationId, status, now);
  return { id, totals: rows.totals, statements: rows.statements };
}

/** An order whose goods come later (songs, bookings, campaigns): price + fee wait in the market's escrow. */
export function orderHeldStatements(order: NewOrder, now = Date.now()) {
  const id = order.id ?? newId("ord", now);
  const pay = payment(order, now, true);
  const rows = orderRows(order, id, pay.operationId, "held", now);
  return {
    id,
    operationId: pay.operationId,
    totals: rows.totals,
    statements: [...rows.statements, ...pay.statements],
  };
}

/** A held order as its release and refund need it. */
export interface HeldOrder {
  id: string;
  market: Market;
  priceCents: number;
  feeCents: number;
  buyerId: string;
  buyerWalletId: string;
  payees: readonly OrderPayee[];
}

/** Releases a held order once: the price to its payees by share, the fee to the platform. */
export function releaseOrderStatements(order: HeldOrder, now = Date.now()): Statement[] {
  return [
    ...orderMoves.move(order.id, "held", "released", sql`, settled_at = ${now}`),
    ...releaseStatements(
      {
        market: order.market,
        amount: order.priceCents,
        payees: payeesOf(order.payees),
        fee: order.feeCents,
        kind: `${order.market}_release`,
        reference: order.id,
      },
      now,
      { onlyIf: orderIs(order.id, "released") },
    ).statements,
  ];
}

/**
 * Refunds `partCents` of a held order's price once (all of it by default): that part and its share of the
 * fee back to the buyer's wallet with a history line, and the rest released to the payees with the rest of
 * the fee, so nothing stays in escrow.
 */
export function refundOrderStatements(
  order: HeldOrder,
  partCents = order.priceCents,
  now = Date.now(),
): Statement[] {
  const share = refundShare(order, partCents);
  const status = refundedStatus(order.priceCents, partCents);
  const guard = { onlyIf: orderIs(order.id, status) };
  const back = refundToWalletStatements(
    {
      from: { kind: "escrow", market: order.market },
      userId: order.buyerId,
      walletId: order.buyerWalletId,
      amount: share.total,
      kind: `${order.market}_refund`,
      reference: order.id,
      line: { description: "Order refunded", counterparty: "Ngoma", itemId: order.id },
    },
    now,
    guard,
  );
  const rest = order.priceCents - partCents;
  const kept =
    rest > 0
      ? releaseStatements(
          {
            market: order.market,
            amount: rest,
            payees: payeesOf(order.payees),
            fee: order.feeCents - share.fee,
            kind: `${order.market}_release`,
            reference: order.id,
          },
          now,
          guard,
        ).statements
      : [];
  return [
    ...orderMoves.move(
      order.id,
      "held",
      status,
      sql`, refunded_cents = ${share.price}, refunded_fee_cents = ${share.fee}, settled_at = ${now}`,
    ),
    ...back.statements,
    ...kept,
  ];
}
