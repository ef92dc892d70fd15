import { sql } from "drizzle-orm";
import { defineMachine } from "../../kit/transitions";
import { songBids } from "./schema";
import type { BidStatus } from "./states";

/*
 * A bid's moves (issue #35): only a pending bid or an approved deal moves, once. Migration 0035 holds the
 * trigger `triggerSql()` generates (a test compares them), so no writer can skip a state.
 */
export const bidMoves = defineMachine<BidStatus>({
  table: "song_bids",
  trigger: "song_bids_status_bu",
  label: "songs: bid",
  moves: {
    pending: ["approved", "declined", "withdrawn", "expired"],
    approved: ["completed", "cancelled"],
    completed: [],
    declined: [],
    withdrawn: [],
    expired: [],
    cancelled: [],
  },
});

/** The guard condition "bid `id` is now `status`": what the money of a move waits for in its batch. */
export const bidIs = (id: string, status: BidStatus) =>
  sql`exists (select 1 from ${songBids} where id = ${id} and status = ${status})`;
