import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "../../kit/columns";
import { WALLET_OPERATION_STATUSES, WALLET_OPERATION_TYPES } from "./operation-types";

/*
 * The wallet as users see it (docs/decisions/0501): their PIN and limits, and one row per operation they
 * started (a top-up, a withdrawal, a service payment) with its status. The money itself is only ever in
 * the ledger (features/ledger); an operation points at the ledger transaction that settled it.
 */

/**
 * A user's wallet settings. Limits are USD cents over rolling windows (24 h, 30 days). A raised limit
 * waits in `raised_*` until `raise_effective_at` (24 h later), so a stolen session cannot raise and drain
 * at once; a lowered one applies at once.
 */
export const walletSettings = sqliteTable("wallet_settings", {
  userId: text("user_id").primaryKey(),
  /** The PIN under the password KDF (`pbkdf2$…`), null until set. */
  pinHash: text("pin_hash"),
  pinSetAt: timestamp("pin_set_at"),
  pinFailures: integer("pin_failures").notNull().default(0),
  pinLockedUntil: timestamp("pin_locked_until"),
  /** Locks since `pinLockWindowAt`; the second within 24 h asks for an e-mailed code (0506). */
  pinLockCount: integer("pin_lock_count").notNull().default(0),
  pinLockWindowAt: timestamp("pin_lock_window_at"),
  /** Set by repeated locks: no PIN try counts until the owner proves an e-mailed code. */
  pinCodeRequired: integer("pin_code_required", { mode: "boolean" }).notNull().default(false),
  dailyLimit: integer("daily_limit").notNull(),
  monthlyLimit: integer("monthly_limit").notNull(),
  raisedDailyLimit: integer("raised_daily_limit"),
  raisedMonthlyLimit: integer("raised_monthly_limit"),
  raiseEffectiveAt: timestamp("raise_effective_at"),
  updatedAt: timestamp("updated_at").notNull(),
});

export {
  WALLET_OPERATION_STATUSES,
  WALLET_OPERATION_TYPES,
  type WalletOperationStatus,
  type WalletOperationType,
} from "./operation-types";

/**
 * One money operation a user started, newest first in their history. `amount` is the principal in cents
 * (always > 0), `fee` the platform's fee on top; `signed_amount` is the change to the user's wallet as the
 * history shows it. Provider-facing fields follow the payment until it settles: `provider_ref` is the
 * provider's id, `poll_after` when the status poller next asks, `expires_at` when a payment still pending
 * fails.
 */
export const walletOperations = sqliteTable(
  "wallet_operations",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    type: text("type", { enum: WALLET_OPERATION_TYPES }).notNull(),
    status: text("status", { enum: WALLET_OPERATION_STATUSES }).notNull(),
    amount: integer("amount").notNull(),
    fee: integer("fee").notNull().default(0),
    signedAmount: integer("signed_amount").notNull(),
    paymentMethodId: text("payment_method_id"),
    /** The provider adapter that moves the money outside the platform (null: paid from the wallet). */
    provider: text("provider"),
    providerRef: text("provider_ref"),
    /** A withdrawal's hold on the wallet until the provider pays out. */
    holdId: text("hold_id"),
    /** The ledger transaction that settled it (null until then; failed ones have none). */
    transactionId: text("transaction_id"),
    /** The user's or the seller's reference (spec §3 `payment_reference`). */
    reference: text("reference"),
    description: text("description"),
    /** Who is on the other side, as a person reads it ("MTN +256 7…12", "Ngoma", a seller's name). */
    counterparty: text("counterparty"),
    /** A service payment's registered request type and the item it paid for. */
    requestType: text("request_type"),
    itemId: text("item_id"),
    /** The ledger account a service payment's subtotal goes to, fixed when it was priced. */
    payeeAccountId: text("payee_account_id"),
    failureReason: text("failure_reason"),
    /** Why a payment waits for a person or a late word from its provider (status `review`). */
    reviewReason: text("review_reason"),
    /**
     * What the provider was asked to move, fixed before it is asked: the amount in its own currency and
     * the account it charges or pays (a phone number's digits), so a callback can be held to them.
     */
    localAmount: integer("local_amount"),
    localCurrency: text("local_currency"),
    providerAccount: text("provider_account"),
    /** The wallet's balance just after this operation settled (null while pending or when it failed). */
    balanceAfter: integer("balance_after"),
    pollAfter: timestamp("poll_after"),
    expiresAt: timestamp("expires_at"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at").notNull(),
    settledAt: timestamp("settled_at"),
  },
  (t) => [
    index("wallet_operations_user_idx").on(t.userId, t.createdAt, t.id),
    index("wallet_operations_user_type_idx").on(t.userId, t.type, t.createdAt),
    index("wallet_operations_pending_idx").on(t.pollAfter).where(sql`${t.status} = 'pending'`),
    // Review is polled too, apart from the pending queue (it is asked far less often).
    index("wallet_operations_review_idx").on(t.pollAfter).where(sql`${t.status} = 'review'`),
    // The hold-expiry guard (migration 0023) finds a hold's operation by it.
    index("wallet_operations_hold_idx").on(t.holdId).where(sql`${t.holdId} is not null`),
    uniqueIndex("wallet_operations_provider_ref_uq").on(t.provider, t.providerRef),
    check("wallet_operations_amount_ck", sql`${t.amount} > 0 AND ${t.fee} >= 0`),
  ],
);
