/*
 * The states of written songs' consents and bids as plain constants: the schema, the wire contract and the
 * rules read them from here (a contract file may not import drizzle tables, docs/decisions/0202).
 */

/** A co-writer's answer to their credit and split. */
export const CONSENTS = ["pending", "accepted", "declined"] as const;

/**
 * A bid's life: `pending` (its hold reserves amount + fee), then `approved` (a deal: the hold waits for
 * completion), `declined` (another bid was approved, or a writer said no), `withdrawn` (by the bidder) or
 * `expired` (30 days); an approved deal ends `completed` (the hold posted and shared) or `cancelled` (by a
 * writer, the hold voided, the song back on the market).
 */
export const BID_STATUSES = [
  "pending",
  "approved",
  "completed",
  "declined",
  "withdrawn",
  "expired",
  "cancelled",
] as const;
export type BidStatus = (typeof BID_STATUSES)[number];
/** The bids whose holds are still pending. */
export const OPEN_BID_STATUSES = ["pending", "approved"] as const satisfies readonly BidStatus[];
