// The public face of wallet (docs/decisions/0008): what other features and the app may use. The wallet:
// operations, service payments and their settlement; only it writes wallet_operations. Other features import
// this file, `schema.ts` (read joins) and contract files only.
export { createdWindow, DAY_MS, isCalendarDate } from "./history.rules";
export {
  DEFAULT_DAILY_LIMIT,
  DEFAULT_MONTHLY_LIMIT,
  MAX_DAILY_LIMIT,
  MAX_MONTHLY_LIMIT,
} from "./limits.rules";
export {
  type HistoryLine,
  payFromWalletStatements,
  payHeldStatements,
  refundToWalletStatements,
} from "./moves";
export { runPaymentsUpkeep } from "./payments-upkeep";
export { type ServicePrice, type ServiceType, type ServiceTypes, serviceTypes } from "./service-types";
