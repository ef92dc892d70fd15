import { sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { releaseStatements, type SystemAccount, systemAccountId, walletAccount } from "../ledger";
import { refundToWalletStatements } from "../wallet";
import { ACCOUNT_UPGRADE_REQUEST_TYPE } from "./contract";
import { feeDestination } from "./rules";
import type { ApplicationStatus } from "./schema";
import { userApplications } from "./schema";

/*
 * The held upgrade fee (docs/decisions/0700). A paid fee waits in the upgrades escrow until an admin
 * decides: approving releases it to the fees account, rejecting or cancelling refunds it to the
 * applicant's wallet with a history line. Each move runs in the batch that changes the application's
 * status, after its guarded move (features/upgrades/transitions.ts), so a second decision moves nothing.
 * The money moves are the ledger's and the wallet's primitives (ledger/escrow, wallet/moves).
 */

/** The market whose escrow holds paid upgrade fees (migration 0019 created its account). */
const ESCROW = { kind: "escrow", market: "upgrades" } as const satisfies SystemAccount;
/** The ledger account paid upgrade fees wait in (`lac_escrow_upgrades`). */
export const ESCROW_ACCOUNT = systemAccountId(ESCROW);

/** An application as the fee moves need it. */
export interface HeldFee {
  id: string;
  userId: string;
  status: ApplicationStatus;
  feeCents: number;
}

const REFUND_LINE = {
  description: "Account upgrade fee refunded",
  counterparty: "Ngoma",
  requestType: ACCOUNT_UPGRADE_REQUEST_TYPE,
};

/**
 * The statements that move `app`'s held fee for `outcome` (none when nothing is held: a free application,
 * or one never paid). Place them after the status move of the same batch.
 */
export async function releaseFeeStatements(
  db: Db,
  app: HeldFee,
  outcome: "approved" | "rejected" | "cancelled",
  now = Date.now(),
): Promise<Statement[]> {
  const destination = feeDestination(app, outcome);
  if (!destination) return [];
  if (destination === "fees") {
    // The fee is the platform's own revenue: the whole amount goes to the fees account.
    return releaseStatements(
      {
        market: ESCROW.market,
        amount: app.feeCents,
        payees: [{ accountId: systemAccountId({ kind: "fees" }), weight: 1 }],
        fee: 0,
        kind: "upgrade_fee",
        reference: app.id,
      },
      now,
    ).statements;
  }
  const walletId = await walletAccount(db, app.userId, now);
  return refundToWalletStatements(
    {
      from: ESCROW,
      userId: app.userId,
      walletId,
      amount: app.feeCents,
      kind: "upgrade_refund",
      reference: app.id,
      line: { ...REFUND_LINE, itemId: app.id },
    },
    now,
  ).statements;
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
  const walletId = await walletAccount(db, paid.buyerId, now);
  const submitted = sql`exists (select 1 from ${userApplications} where id = ${paid.applicationId}
    and operation_id = ${paid.operationId})`;
  return [
    sql`update ${userApplications} set status = 'pending', submitted_at = ${now}, operation_id = ${paid.operationId},
      updated_at = ${now} where id = ${paid.applicationId} and user_id = ${paid.buyerId} and status = 'awaiting_payment'`,
    ...refundToWalletStatements(
      {
        from: ESCROW,
        userId: paid.buyerId,
        walletId,
        amount: paid.feeCents,
        kind: "upgrade_refund",
        reference: paid.operationId,
        line: { ...REFUND_LINE, itemId: paid.applicationId },
      },
      now,
      { onlyIf: sql`not ${submitted}` },
    ).statements,
  ];
}
