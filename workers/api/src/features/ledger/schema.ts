import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "../../kit/columns";

/*
 * The USD ledger (docs/decisions/0500): integer cents, double entry, append-only postings. Balances are
 * kept on the account row by triggers on the postings and holds (migration 0009), in the same transaction
 * as the postings, and the account row's CHECK is what makes an overdraft abort the whole D1 batch.
 */

/**
 * An account of the ledger: a user's wallet, the platform's fee revenue, or one clearing account per
 * payment provider (money on its way in or out), or an escrow where money waits for a decision (upgrade
 * fees, `lac_escrow_upgrades`). `balance` is the sum of the account's postings; `held`
 * the sum of its pending holds. A wallet never has less than it holds: available = balance − held ≥ 0.
 */
export const ledgerAccounts = sqliteTable(
  "ledger_accounts",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["wallet", "fees", "provider", "escrow"] }).notNull(),
    /** The wallet's owner (wallets only). */
    userId: text("user_id"),
    /** The provider a clearing account belongs to (`provider` accounts only). */
    provider: text("provider"),
    balance: integer("balance").notNull().default(0),
    held: integer("held").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ledger_accounts_user_uq").on(t.userId),
    uniqueIndex("ledger_accounts_provider_uq").on(t.provider),
    check("ledger_accounts_held_ck", sql`${t.held} >= 0`),
    check(
      "ledger_accounts_no_overdraft_ck",
      sql`${t.kind} <> 'wallet' OR (${t.balance} >= 0 AND ${t.held} <= ${t.balance})`,
    ),
  ],
);

/**
 * One movement of money: its postings sum to zero. `imbalance` is set from the postings by the last
 * statement of the batch that writes them, and its CHECK aborts the batch when they do not balance.
 */
export const ledgerTransactions = sqliteTable(
  "ledger_transactions",
  {
    id: text("id").primaryKey(),
    /** What moved the money, e.g. `topup`, `withdrawal`, `service_payment`, `reversal`. */
    kind: text("kind").notNull(),
    /** The caller's reference (a payment id, an order id): free text for people reading the ledger. */
    reference: text("reference"),
    /** The transaction this one reverses (a correction never edits postings). */
    reversesId: text("reverses_id"),
    imbalance: integer("imbalance").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("ledger_transactions_balanced_ck", sql`${t.imbalance} = 0`),
    uniqueIndex("ledger_transactions_reverses_uq").on(t.reversesId),
    // A wallet operation settles once: its money moves in one transaction of its kind, whatever the caller read.
    uniqueIndex("ledger_transactions_once_uq")
      .on(t.kind, t.reference)
      .where(sql`${t.kind} in ('topup', 'withdrawal', 'service_payment')`),
  ],
);

/** Append-only (triggers refuse UPDATE and DELETE): one signed amount in cents on one account. */
export const ledgerPostings = sqliteTable(
  "ledger_postings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    transactionId: text("transaction_id").notNull(),
    accountId: text("account_id").notNull(),
    amount: integer("amount").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("ledger_postings_nonzero_ck", sql`${t.amount} <> 0`),
    index("ledger_postings_transaction_idx").on(t.transactionId),
    // An account's statement, newest first.
    index("ledger_postings_account_idx").on(t.accountId, t.id),
    // A wallet's recent postings by time (the summary's 30-day balance series), one range read.
    index("ledger_postings_account_time_idx").on(t.accountId, t.createdAt),
  ],
);

/**
 * A pending transfer out of an account (TigerBeetle's two-phase transfer): it reserves `amount` until it
 * is posted (in full or in part, the rest released) or voided, once, or expires at `expires_at`.
 */
export const ledgerHolds = sqliteTable(
  "ledger_holds",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    amount: integer("amount").notNull(),
    state: text("state", { enum: ["pending", "posted", "voided", "expired"] })
      .notNull()
      .default("pending"),
    expiresAt: timestamp("expires_at").notNull(),
    /** The transaction that posted it. */
    transactionId: text("transaction_id"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at"),
  },
  (t) => [
    check("ledger_holds_positive_ck", sql`${t.amount} > 0`),
    index("ledger_holds_pending_idx").on(t.state, t.expiresAt),
  ],
);
