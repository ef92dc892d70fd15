import { type SQL, sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { newId } from "../../kit/ids";
import { ledgerPostings, ledgerTransactions } from "../ledger/schema";
import { systemAccountStatement, transferStatements, walletAccount } from "../ledger/service";
import { walletOperations } from "../wallet/schema";
import { balanceOf } from "../wallet/settlement.service";
import { ACCOUNT_UPGRADE_REQUEST_TYPE } from "./contract";
import { feeDestination } from "./rules";
import type { ApplicationStatus } from "./schema";
import { userApplications } from "./schema";

/*
 * The held upgrade fee (docs/decisions/0700). A paid fee waits in the escrow account until an admin
 * decides: approving posts it to the fees account, rejecting or cancelling returns it to the applicant's
 * wallet. Each move runs in the batch that changes the application's status, after that update, so the
 * status trigger (migration 0019) aborts the move together with a second decision.
 */

/** The ledger account paid upgrade fees wait in (created by migration 0019). */
export const ESCROW_ACCOUNT = "lac_escrow_upgrades";

/** An application as the fee moves need it. */
export interface HeldFee {
  id: string;
  userId: string;
  status: ApplicationStatus;
  feeCents: number;
}

/**
 * The statements that move `app`'s held fee for `outcome` (none when nothing is held: a free application,
 * or one never paid). Place them after the status update of the same batch.
 */
export async function releaseFeeStatements(
  db: Db,
  app: HeldFee,
  outcome: "approved" | "rejected" | "cancelled",
  now = Date.now(),
): Promise<Statement[]> {
  const destination = feeDestination(app, outcome);
  if (!destination) return [];
  const from = { accountId: ESCROW_ACCOUNT, amount: -app.feeCents };
  if (destination === "fees") {
    const fees = systemAccountStatement({ kind: "fees" }, now);
    const money = transferStatements(
      {
        kind: "upgrade_fee",
        reference: app.id,
        postings: [from, { accountId: fees.id, amount: app.feeCents }],
      },
      now,
    );
    return [fees.statement, ...money.statements];
  }
  const wallet = await walletAccount(db, app.userId, now);
  const money = transferStatements(
    {
      kind: "upgrade_refund",
      reference: app.id,
      postings: [from, { accountId: wallet, amount: app.feeCents }],
    },
    now,
  );
  const refund = refundOperation({ ...app, walletId: wallet, transactionId: money.id }, now);
  return [...money.statements, ...refund];
}

/**
 * The wallet operation that shows a refund in the user's history (the ledger transfer alone would change
 * the balance without a line saying why), and its balance after. With `onlyIf`, it is written only when
 * that condition holds inside the batch (a refund decided by the batch itself).
 */
function refundOperation(
  refund: { id: string; userId: string; feeCents: number; walletId: string; transactionId: string },
  now: number,
  onlyIf: SQL = sql`1`,
): Statement[] {
  const id = newId("wop", now);
  return [
    // Written settled, with its balance after (a settled row is never updated, migration 0023).
    sql`insert into ${walletOperations} (id, user_id, type, status, amount, fee, signed_amount, transaction_id,
        description, counterparty, request_type, item_id, balance_after, created_at, updated_at, settled_at)
      select ${id}, ${refund.userId}, 'refund', 'completed', ${refund.feeCents}, 0, ${refund.feeCents},
        ${refund.transactionId}, 'Account upgrade fee refunded', 'Ngoma', ${ACCOUNT_UPGRADE_REQUEST_TYPE}, ${refund.id},
        ${balanceOf(refund.walletId)}, ${now}, ${now}, ${now}
      where ${onlyIf}`,
  ];
}

/**
 * What a paid fee does, in the payment's own batch: the application becomes `pending` when it still
 * awaits this payment; otherwise (cancelled meanwhile, or another payment won a race) the fee that just
 * reached escrow goes straight back to the buyer's wallet. The choice is made inside the batch, so no
 * interleaving of requests leaves money in escrow without a pending application, and a card charge that
 * settles late is never refused.
 */
export async function feePaidStatements(
  db: Db,
  paid: { buyerId: string; applicationId: string; operationId: string; feeCents: number },
  now = Date.now(),
): Promise<Statement[]> {
  const wallet = await walletAccount(db, paid.buyerId, now);
  const refundId = newId("txn", now);
  const submitted = sql`exists (select 1 from ${userApplications} where id = ${paid.applicationId}
    and operation_id = ${paid.operationId})`;
  return [
    sql`update ${userApplications} set status = 'pending', submitted_at = ${now}, operation_id = ${paid.operationId},
      updated_at = ${now} where id = ${paid.applicationId} and user_id = ${paid.buyerId} and status = 'awaiting_payment'`,
    sql`insert into ${ledgerTransactions} (id, kind, reference, reverses_id, imbalance, created_at)
      select ${refundId}, 'upgrade_refund', ${paid.operationId}, null, 0, ${now} where not ${submitted}`,
    sql`insert into ${ledgerPostings} (transaction_id, account_id, amount, created_at)
      select ${refundId}, ${ESCROW_ACCOUNT}, ${-paid.feeCents}, ${now}
        where exists (select 1 from ${ledgerTransactions} where id = ${refundId})
      union all select ${refundId}, ${wallet}, ${paid.feeCents}, ${now}
        where exists (select 1 from ${ledgerTransactions} where id = ${refundId})`,
    sql`update ${ledgerTransactions} set imbalance = (select coalesce(sum(amount), 0) from ${ledgerPostings}
      where transaction_id = ${refundId}) where id = ${refundId}`,
    ...refundOperation(
      {
        id: paid.applicationId,
        userId: paid.buyerId,
        feeCents: paid.feeCents,
        walletId: wallet,
        transactionId: refundId,
      },
      now,
      sql`exists (select 1 from ${ledgerTransactions} where id = ${refundId})`,
    ),
  ];
}
