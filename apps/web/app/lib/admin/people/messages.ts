// The answers of the admin's people calls (the api's own `msg` wins; these are the fallbacks), and the
// one rule the spec calls out: each decision says its own outcome, never a rejection's text after an
// approval.
import { UPGRADE_MESSAGES } from "../../upgrade/apply-form";

export const PEOPLE_MESSAGES = {
  created: "User Added Successfully",
  updated: "User Updated Successfully",
  activated: "User Activated Successfully",
  deactivated: "User Deactivated Successfully",
  deleted: "User Deleted Successfully",
  approved: UPGRADE_MESSAGES.approved,
  rejected: UPGRADE_MESSAGES.rejected,
  applicationDeleted: UPGRADE_MESSAGES.deleted,
  commented: UPGRADE_MESSAGES.commented,
} as const;

/** What a decision says when the api sends no sentence: the outcome that was asked for. */
export function decisionMessage(decision: "approve" | "reject"): string {
  return decision === "approve" ? PEOPLE_MESSAGES.approved : PEOPLE_MESSAGES.rejected;
}

/** What a status change says when the api sends no sentence. */
export function statusMessage(status: 0 | 1): string {
  return status === 1 ? PEOPLE_MESSAGES.activated : PEOPLE_MESSAGES.deactivated;
}
