// The commerce slice's public face (docs/decisions/0800): what the markets use to sell.
export { type ContractTerms, contractPdf } from "./contract-pdf";
export { contractKey, discardContract, ensureContract, readContract, storeContract } from "./contracts";
export { listEarnings } from "./earnings.service";
export { orderIs, orderMoves } from "./machine";
export {
  type HeldOrder,
  type NewOrder,
  type OrderPayee,
  orderHeldStatements,
  orderPaidInstantStatements,
  orderRecordStatements,
  type RecordedOrder,
  refundOrderStatements,
  releaseOrderStatements,
} from "./money";
export { earningsRoutes } from "./routes";
export { MARKETS, type Market, orderTotals, refundedStatus, refundShare } from "./rules";
export { orderForSettlement, refundOrder, releaseOrder } from "./service";
