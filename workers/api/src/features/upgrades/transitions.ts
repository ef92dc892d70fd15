import { type SQL, sql } from "drizzle-orm";
import { conflict, raisedWith } from "../../kit/errors";
import { ledgerError } from "../ledger/service";
import type { ApplicationStatus } from "./schema";
import { userApplications } from "./schema";

/*
 * Moving an application from the status a request read to the next one, safely under races. The update
 * sets an impossible status when the row is no longer where the request read it, and the transition
 * trigger (migration 0019) then aborts the whole batch: a second decision, a cancel racing a decision or a
 * payment moves no money and grants nothing. (A plain `set status = 'approved'` on an approved row would
 * pass the trigger, which only judges real changes.)
 */

const MOVED_ON = "upgrades: application already moved on";

/** The guarded status update of `id` from `from` to `to`, with extra columns to set. Leads its batch. */
export function moveStatement(
  id: string,
  from: ApplicationStatus,
  to: ApplicationStatus,
  set: SQL = sql``,
): SQL {
  return sql`update ${userApplications} set status = case when status = ${from} then ${to} else 'moved_on' end
    ${set} where id = ${id}`;
}

/** Whether a batch failed because its application had already moved on (someone else won). */
export function isMovedOn(error: unknown): boolean {
  return raisedWith(error, MOVED_ON);
}

/** A failed transition batch as an API error: a lost race is a 409, the ledger's aborts keep theirs. */
export function transitionError(error: unknown, message: string): unknown {
  return isMovedOn(error) ? conflict(message) : ledgerError(error);
}
