// The market's moderation queue (spec §3/§7 Admin `tracks-for-sale`) in the URL (lib/admin/table-state):
// `?approval=&seller_id=&q=&status=&page=&per_page=`. The page opens on what needs the admin, so an
// absent `approval` means pending and "all" is the explicit way to see every listing; the api takes no
// sort (newest first). Pure.
import type { TrackForSale, TrackForSaleQuery } from "../../api/contract";
import { type TableSpec, type TableState, tableApiQuery } from "../table-state";

export type Approval = TrackForSale["approval"];

/** `?approval=all`: every listing, whatever its approval. */
export const ANY_APPROVAL = "all";

export const QUEUE_TABLE: TableSpec = {
  sorts: [],
  statuses: ["1", "0"],
  // "pending" is not listed: it is what an absent value means, so the default view keeps a clean URL.
  filters: { approval: ["approved", "rejected", ANY_APPROVAL], seller_id: "text" },
};

/** The approval filter's other choices (its first, empty choice is "Pending"). */
export const APPROVAL_FILTER = [
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
  { value: ANY_APPROVAL, label: "Any approval" },
] as const;

/** The queue's view as the api's query: absent approval → pending, "all" → no approval filter. */
export function queueApiQuery(state: TableState): { [K in keyof TrackForSaleQuery]?: string } {
  const { approval, ...rest } = tableApiQuery(state);
  return approval === ANY_APPROVAL ? rest : { ...rest, approval: approval ?? "pending" };
}

/** Whether the view shows only listings waiting for a decision (its empty state says so). */
export function isPendingView(state: TableState): boolean {
  return !state.filters.approval;
}

const APPROVAL_WORDS: Record<Approval, { label: string; tone: string }> = {
  pending: { label: "Waiting", tone: "badge badge--warn" },
  approved: { label: "Approved", tone: "badge badge--ok" },
  rejected: { label: "Rejected", tone: "badge admin-badge--bad" },
};

/** An approval in words and the badge classes that colour it. */
export function approvalBadge(approval: Approval): { label: string; tone: string } {
  return APPROVAL_WORDS[approval];
}

/** Only listings not yet approved can be approved in bulk: approving again would notify the seller again. */
export function canApprove(row: Pick<TrackForSale, "approval">): boolean {
  return row.approval !== "approved";
}
