// The public face of ledger (docs/decisions/0008): what other features and the app may use. The ledger
// (docs/decisions/0500): double-entry statement builders, holds and escrow; only it writes postings and
// holds. Other features import this file, `schema.ts` (read joins) and contract files only.
export { releaseStatements } from "./escrow";
export { extendHoldStatements, voidHoldsStatement } from "./holds";
export { splitCents } from "./rules";
export {
  expireHolds,
  type HoldRow,
  ledgerError,
  type MoveGuard,
  placeHoldStatement,
  postHoldStatements,
  runLedgerBatch,
  type SystemAccount,
  systemAccountId,
  systemAccountStatement,
  transferStatements,
  voidHoldStatement,
  walletAccount,
  written,
} from "./service";
export { postingsSince, walletFundsOf } from "./statement.service";
