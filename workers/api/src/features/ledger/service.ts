import { eq, sql } from "drizzle-orm";
import { d1Batch, type Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { AppError, conflict, notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { type Posting, postableAmount, reversing, unbalanced, walletFunds } from "./rules";
import { ledgerAccounts, ledgerHolds, ledgerPostings, ledgerTransactions } from "./schema";

/*
 * Every write here is ONE D1 batch (one transaction): the postings, the balances the triggers keep, and
 * the checks that abort it (migration 0009, docs/decisions/0500). Nothing is read and then written back,
 * so concurrent requests cannot interleave into an overdraft: the loser's batch fails its CHECK.
 */

/** A transfer's description: what moved the money, the caller's reference, its postings. */
export interface TransferInput {
  kind: string;
  reference?: string | null;
  postings: Posting[];
  /** Set when this transaction undoes another (at most one reversal per transaction). */
  reversesId?: string;
}

export const insufficientFunds = () =>
  new AppError(422, "INSUFFICIENT_FUNDS", "Insufficient wallet balance for this payment.");

/** The ledger's aborts as API errors: an overdraft is the payer's problem, anything else a bug. */
export function ledgerError(error: unknown): unknown {
  const text = error instanceof Error ? error.message : String(error);
  if (text.includes("ledger_accounts_no_overdraft_ck")) return insufficientFunds();
  if (text.includes("hold already settled")) return conflict("This hold is already settled.");
  if (text.includes("ledger_transactions.reverses_id"))
    return conflict("This transaction is already reversed.");
  return error;
}

/** Runs a batch that moves money, with the ledger's aborts as API errors. */
export async function runLedgerBatch(db: Db, statements: Statement[]) {
  try {
    return await d1Batch(db, statements);
  } catch (error) {
    throw ledgerError(error);
  }
}

/**
 * The statements of one transaction, to run alone (`transfer`) or inside a larger batch: the
 * transaction row, its postings in one multi-row INSERT (the triggers move the balances), and the
 * imbalance check that aborts the batch unless the postings sum to zero.
 */
export function transferStatements(
  input: TransferInput,
  now = Date.now(),
): { id: string; statements: Statement[] } {
  const problem = unbalanced(input.postings);
  if (problem) throw new AppError(422, "LEDGER_UNBALANCED", problem);
  const id = newId("txn", now);
  const rows = sql.join(
    input.postings.map((p) => sql`(${id}, ${p.accountId}, ${p.amount}, ${now})`),
    sql`, `,
  );
  return {
    id,
    statements: [
      sql`insert into ${ledgerTransactions} (id, kind, reference, reverses_id, imbalance, created_at)
        values (${id}, ${input.kind}, ${input.reference ?? null}, ${input.reversesId ?? null}, 0, ${now})`,
      sql`insert into ${ledgerPostings} (transaction_id, account_id, amount, created_at) values ${rows}`,
      sql`update ${ledgerTransactions} set imbalance = (select coalesce(sum(amount), 0) from ${ledgerPostings}
        where transaction_id = ${id}) where id = ${id}`,
    ],
  };
}

/**
 * Moves money between accounts in one transaction; a wallet it would overdraw fails it whole with 422
 * `INSUFFICIENT_FUNDS`.
 *
 * @example await transfer(db, { kind: "service_payment", postings: [{ accountId: wallet, amount: -500 }, { accountId: fees, amount: 500 }] })
 */
export async function transfer(db: Db, input: TransferInput, now = Date.now()): Promise<string> {
  const { id, statements } = transferStatements(input, now);
  await runLedgerBatch(db, statements);
  return id;
}

/** Undoes `transactionId` with the opposite postings, once (a second reversal is a 409). */
export async function reverse(db: Db, transactionId: string, now = Date.now()): Promise<string> {
  const postings = await db
    .select({ accountId: ledgerPostings.accountId, amount: ledgerPostings.amount })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.transactionId, transactionId));
  if (postings.length === 0) throw notFound("Transaction");
  return transfer(db, { kind: "reversal", reversesId: transactionId, postings: reversing(postings) }, now);
}

/** The wallet account of `userId`, created on first use (one per user: a unique index). */
export async function walletAccount(db: Db, userId: string, now = Date.now()): Promise<string> {
  // Insert-if-missing and read back in one batch: one round trip.
  const [, rows] = await db.batch([
    db
      .insert(ledgerAccounts)
      .values({ id: newId("lac", now), kind: "wallet", userId, createdAt: new Date(now) })
      .onConflictDoNothing(),
    db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId)),
  ]);
  const [row] = rows;
  if (!row) throw new Error(`wallet of ${userId} missing after its insert`);
  return row.id;
}
/** A system account (the fee revenue, or a provider's clearing account), created on first use. */
export async function systemAccount(db: Db, account: SystemAccount) {
  const { id, statement } = systemAccountStatement(account);
  await d1Batch(db, [statement]);
  return id;
}

/** A system account: the fee revenue, or one provider's clearing account. */
export type SystemAccount = { kind: "fees" } | { kind: "provider"; provider: string };

/**
 * A system account's id and the statement that creates it if missing, to lead a batch that posts to it
 * (its id is fixed, so nothing has to be read first).
 */
export function systemAccountStatement(
  account: SystemAccount,
  now = Date.now(),
): { id: string; statement: Statement } {
  const id = account.kind === "fees" ? "lac_fees" : `lac_provider_${account.provider}`;
  const provider = account.kind === "provider" ? account.provider : null;
  return {
    id,
    statement: sql`insert into ${ledgerAccounts} (id, kind, provider, balance, held, created_at)
      values (${id}, ${account.kind}, ${provider}, 0, 0, ${now}) on conflict do nothing`,
  };
}
/** An account's balance, held and available cents; null for an unknown account. */
export async function accountFunds(db: Db, accountId: string) {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance, held: ledgerAccounts.held })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return row ? walletFunds(row) : null;
}

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
): { id: string; statements: Statement[] } {
  const amount = to.amount ?? hold.amount;
  if (!postableAmount(amount, hold.amount)) {
    throw new AppError(
      422,
      "LEDGER_AMOUNT",
      `A hold of ${hold.amount} cents posts 1 to ${hold.amount} cents.`,
    );
  }
  const { id, statements } = transferStatements(
    {
      kind: to.kind,
      reference: to.reference ?? hold.id,
      postings: [
        { accountId: hold.accountId, amount: -amount },
        { accountId: to.accountId, amount },
      ],
    },
    now,
  );
  return {
    id,
    statements: [
      sql`update ${ledgerHolds} set state = 'posted', transaction_id = ${id}, updated_at = ${now} where id = ${hold.id}`,
      ...statements,
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

/** The statement that releases a pending hold without moving money (its trigger refuses a settled one). */
export function voidHoldStatement(holdId: string, now = Date.now()): Statement {
  return sql`update ${ledgerHolds} set state = 'voided', updated_at = ${now} where id = ${holdId}`;
}

/** Releases a pending hold without moving money (a failed payout, a cancelled bid); once, like posting. */
export async function voidHold(db: Db, holdId: string, now = Date.now()): Promise<void> {
  await pendingHold(db, holdId);
  await runLedgerBatch(db, [voidHoldStatement(holdId, now)]);
}

/** Expires every pending hold whose time is up (run by the scheduled handler); returns how many. */
export async function expireHolds(db: Db, now = Date.now()): Promise<number> {
  const [result] = await runLedgerBatch(db, [
    sql`update ${ledgerHolds} set state = 'expired', updated_at = ${now}
      where state = 'pending' and expires_at <= ${now}`,
  ]);
  return result?.meta.changes ?? 0;
}
