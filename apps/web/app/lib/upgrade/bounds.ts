// The application's bounds, the api's answers and the evidence links' field names: what the `/upgrade`
// page shows before any check runs. No zod here, so the page's first load carries none; the schemas that
// enforce these bounds (apply-form.ts) load with the form's first use.
import type { UpgradeBounds, UpgradeMessages } from "../api/contract";

/** The api's bounds; typed by its constants, so the two cannot drift apart silently. */
export const MOTIVATION_MIN: UpgradeBounds["motivationMin"] = 20;
export const MOTIVATION_MAX: UpgradeBounds["motivationMax"] = 1000;
export const LINKS_MAX: UpgradeBounds["linksMax"] = 10;
export const COMMENT_MAX: UpgradeBounds["commentMax"] = 2000;
export const RESUBMIT_AFTER_DAYS: UpgradeBounds["resubmitAfterDays"] = 7;
export const ACCOUNT_UPGRADE_REQUEST_TYPE: UpgradeBounds["requestType"] = "account_upgrade";
/**
 * The api's longest link (its contract's LINK_MAX_LENGTH, which `@ngoma/api/contract` does not re-export):
 * held to the api's schema by apply-form.test.ts instead of by its type.
 */
export const LINK_MAX_LENGTH = 500;

/** The api's answers, used when an answer comes without its own `msg`. */
export const UPGRADE_MESSAGES: UpgradeMessages = {
  submitted: "Upgrade Request Submitted Successfully",
  payFee: "Pay the fee to send your application.",
  cancelled: "Application cancelled",
  commented: "Comment added",
  approved: "Application approved",
  rejected: "Application rejected",
  deleted: "Application deleted",
};

/** The form posts each evidence link as `links.0`, `links.1`, …: the same keys as the api's messages. */
export const linkField = (index: number) => `links.${index}`;

/** "12 / 1000": the motivation's counter, and whether it is within bounds. */
export function motivationCount(text: string): { label: string; ok: boolean } {
  const length = text.trim().length;
  return {
    label: `${length} / ${MOTIVATION_MAX}`,
    ok: length >= MOTIVATION_MIN && length <= MOTIVATION_MAX,
  };
}
