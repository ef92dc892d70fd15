import { eq, type SQL, sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { AppError, notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { abortUnlessChanged } from "../../kit/transitions";
import { postableAmount } from "./rules";
import { ledgerHolds } from "./schema";
import { type MoveGuard, runLedgerBatch, transferStatements } from "./service";

/*
 * Holds: TigerBeetle's pending transfers (docs/decisions/0500). A hold reserves money on an account until
 * it is posted (in full or in part) or voided, exactly once (migration 0009's triggers), or expires.
 */

/** The statement that reserves `amount` cents of `accountId` as hold `id`, to run inside a larger batch. */
export function placeHoldStatement(
  id: string,
  input: { accountId: string; amount: number; expiresAt: Date },
  now = Date.now(),
): Statement {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new AppError(422, "LEDGER_AMOUNT", "A hold is a whole, positive number of cents.");
  }
  return sql`insert into ${ledgerHolds} (id, account_id, amount, state, expires_at, created_at)
    values (${id}, ${input.accountId}, ${input.amount}, 'pending', ${input.expiresAt.getTime()}, ${now})`;
}

/**
 * Reserves `amount` cents of `accountId` until `expiresAt`. A wallet whose available funds are short
 * refuses it (422 `INSUFFICIENT_FUNDS`): concurrent holds cannot reserve the same cent twice.
 */
export async function placeHold(
  db: Db,
  input: { accountId: string; amount: number; expiresAt: Date },
  now = Date.now(),
): Promise<string> {
  const id = newId("hld", now);
  await runLedgerBatch(db, [placeHoldStatement(id, input, now)]);
  return id;
}

/** A hold as the posting and voiding statements need it. */
export interface HoldRow {
  id: string;
  accountId: string;
  amount: number;
}

/** A hold by id (404 when unknown), whatever its state. */
export async function pendingHold(db: Db, holdId: string) {
  const [hold] = await db.select().from(ledgerHolds).where(eq(ledgerHolds.id, holdId));
  if (!hold) throw notFound("Hold");
  return hold;
}

/**
 * The statements that post `hold`: `amount` (default: all of it) moves from the held account to
 * `to.accountId`, the rest is released. The hold settles first, so its reservation is released before the
 * postings debit the balance; the hold's trigger refuses a hold that is already settled, failing the batch.
 */
export function postHoldStatements(
  hold: HoldRow,
  to: { accountId: string; kind: string; reference?: string; amount?: number },
  now = Date.now(),
  guard?: MoveGuard,
): { id: string; statements: Statement[] } {
  const amount = to.amount ?? hold.amount;
  if (!postableAmount(amount, hold.amount)) {
    throw new AppError(
      422,
      "LEDGER_AMOUNT",
      `A hold of ${hold.amount} cents posts 1 to ${hold.amount} cents.`,
    );
  }
  const id = newId("txn", now);
  const transfer = {
    id,
    kind: to.kind,
    reference: to.reference ?? hold.id,
    postings: [
      { accountId: hold.accountId, amount: -amount },
      { accountId: to.accountId, amount },
    ],
  };
  if (!guard) {
    return {
      id,
      statements: [
        sql`update ${ledgerHolds} set state = 'posted', transaction_id = ${id}, updated_at = ${now} where id = ${hold.id}`,
        ...transferStatements(transfer, now).statements,
      ],
    };
  }
  // Guarded: the hold is posted only while pending and the guard holds; the money follows the hold.
  const posted = sql`exists (select 1 from ${ledgerHolds} where id = ${hold.id} and transaction_id = ${id})`;
  return {
    id,
    statements: [
      sql`update ${ledgerHolds} set state = 'posted', transaction_id = ${id}, updated_at = ${now}
        where id = ${hold.id} and state = 'pending' and ${guard.onlyIf}`,
      ...(guard.required ? [abortUnlessChanged()] : []),
      ...transferStatements(transfer, now, { onlyIf: posted }).statements,
    ],
  };
}

/**
 * Posts a hold: `amount` (default: all of it) moves from the held account to `toAccountId`, the rest is
 * released, in one batch. A hold settles once: posting or voiding it again is a 409, even when two
 * requests race (the trigger on the hold's row refuses the second).
 */
export async function postHold(
  db: Db,
  holdId: string,
  to: { accountId: string; kind: string; reference?: string; amount?: number },
  now = Date.now(),
): Promise<string> {
  const { id, statements } = postHoldStatements(await pendingHold(db, holdId), to, now);
  await runLedgerBatch(db, statements);
  return id;
}

/**
 * The statement that releases a pending hold without moving money. Unguarded, its trigger refuses a
 * settled hold (the batch aborts); guarded, it voids only a pending hold while the guard holds.
 */
export function voidHoldStatement(holdId: string, now = Date.now(), guard?: MoveGuard): Statement[] {
  if (!guard)
    return [sql`update ${ledgerHolds} set state = 'voided', updated_at = ${now} where id = ${holdId}`];
  return [
    sql`update ${ledgerHolds} set state = 'voided', updated_at = ${now}
      where id = ${holdId} and state = 'pending' and ${guard.onlyIf}`,
    ...(guard.required ? [abortUnlessChanged()] : []),
  ];
}

/**
 * The statements that keep a pending hold until `expiresAt` (a bid that became a deal waits for its
 * completion); with `required`, a hold that is no longer pending aborts the batch.
 */
export function extendHoldStatements(holdId: string, expiresAt: number, now = Date.now()): Statement[] {
  return [
    sql`update ${ledgerHolds} set expires_at = ${expiresAt}, updated_at = ${now}
      where id = ${holdId} and state = 'pending'`,
    abortUnlessChanged(),
  ];
}

/**
 * The statement that voids, in one set, every pending hold whose id `holdIds` selects (a market ending
 * many bids at once: a song taken off sale, an approval declining the others, expiry). Settled holds are
 * left alone, so it never double-settles; it belongs in the batch that moves the market's rows.
 *
 * @example voidHoldsStatement(sql`select hold_id from song_bids where song_id = ${id} and status = 'pending'`, now)
 */
export function voidHoldsStatement(holdIds: SQL, now = Date.now()): Statement {
  return sql`update ${ledgerHolds} set state = 'voided', updated_at = ${now}
    where state = 'pending' and id in (${holdIds})`;
}

/** Releases a pending hold without moving money (a failed payout, a cancelled bid); once, like posting. */
export async function voidHold(db: Db, holdId: string, now = Date.now()): Promise<void> {
  await pendingHold(db, holdId);
  await runLedgerBatch(db, voidHoldStatement(holdId, now));
}

/** Expires every pending hold whose time is up (run by the scheduled handler); returns how many. */
export async function expireHolds(db: Db, now = Date.now()): Promise<number> {
  const [result] = await runLedgerBatch(db, [
    sql`update ${ledgerHolds} set state = 'expired', updated_at = ${now}
      where state = 'pending' and expires_at <= ${now}`,
  ]);
  return result?.meta.changes ?? 0;
}
