// What the songwriter's pages say (spec §8 "Added, Updated, Deleted, Activated and Deactivated" per
// entity): the api's own `msg` wins where it sends one; these are the fallbacks, and the words for a
// song's listing, its rights and a bid's state.
import type { BidStatus, SongRights, SongWriter, WrittenSong } from "../api/contract";

export const SONG_MESSAGES = {
  create: "Song Added",
  update: "Song Updated",
  activate: "Song Activated",
  deactivate: "Song Deactivated",
  delete: "Song Deleted",
  accepted: "Credit accepted",
  declined: "Credit declined",
  approve: "Bid approved successfully",
  decline: "Bid declined successfully",
  cancel: "Deal cancelled successfully",
  rightsClear: "Every writer has accepted their split: the song may be sold.",
  unchanged: "Change at least one field.",
  /** The approve form lost its Idempotency-Key (no JavaScript, an old tab): nothing was sent. */
  retry: "Please try again.",
} as const;

export type Tone = "ok" | "warn" | "none";

/**
 * A song's place on the market in words: sold, a deal under way, not offered, waiting for review,
 * rejected, approved but waiting for the co-writers, or on the market.
 */
export function songListing(
  song: Pick<WrittenSong, "status" | "listing" | "on_market" | "rights" | "deal_bid_id" | "sold_at">,
): { label: string; tone: Tone; detail: string } {
  if (song.sold_at) return { label: "Sold", tone: "ok", detail: "The rights went to the buyer." };
  if (song.deal_bid_id)
    return { label: "Deal under way", tone: "ok", detail: "A bid is approved; the buyer confirms delivery." };
  if (song.status === 0)
    return song.listing
      ? { label: "Withdrawn", tone: "none", detail: "Off the market: offer it again to list it." }
      : { label: "Not offered", tone: "none", detail: "Offer it for sale to send it for review." };
  if (!song.listing || song.listing.approval === "pending")
    return { label: "Awaiting review", tone: "none", detail: "An admin reviews it before buyers see it." };
  if (song.listing.approval === "rejected")
    return {
      label: "Rejected",
      tone: "warn",
      detail: "Fix what the reviewer asked, then save: new words are reviewed again.",
    };
  if (song.on_market) return { label: "On the market", tone: "ok", detail: "Buyers can see it and bid." };
  return song.rights.clear
    ? { label: "Approved", tone: "none", detail: "Approved; it joins the market shortly." }
    : { label: "Approved", tone: "warn", detail: "Approved, but off the market until every writer accepts." };
}

/** The rights in a word: clear, someone declined, or how many writers are still to answer. */
export function rightsState(rights: Pick<SongRights, "clear" | "writers">): { label: string; tone: Tone } {
  if (rights.clear) return { label: "Clear", tone: "ok" };
  if (rights.writers.some((w) => w.consent === "declined")) return { label: "Declined", tone: "warn" };
  const waiting = rights.writers.filter((w) => w.consent === "pending").length;
  return { label: waiting === 1 ? "Waiting for 1 writer" : `Waiting for ${waiting} writers`, tone: "warn" };
}

export const CONSENT_TEXT: Readonly<Record<SongWriter["consent"], string>> = {
  pending: "Pending",
  accepted: "Accepted",
  declined: "Declined",
};

export const CONSENT_TONE: Readonly<Record<SongWriter["consent"], Tone>> = {
  pending: "none",
  accepted: "ok",
  declined: "warn",
};

/** A bid's states in the order the buy requests' tabs show them. */
export const BID_STATES: readonly BidStatus[] = [
  "pending",
  "approved",
  "completed",
  "declined",
  "withdrawn",
  "expired",
  "cancelled",
];

export const BID_TEXT: Readonly<Record<BidStatus, string>> = {
  pending: "Pending",
  approved: "Approved",
  completed: "Completed",
  declined: "Declined",
  withdrawn: "Withdrawn",
  expired: "Expired",
  cancelled: "Cancelled",
};

export const BID_TONE: Readonly<Record<BidStatus, Tone>> = {
  pending: "none",
  approved: "ok",
  completed: "ok",
  declined: "warn",
  withdrawn: "none",
  expired: "none",
  cancelled: "warn",
};

/** A badge's class for a tone. */
export const toneClass = (tone: Tone) => (tone === "none" ? "badge" : `badge badge--${tone}`);
