/*
 * A wallet operation's types and statuses as plain constants: the schema, the wire contract and the rules
 * read them from here (a contract file may not import drizzle tables, docs/decisions/0202).
 */

/** `refund`: money the platform gives back (an upgrade fee when the application is rejected or cancelled). */
export const WALLET_OPERATION_TYPES = ["topup", "withdrawal", "service_payment", "refund"] as const;
/**
 * `review`: the provider gave no final word in time (or one that does not match the payment); the money
 * stays where it is until it does. Who may move each status: docs/decisions/0505.
 */
export const WALLET_OPERATION_STATUSES = ["pending", "review", "completed", "failed", "reversed"] as const;
export type WalletOperationType = (typeof WALLET_OPERATION_TYPES)[number];
export type WalletOperationStatus = (typeof WALLET_OPERATION_STATUSES)[number];
