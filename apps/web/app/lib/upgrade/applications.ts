// How an application reads on screen (its status, what its applicant may still do with it), the fee's
// hand-off to the Payment modal (the live notifications that mean the roles changed: role-change.ts).
import type { Application, ApplicationStatus } from "../api/contract";
import type { PaymentPurchase } from "../wallet/payment";
import { ACCOUNT_UPGRADE_REQUEST_TYPE } from "./bounds";

const STATUS_LABELS: Record<ApplicationStatus, string> = {
  awaiting_payment: "Awaiting payment",
  pending: "Pending review",
  approved: "Approved",
  rejected: "Rejected",
  cancelled: "Cancelled",
};

/** The status in words. */
export function applicationStatusLabel(status: ApplicationStatus): string {
  return STATUS_LABELS[status];
}

/** The badge class of a status: approved green, waiting amber, rejected red, cancelled plain. */
export function applicationStatusTone(status: ApplicationStatus): string {
  if (status === "approved") return "badge badge--ok";
  if (status === "pending" || status === "awaiting_payment") return "badge badge--warn";
  if (status === "rejected") return "badge upgrade-badge--bad";
  return "badge";
}

/** Whether it is still open: waiting for its fee or for an admin's decision. */
export function isOpen(application: Pick<Application, "status">): boolean {
  return application.status === "awaiting_payment" || application.status === "pending";
}

/** Whether the applicant may still withdraw it (while it is open, before an admin decided). */
export function canCancel(application: Pick<Application, "status">): boolean {
  return isOpen(application);
}

/** Whether its thread takes replies (not once it was withdrawn). */
export function canComment(application: Pick<Application, "status">): boolean {
  return application.status !== "cancelled";
}

/**
 * The date a rejected application's type may be applied for again, while that date is still ahead;
 * null otherwise.
 */
export function resubmitAfter(
  application: Pick<Application, "status" | "resubmit_after">,
  now = Date.now(),
): Date | null {
  if (application.status !== "rejected" || !application.resubmit_after) return null;
  const date = new Date(application.resubmit_after);
  return Number.isNaN(date.getTime()) || date.getTime() <= now ? null : date;
}

/**
 * The fee's rate the platform adds on an upgrade: none. The fee is a verification fee held until an admin
 * decides, so the applicant pays exactly the type's price (the api prices `account_upgrade` at 0 %).
 */
export const UPGRADE_FEE_PERCENT = 0;

/** What the Payment modal is opened with for an application waiting for its fee. */
export interface UpgradeCheckout {
  purchase: PaymentPurchase;
  amount: number;
  description: string;
}

/**
 * The fee's payment of an application made `awaiting_payment` by its apply, or null when nothing is to
 * pay. Read from the application itself (its id and fee), which is what the api's `payment` names: the
 * request type `account_upgrade`, `data: { application_id }` and the fee as the amount.
 */
export function upgradeCheckout(
  application: Pick<Application, "id" | "status" | "fee_cents" | "type">,
): UpgradeCheckout | null {
  if (application.status !== "awaiting_payment" || application.fee_cents <= 0) return null;
  return {
    purchase: {
      kind: "service",
      requestType: ACCOUNT_UPGRADE_REQUEST_TYPE,
      item: { application_id: application.id },
      feePercent: UPGRADE_FEE_PERCENT,
    },
    amount: application.fee_cents,
    description: `Account upgrade: ${application.type.title}`,
  };
}

/**
 * The approved application that granted `role` most recently, if the role came through one (an admin
 * can also grant it directly, from the user's page).
 */
export function grantingApplication(
  applications: readonly Application[],
  role: Application["type"]["grants_role"],
): Application | undefined {
  return applications
    .filter((a) => a.status === "approved" && a.type.grants_role === role)
    .sort((a, b) => (b.decided_at ?? "").localeCompare(a.decided_at ?? ""))[0];
}

/** The user's open application (awaiting payment or pending) for a type, if any. */
export function openApplicationFor(
  applications: readonly Application[],
  typeId: string,
): Application | undefined {
  return applications.find((a) => a.type.id === typeId && isOpen(a));
}
