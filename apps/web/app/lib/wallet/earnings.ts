// How money owed to the user reads on the payment requests page: the market, the state and its badge.
import type { Earning } from "../api/contract";

const MARKET_LABELS: Record<Earning["market"], string> = {
  beats: "Beat licence",
  songs: "Written song",
  studio: "Studio booking",
  campaigns: "Promotion",
};

const STATE_LABELS: Record<Earning["state"], string> = {
  held: "Held in escrow",
  paid: "Paid to your wallet",
  refunded: "Refunded to the buyer",
};

export const marketLabel = (market: Earning["market"]): string => MARKET_LABELS[market];

export const earningStateLabel = (state: Earning["state"]): string => STATE_LABELS[state];

/** The badge of a state: paid green, held amber (it waits for delivery), refunded plain. */
export function earningTone(state: Earning["state"]): string {
  if (state === "paid") return "badge badge--ok";
  if (state === "held") return "badge badge--warn";
  return "badge";
}

/** "33 %" for a share of a split order; null for a sole seller (10,000 basis points). */
export function shareLabel(shareBps: number): string | null {
  if (shareBps >= 10_000) return null;
  const percent = shareBps / 100;
  return `${Number.isInteger(percent) ? percent : percent.toFixed(2)} %`;
}

/** What the item is called: the snapshot's title, else the market's word for it. */
export const earningTitle = (earning: Pick<Earning, "title" | "market">): string =>
  earning.title || marketLabel(earning.market);
