import type { CreatorKind } from "../accounts";
import { RESUBMIT_AFTER_DAYS, UPGRADE_MESSAGES } from "./contract";
import type { ApplicationStatus } from "./schema";

/*
 * The pure rules of account upgrades (docs/decisions/0700): what a type grants, when a rejected type can
 * be applied for again, which message answers which outcome. No D1, no Hono: plain vitest covers them.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a user type grants, as its `user_roles` row (`kind` is '' for promoters). */
export interface Grant {
  role: "creator" | "promoter";
  kind: "" | CreatorKind;
}

/** The `user_roles` row approving an application of a type with these columns grants. */
export function grantOf(type: {
  grantsRole: "creator" | "promoter";
  creatorKind: CreatorKind | null;
}): Grant {
  return type.grantsRole === "creator"
    ? { role: "creator", kind: type.creatorKind ?? "artist" }
    : { role: "promoter", kind: "" };
}

/** Whether the user's granted roles already include what `grant` gives. */
export function holdsGrant(roles: ReadonlyArray<{ role: string; kind: string }>, grant: Grant): boolean {
  return roles.some((r) => r.role === grant.role && r.kind === grant.kind);
}

/** When a rejected application's type can be applied for again: 7 days after the decision. */
export function resubmitAfter(decidedAt: Date): Date {
  return new Date(decidedAt.getTime() + RESUBMIT_AFTER_DAYS * DAY_MS);
}

/** The `resubmit_after` of an application's view: set only on a rejected one. */
export function resubmitAfterOf(status: ApplicationStatus, decidedAt: Date | null): Date | null {
  return status === "rejected" && decidedAt ? resubmitAfter(decidedAt) : null;
}

/**
 * The 409 message while a rejection of the same type still cools down, or null when the user may apply.
 * `lastRejectedAt` is the latest rejection's decision time of that type.
 */
export function cooldownMessage(typeTitle: string, lastRejectedAt: Date | null, now: Date): string | null {
  if (!lastRejectedAt) return null;
  const until = resubmitAfter(lastRejectedAt);
  if (now.getTime() >= until.getTime()) return null;
  return `Your last application for ${typeTitle} was rejected. You can apply again from ${until.toISOString().slice(0, 10)}.`;
}

/** The 409 message of a second open application of one type. */
export const openApplicationMessage = (typeTitle: string) =>
  `You already have an open application for ${typeTitle}.`;

/** The 409 message when the user already holds what the type grants. */
export const alreadyHeldMessage = (typeTitle: string) => `Your account is already a ${typeTitle}.`;

/**
 * The field message when evidence links are required and missing, or null. Links themselves are checked by
 * the contract (https, at most 10).
 */
export function evidenceProblem(needsEvidence: boolean, links: ReadonlyArray<string>): string | null {
  return needsEvidence && links.length === 0
    ? "Give at least one link that shows your work (a profile, a release, a show)."
    : null;
}

/** The status a new application starts in: a fee is paid first, a free one goes straight to review. */
export function initialStatus(feeCents: number): "awaiting_payment" | "pending" {
  return feeCents > 0 ? "awaiting_payment" : "pending";
}

/** The answer's message to `apply`. */
export function applyMessage(status: "awaiting_payment" | "pending"): string {
  return status === "pending" ? UPGRADE_MESSAGES.submitted : UPGRADE_MESSAGES.payFee;
}

export type Decision = "approve" | "reject";

/** The status a decision moves a pending application to. */
export const decidedStatus = (decision: Decision): "approved" | "rejected" =>
  decision === "approve" ? "approved" : "rejected";

/** The admin's answer per outcome (the original showed the rejection's message after any processing). */
export const decisionMessage = (decision: Decision) =>
  decision === "approve" ? UPGRADE_MESSAGES.approved : UPGRADE_MESSAGES.rejected;

/** The applicant's notification per outcome. */
export function applicantNotice(decision: Decision, typeTitle: string, reason: string | null): string {
  if (decision === "approve") return `Your application for ${typeTitle} was approved. Welcome aboard!`;
  return `Your application for ${typeTitle} was not approved${reason ? `: ${reason}` : "."}`;
}

/** Whether an application in `status` can be deleted by an admin (only once it is over). */
export const deletable = (status: ApplicationStatus) =>
  status === "approved" || status === "rejected" || status === "cancelled";

/** Whether the applicant can still cancel an application in `status`. */
export const cancellable = (status: ApplicationStatus) =>
  status === "awaiting_payment" || status === "pending";

/**
 * Where a decided or cancelled application's held fee goes: to the fees account on approval, back to the
 * applicant's wallet otherwise; nowhere when no fee was held (free, or never paid).
 */
export function feeDestination(
  held: { status: ApplicationStatus; feeCents: number },
  outcome: "approved" | "rejected" | "cancelled",
): "fees" | "wallet" | null {
  if (held.status !== "pending" || held.feeCents <= 0) return null;
  return outcome === "approved" ? "fees" : "wallet";
}

/** The first day (UTC) of `now`'s calendar month. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
