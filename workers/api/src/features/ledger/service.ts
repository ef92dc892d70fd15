import { eq, type SQL, sql } from "drizzle-orm";
import { d1Batch, type Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { AppError, conflict, notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { abortUnlessChanged } from "../../kit/transitions";
import { type Posting, reversing, unbalanced, walletFunds } from "./rules";
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from "./schema";

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
 * What a money move waits for inside its batch (House v3's "only if"): it applies only while `onlyIf`
 * holds when its statements run — typically "the guard row moved to the state this move belongs to" — so
 * a second attempt moves nothing. With `required`, a move that did not apply aborts the whole batch
 * instead (kit/transitions' guard), so the caller can tell.
 */
export interface MoveGuard {
  onlyIf: SQL;
  required?: boolean;
}

/**
 * The statements of one transaction, to run alone (`transfer`) or inside a larger batch: the
 * transaction row, its postings in one multi-row INSERT (the triggers move the balances), and the
 * imbalance check that aborts the batch unless the postings sum to zero. With a guard, each is written
 * only while the guard holds (the postings follow the transaction row, the imbalance check follows both).
 */
export function transferStatements(
  input: TransferInput & { id?: string },
  now = Date.now(),
  guard?: MoveGuard,
): { id: string; statements: Statement[] } {
  const problem = unbalanced(input.postings);
  if (problem) throw new AppError(422, "LEDGER_UNBALANCED", problem);
  const id = input.id ?? newId("txn", now);
  const rows = sql.join(
    input.postings.map((p) => sql`(${id}, ${p.accountId}, ${p.amount}, ${now})`),
    sql`, `,
  );
  const imbalance = sql`update ${ledgerTransactions} set imbalance = (select coalesce(sum(amount), 0)
    from ${ledgerPostings} where transaction_id = ${id}) where id = ${id}`;
  if (!guard) {
    return {
      id,
      statements: [
        sql`insert into ${ledgerTransactions} (id, kind, reference, reverses_id, imbalance, created_at)
          values (${id}, ${input.kind}, ${input.reference ?? null}, ${input.reversesId ?? null}, 0, ${now})`,
        sql`insert into ${ledgerPostings} (transaction_id, account_id, amount, created_at) values ${rows}`,
        imbalance,
      ],
    };
  }
  return {
    id,
    statements: [
      sql`insert into ${ledgerTransactions} (id, kind, reference, reverses_id, imbalance, created_at)
        select ${id}, ${input.kind}, ${input.reference ?? null}, ${input.reversesId ?? null}, 0, ${now}
        where ${guard.onlyIf}`,
      ...(guard.required ? [abortUnlessChanged()] : []),
      sql`insert into ${ledgerPostings} (transaction_id, account_id, amount, created_at)
        select * from (values ${rows}) where exists (select 1 from ${ledgerTransactions} where id = ${id})`,
      imbalance,
    ],
  };
}

/** The condition "transaction `id` was written by this batch": for the statements that follow a guarded move. */
export function written(transactionId: string): SQL {
  return sql`exists (select 1 from ${ledgerTransactions} where id = ${transactionId})`;
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

/**
 * A system account: the fee revenue, one provider's clearing account, or one market's escrow (where a
 * buyer's money waits for delivery: `lac_escrow_<market>`).
 */
export type SystemAccount =
  | { kind: "fees" }
  | { kind: "provider"; provider: string }
  | { kind: "escrow"; market: string };

/** A system account's fixed id. */
export function systemAccountId(account: SystemAccount): string {
  if (account.kind === "fees") return "lac_fees";
  if (account.kind === "escrow") return `lac_escrow_${account.market}`;
  return `lac_provider_${account.provider}`;
}

/**
 * A system account's id and the statement that creates it if missing, to lead a batch that posts to it
 * (its id is fixed, so nothing has to be read first).
 */
export function systemAccountStatement(
  account: SystemAccount,
  now = Date.now(),
): { id: string; statement: Statement } {
  const id = systemAccountId(account);
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

export {
  expireHolds,
  type HoldRow,
  pendingHold,
  placeHold,
  placeHoldStatement,
  postHold,
  postHoldStatements,
  voidHold,
  voidHoldStatement,
} from "./holds";
