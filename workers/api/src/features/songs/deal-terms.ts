import type { ContractTerms } from "../commerce";
import type { SongRights } from "./contract";

/*
 * A song deal's terms as approved (issue #35): the snapshot the rights-assignment contract is drawn from,
 * so a later edit of the song never reaches a deal already struck. Pure.
 */

export interface DealTerms extends Omit<ContractTerms, "contract_number" | "sold_at"> {
  song_id: string;
  writers: { user_id: string; name: string; split: number }[];
  lyrics_lines: number;
  approved_at: string;
}

const percentList = (writers: DealTerms["writers"]) => writers.map((w) => `${w.name} ${w.split}%`).join(", ");

/** The terms of a deal on `song` at `amount` cents approved at `approvedAt`. */
export function dealTerms(input: {
  song: { id: string; title: string; lyrics: string; language: string; demoTrackId: string | null };
  writers: SongRights["writers"];
  buyer: string;
  amount: number;
  fee: number;
  approvedAt: number;
}): DealTerms {
  const writers = input.writers.map((w) => ({ user_id: w.user_id, name: w.name, split: w.split }));
  return {
    song_id: input.song.id,
    title: input.song.title,
    seller: writers.map((w) => w.name).join(", "),
    buyer: input.buyer,
    tier: "Assignment of the song's rights",
    price_cents: input.amount,
    fee_cents: input.fee,
    writers,
    lyrics_lines: input.song.lyrics.split(/\r?\n/).length,
    approved_at: new Date(input.approvedAt).toISOString(),
    rights: {
      "Writers and splits": percentList(writers),
      "Rights assigned": "Exclusive right to record, release and exploit the song worldwide",
      Credit: "The writers are credited as the song's writers on every release",
      Delivered: `Full lyrics (${input.song.language})${input.song.demoTrackId ? " and the demo recording" : ""}`,
      Term: "Perpetual",
    },
  };
}

/** The contract of a completed deal: its terms as approved, numbered by its order and dated by completion. */
export function contractTerms(terms: DealTerms, orderId: string, soldAt: number): ContractTerms & DealTerms {
  return { ...terms, contract_number: orderId, sold_at: new Date(soldAt).toISOString() };
}
