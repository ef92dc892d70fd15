import { defineMachine } from "../../kit/transitions";
import { ledgerError } from "../ledger";
import type { ApplicationStatus } from "./schema";

/*
 * An application's life (docs/decisions/0700) as a guarded state machine (kit/transitions): a fee is paid
 * once, a decision is taken once, a cancel cannot race a decision. Its trigger (migration 0028, generated
 * from these moves) refuses every other change of status by anyone.
 */

export const applicationMoves = defineMachine<ApplicationStatus>({
  table: "user_applications",
  trigger: "user_applications_status_bu",
  label: "upgrades: application",
  moves: {
    awaiting_payment: ["pending", "cancelled"],
    pending: ["approved", "rejected", "cancelled"],
    approved: [],
    rejected: [],
    cancelled: [],
  },
});

/** A failed transition batch as an API error: a lost race is a 409, the ledger's aborts keep theirs. */
export function transitionError(error: unknown, message: string): unknown {
  return ledgerError(applicationMoves.error(error, message));
}
