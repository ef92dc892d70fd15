import { and, desc, eq, lt } from "drizzle-orm";
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

/** Postings read per round trip while walking an account's statement back in time. */
export const STATEMENT_PAGE = 200;

/**
 * Every posting of `accountId` made at or after `since` (epoch ms), newest first. It walks the
 * account's statement index (`ledger_postings_account_idx`: account, id) from the newest posting back,
 * a page at a time, and stops at the first page that reaches before `since`: posting ids grow with
 * time, so what it reads is the window plus at most one page, however old the account.
 */
export async function postingsSince(db: Db, accountId: string, since: number) {
  const found: { amount: number; createdAt: number }[] = [];
  let before = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const rows = await statementPage(db, accountId, before);
    for (const row of rows) {
      if (row.createdAt.getTime() >= since) {
        found.push({ amount: row.amount, createdAt: row.createdAt.getTime() });
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < STATEMENT_PAGE || last.createdAt.getTime() < since) return found;
    before = last.id;
  }
}

/** One page of an account's statement: its postings with an id below `before`, newest first. */
export function statementPage(db: Db, accountId: string, before: number) {
  return db
    .select({ id: ledgerPostings.id, amount: ledgerPostings.amount, createdAt: ledgerPostings.createdAt })
    .from(ledgerPostings)
    .where(and(eq(ledgerPostings.accountId, accountId), lt(ledgerPostings.id, before)))
    .orderBy(desc(ledgerPostings.id))
    .limit(STATEMENT_PAGE);
}
