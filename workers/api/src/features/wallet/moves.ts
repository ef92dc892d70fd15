import { type SQL, sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import { newId } from "../../kit/ids";
import {
  type HoldRow,
  type MoveGuard,
  postHoldStatements,
  type SystemAccount,
  systemAccountStatement,
  transferStatements,
  written,
} from "../ledger";
import { walletOperations } from "./schema";
import { balanceOf } from "./settlement.service";

/*
 * Money into and out of a wallet with the line its owner reads in the history (House v3): the ledger moves
 * the money, and this slice — the only one that writes `wallet_operations` — writes the line, settled, with
 * the balance just after it, in the same batch and under the same guard. A market's batch includes these
 * after its own guarded state move, so a second attempt moves nothing and writes no line.
 */

/** What the history line says: who it was with, what for, and the sellable item it concerns. */
export interface HistoryLine {
  description: string;
  counterparty: string;
  requestType?: string | null;
  itemId?: string | null;
}

/** The settled history line of transaction `transactionId`, written only if the batch wrote it. */
function settledLine(
  line: HistoryLine & { id?: string; userId: string; walletId: string; type: "refund" | "service_payment" },
  money: { transactionId: string; amount: number; fee: number; signedAmount: number; payee?: string | null },
  now: number,
): SQL {
  const id = line.id ?? newId("wop", now);
  return sql`insert into ${walletOperations} (id, user_id, type, status, amount, fee, signed_amount, transaction_id,
      description, counterparty, request_type, item_id, payee_account_id, balance_after, created_at, updated_at, settled_at)
    select ${id}, ${line.userId}, ${line.type}, 'completed', ${money.amount}, ${money.fee}, ${money.signedAmount},
      ${money.transactionId}, ${line.description}, ${line.counterparty}, ${line.requestType ?? null},
      ${line.itemId ?? null}, ${money.payee ?? null}, ${balanceOf(line.walletId)}, ${now}, ${now}, ${now}
    where ${written(money.transactionId)}`;
}

/**
 * Returns `amount` cents from a system account (a market's escrow) to `walletId`, with a `refund` line.
 *
 * @example refundToWalletStatements({ from: { kind: "escrow", market: "songs" }, userId, walletId, amount: 10_200,
 *   kind: "song_refund", reference: bidId, line: { description: "Bid refunded", counterparty: "Ngoma" } }, now, guard)
 */
export function refundToWalletStatements(
  refund: {
    from: SystemAccount;
    userId: string;
    walletId: string;
    amount: number;
    kind: string;
    reference: string;
    line: HistoryLine;
  },
  now = Date.now(),
  guard?: MoveGuard,
): { id: string; statements: Statement[] } {
  const source = systemAccountStatement(refund.from, now);
  const money = transferStatements(
    {
      kind: refund.kind,
      reference: refund.reference,
      postings: [
        { accountId: source.id, amount: -refund.amount },
        { accountId: refund.walletId, amount: refund.amount },
      ],
    },
    now,
    guard,
  );
  const line = settledLine(
    { ...refund.line, userId: refund.userId, walletId: refund.walletId, type: "refund" },
    { transactionId: money.id, amount: refund.amount, fee: 0, signedAmount: refund.amount },
    now,
  );
  return { id: money.id, statements: [source.statement, ...money.statements, line] };
}

/**
 * Pays `amount` + `fee` cents from `walletId` to `payeeAccountId` (a seller's wallet, or a market's escrow)
 * and the fee to the platform (or to `feeAccountId`: a held order keeps its fee in escrow until delivery),
 * with a settled `service_payment` line showing both. An overdraft aborts the batch.
 */
export function payFromWalletStatements(
  payment: {
    operationId?: string;
    userId: string;
    walletId: string;
    payeeAccountId: string;
    amount: number;
    fee: number;
    feeAccountId?: string;
    kind: string;
    line: HistoryLine;
  },
  now = Date.now(),
  guard?: MoveGuard,
): { id: string; operationId: string; statements: Statement[] } {
  const fees = systemAccountStatement({ kind: "fees" }, now);
  const operationId = payment.operationId ?? newId("wop", now);
  const feeTo = payment.feeAccountId ?? fees.id;
  // One posting per account: a fee held at the payee adds to the payee's credit.
  const credits = new Map([[payment.payeeAccountId, payment.amount]]);
  if (payment.fee > 0) credits.set(feeTo, (credits.get(feeTo) ?? 0) + payment.fee);
  const postings = [
    { accountId: payment.walletId, amount: -(payment.amount + payment.fee) },
    ...[...credits].map(([accountId, amount]) => ({ accountId, amount })),
  ];
  const money = transferStatements({ kind: payment.kind, reference: operationId, postings }, now, guard);
  const line = settledLine(
    {
      ...payment.line,
      id: operationId,
      userId: payment.userId,
      walletId: payment.walletId,
      type: "service_payment",
    },
    {
      transactionId: money.id,
      amount: payment.amount,
      fee: payment.fee,
      signedAmount: -(payment.amount + payment.fee),
      payee: payment.payeeAccountId,
    },
    now,
  );
  return { id: money.id, operationId, statements: [fees.statement, ...money.statements, line] };
}

/**
 * Pays a pending hold on `walletId` to `payeeAccountId` (a market's escrow): the hold is posted in full
 * and the owner's history gets a settled `service_payment` line of `amount` + `fee`, under `guard` (the
 * market's move this payment belongs to), so a second attempt posts nothing and writes no line.
 *
 * @example payHeldStatements({ hold, userId, walletId, payeeAccountId: escrow, amount: 10_000, fee: 200,
 *   kind: "song_purchase", line: { description: "Song bought: Rain", counterparty: "Amara" } }, now, guard)
 */
export function payHeldStatements(
  payment: {
    hold: HoldRow;
    userId: string;
    walletId: string;
    payeeAccountId: string;
    amount: number;
    fee: number;
    kind: string;
    reference: string;
    line: HistoryLine;
  },
  now: number,
  guard: MoveGuard,
): { id: string; operationId: string; statements: Statement[] } {
  const operationId = newId("wop", now);
  const posted = postHoldStatements(
    payment.hold,
    { accountId: payment.payeeAccountId, kind: payment.kind, reference: payment.reference },
    now,
    guard,
  );
  const line = settledLine(
    {
      ...payment.line,
      id: operationId,
      userId: payment.userId,
      walletId: payment.walletId,
      type: "service_payment",
    },
    {
      transactionId: posted.id,
      amount: payment.amount,
      fee: payment.fee,
      signedAmount: -(payment.amount + payment.fee),
      payee: payment.payeeAccountId,
    },
    now,
  );
  return { id: posted.id, operationId, statements: [...posted.statements, line] };
}
