// What the beat pages say (spec §8 "Added, Updated, Deleted, Activated and Deactivated" per entity): the
// api's own `msg` wins where it sends one; these are the fallbacks and the web's own sentences.
import type { ListingApproval, ProducerBeat } from "../api/contract";

export const BEAT_MESSAGES = {
  create: "Beat Added",
  update: "Beat Updated",
  publish: "Beat Activated",
  unpublish: "Beat Deactivated",
  feature: "Beat Updated",
  delete: "Beat Deleted",
  /** The api keeps a beat someone bought a licence of, and only unpublishes it. */
  keptForBuyers: "Beat unpublished instead of deleted: it has buyers, and they keep their licences.",
  unchanged: "Change at least one field.",
  template: "Its licences are now your template for new beats.",
  templateFailed: "Its licences could not be saved as your template; try again from a new beat.",
} as const;

/** The toast of a delete, which says whether the beat is gone or only unpublished. */
export function deleteMessage(removed: boolean): string {
  return removed ? BEAT_MESSAGES.delete : BEAT_MESSAGES.keptForBuyers;
}

const APPROVAL_TEXT: Readonly<Record<ListingApproval, string>> = {
  pending: "Awaiting review",
  approved: "Approved",
  rejected: "Rejected",
};

/**
 * The listing's state in words: never published (no listing yet), its moderation, and whether buyers
 * can see it now.
 */
export function listingState(beat: Pick<ProducerBeat, "approval" | "is_published" | "exclusive_sold">): {
  label: string;
  tone: "ok" | "warn" | "none";
  detail: string;
} {
  if (beat.exclusive_sold)
    return {
      label: "Sold exclusively",
      tone: "ok",
      detail: "The exclusive licence is sold; it is off the market.",
    };
  if (beat.approval === null)
    return { label: "Not listed", tone: "none", detail: "Publish it to send it for review." };
  const label = APPROVAL_TEXT[beat.approval];
  if (beat.approval === "rejected")
    return {
      label,
      tone: "warn",
      detail: "Fix what the reviewer asked, then save: a new title is reviewed again.",
    };
  if (beat.approval === "pending")
    return { label, tone: "none", detail: "An admin reviews it before buyers can see it." };
  return beat.is_published
    ? { label, tone: "ok", detail: "On the market." }
    : { label, tone: "none", detail: "Approved, but unpublished: buyers cannot see it." };
}
