import type { Db } from "../../kit/db";

/**
 * What building views needs: the database, the media signing secret, who is looking (their own
 * reactions and what they may see) and one clock reading so every URL of a response expires together.
 */
export interface ViewContext {
  db: Db;
  env: { MEDIA_SIGNING_KEY?: string };
  viewerId: string;
  /** Admins see unlisted items too. */
  isAdmin?: boolean;
  /** Epoch milliseconds. */
  now: number;
}

export const viewer = (ctx: ViewContext) => ({ id: ctx.viewerId, isAdmin: ctx.isAdmin });

/** Rows keyed by id, re-emitted in the order of `ids` (missing ones dropped). */
export function inOrder<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A joined lookup (genre, mood, origin) as `{ id, title }`, or null when unset or its row is gone. */
export const lookupRef = (id: string | null, title: string | null) =>
  id && title !== null ? { id, title } : null;
