// What the song market's pages say: the api's own `msg` wins where it sends one (these are its words, as
// fallbacks), and the web's sentences for a bid's states and a song's writers.
import type { BidStatus, MarketSong } from "../api/contract";

export const SONG_MARKET_MESSAGES = {
  bid: "Song bid placed successfully!",
  raise: "Purchase details updated successfully",
  withdraw: "Purchase record deleted successfully",
  complete: "Purchase completed successfully",
} as const;

export const BID_STATUS_LABELS: Readonly<Record<BidStatus, string>> = {
  pending: "Pending",
  approved: "Approved",
  completed: "Completed",
  declined: "Declined",
  withdrawn: "Withdrawn",
  expired: "Expired",
  cancelled: "Cancelled by the seller",
};

/** What a bid's state means for its bidder's money, one sentence each. */
export const BID_STATUS_TEXT: Readonly<Record<BidStatus, string>> = {
  pending: "Waiting for a writer's answer. The amount and fee are held on your wallet, not paid.",
  approved:
    "A writer approved your bid. Confirm delivery to pay the writers; otherwise it completes by itself.",
  completed: "Bought. The full lyrics and the contract are yours.",
  declined: "Declined. Its hold was released: nothing was paid.",
  withdrawn: "Withdrawn. Its hold was released: nothing was paid.",
  expired: "Expired after 30 days. Its hold was released: nothing was paid.",
  cancelled: "The seller cancelled the deal. Its hold was released: nothing was paid.",
};

/** The writers and their splits in one line: "Amara Nabirye 60%, Kato Beats 40%". */
export function writersLine(writers: readonly Pick<MarketSong["writers"][number], "name" | "split">[]) {
  return writers.map((w) => `${w.name} ${w.split}%`).join(", ");
}

/** "1 open bid", "3 open bids", "No open bids". */
export function openBidsText(count: number): string {
  if (count === 0) return "No open bids";
  return `${count.toLocaleString("en-US")} open ${count === 1 ? "bid" : "bids"}`;
}
