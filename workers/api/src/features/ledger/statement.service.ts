import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { walletFunds } from "./rules";
import { ledgerAccounts, ledgerPostings } from "./schema";

/*
 * Reads of a wallet's money for the history and summary: nothing here writes, so a user who has never
 * had a wallet reads as zeros and still has none afterwards (walletAccount creates one on first use).
 */

/**
 * A user's wallet account and its balance, held and available cents; all zeros and a null account when
 * the user has no wallet yet. One primary-key-like read (the unique index on `user_id`).
 */
export async function walletFundsOf(db: Db, userId: string) {
  const [row] = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance, held: ledgerAccounts.held })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, "wallet")));
  return row
    ? { accountId: row.id as string | null, ...walletFunds(row) }
    : { accountId: null, balance: 0, held: 0, available: 0 };
}

/**
 * Every posting of `userId`'s wallet made at or after `since` (epoch ms), newest first: one statement
 * (the wallet is found by its owner inside it, so it runs beside the other reads of a page) that reads the
 * window's rows alone through `ledger_postings_account_time_idx`. A user without a wallet reads none.
 */
export function postingsSince(db: Db, userId: string, since: number) {
  return db
    .select({ amount: ledgerPostings.amount, createdAt: ledgerPostings.createdAt })
    .from(ledgerPostings)
    .where(
      and(
        eq(
          ledgerPostings.accountId,
          sql`(select ${ledgerAccounts.id} from ${ledgerAccounts} where ${ledgerAccounts.userId} = ${userId})`,
        ),
        gte(ledgerPostings.createdAt, new Date(since)),
      ),
    )
    .orderBy(desc(ledgerPostings.createdAt));
}
