// The song editor's writers: one row per writer, posted as `writers.<n>.<part>`. The first row is the
// owner's own ("You", `owner`), a stored co-writer is named by `user_id`, a new one by `who` (an e-mail or
// a Ngoma user id); each has a whole-percent `split`. The splits must add up to 100 before anything is
// sent, as the api's contract says (features/songs/contract WriterInput).
import { z } from "zod";
import type { CreateSongBody, SongWriter } from "../api/contract";

/** The api's limit on a song's writers. */
export const WRITERS_MAX = 10;
const WHO_MAX = 254;

/** A row as posted: the owner's, a stored co-writer's (`user_id`, `name`) or a new one's (`who`). */
export interface WriterRow {
  owner: boolean;
  user_id: string;
  who: string;
  split: string;
  /** Shown only (a stored co-writer's name); never posted. */
  name?: string;
}

/** The field of a row's part: `writers.2.split`. */
export const writerField = (index: number, part: "owner" | "user_id" | "who" | "split") =>
  `writers.${index}.${part}`;

/** The rows of a posted form (its string fields), in the order of their numbers. */
export function readWriterRows(fields: Record<string, unknown>): WriterRow[] {
  const rows = new Map<number, WriterRow>();
  for (const [key, value] of Object.entries(fields)) {
    const match = /^writers\.(\d{1,2})\.(owner|user_id|who|split)$/.exec(key);
    if (!match || typeof value !== "string") continue;
    const index = Number(match[1]);
    const row = rows.get(index) ?? { owner: false, user_id: "", who: "", split: "" };
    if (match[2] === "owner") row.owner = value === "true";
    else row[match[2] as "user_id" | "who" | "split"] = value.trim();
    rows.set(index, row);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

/** A split as typed → whole percent, or null unless it is 1 to 100. */
export function readSplit(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const split = Number(text.trim());
  return split >= 1 && split <= 100 ? split : null;
}

/** The running total of the splits typed so far (one not yet a percent counts 0). */
export const splitTotal = (splits: readonly string[]) =>
  splits.reduce((sum, s) => sum + (readSplit(s) ?? 0), 0);

const isEmail = (text: string) => z.email().safeParse(text).success;

/** Who a row names, as a key for spotting a writer listed twice. */
const identity = (row: WriterRow) => (row.owner ? "owner" : (row.user_id || row.who).toLowerCase());

/**
 * Why the rows cannot be sent, per field ("writers" for the list as a whole); empty when they can.
 *
 * @example writersProblems([{ owner: true, user_id: "", who: "", split: "60" }]).writers // "Splits must add up to 100% (they add up to 60%)."
 */
export function writersProblems(rows: readonly WriterRow[]): Record<string, string> {
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    if (readSplit(row.split) === null)
      problems[writerField(i, "split")] = "A split is a whole percent from 1 to 100.";
    if (row.owner || row.user_id) {
      // Known writers: only a repeat can be wrong.
    } else if (!row.who) {
      problems[writerField(i, "who")] = "Enter the co-writer's e-mail or Ngoma user id.";
    } else if (row.who.length > WHO_MAX || (row.who.includes("@") && !isEmail(row.who))) {
      problems[writerField(i, "who")] = "Not an e-mail address.";
    }
    const id = identity(row);
    if (id && seen.has(id)) problems[writerField(i, "who")] = "Each writer can be listed once.";
    seen.add(id);
  });
  const total = splitTotal(rows.map((r) => r.split));
  if (rows.length === 0) problems.writers = "List at least one writer (you).";
  else if (rows.length > WRITERS_MAX) problems.writers = `A song has at most ${WRITERS_MAX} writers.`;
  else if (!rows.some((r) => r.owner)) problems.writers = "You must be one of the writers.";
  else if (total !== 100) problems.writers = `Splits must add up to 100% (they add up to ${total}%).`;
  return problems;
}

/** The rows as the api's `writers` (checked first by writersProblems); the owner's row is `ownerId`. */
export function writersBody(rows: readonly WriterRow[], ownerId: string): CreateSongBody["writers"] {
  return rows.map((row) => {
    const split = readSplit(row.split) ?? 0;
    if (row.owner) return { user_id: ownerId, split };
    if (row.user_id) return { user_id: row.user_id, split };
    return row.who.includes("@") ? { email: row.who.toLowerCase(), split } : { user_id: row.who, split };
  });
}

/**
 * The rows an editor starts with: a stored song's writers (the owner's first), or the owner alone at
 * 100% for a new song.
 */
export function writerRowsFrom(writers?: readonly SongWriter[]): WriterRow[] {
  if (!writers?.length) return [{ owner: true, user_id: "", who: "", split: "100" }];
  const ordered = [...writers].sort((a, b) => Number(b.is_owner) - Number(a.is_owner));
  return ordered.map((w) => ({
    owner: w.is_owner,
    user_id: w.is_owner ? "" : w.user_id,
    who: "",
    split: String(w.split),
    name: w.name,
  }));
}
