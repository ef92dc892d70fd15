import type { SubjectType } from "../../db/schema/engagement/subjects";
import { InFlight } from "../../lib/in-flight";
import { TtlMap } from "../../lib/ttl-map";
import { loadReactionFlags, type ReactionKind } from "../engagement/reaction-flags";
import { isBigCatalogue } from "./ranked-lists";
import type { ViewContext } from "./view-context";

/**
 * How long the viewer-independent row of a listed item (title, artist, cover, counters…) is shared by
 * every request of an isolate on a big catalogue. Counters may lag this long in other isolates; the
 * viewer's own flags never do in this one (reaction-flags.ts). See docs/decisions/0303.
 */
export const SHARED_ROW_TTL_MS = 10_000;
const MAX_ENTRIES = 20_000;

/** A row that can be shared: `listed` is the SQL listed condition evaluated in the same select (0/1). */
export interface ShareableRow {
  id: string;
  listed: number | boolean;
}

const rows = new TtlMap<ShareableRow>(MAX_ENTRIES);
/** Loads in flight, tagged with the `forgets` count when each began. */
const flights = new InFlight<ShareableRow, number>();
/** Moves on every forgetSharedRow: a load that overlapped one may hold the row from before the write. */
let forgets = 0;

/**
 * Rows for `ids` (any order; callers re-order with `inOrder`): shared hits, plus `load(missing)` for the
 * rest, whose listed rows are then shared. Rows `mine(row)` says the viewer owns or manages are never
 * taken from the cache, so owners always see their own edits at once; nor is anything when `share` is
 * false (small catalogues stay exact, and so do the tests).
 *
 * @example const rows = await sharedRows("album", ids, big, (missing) => selectAlbums(missing), (r) => r.ownerId === viewerId);
 */
export async function sharedRows<R extends ShareableRow>(
  kind: string,
  ids: readonly string[],
  share: boolean,
  load: (missing: readonly string[]) => Promise<R[]>,
  mine: (row: R) => boolean,
  now = Date.now(),
): Promise<R[]> {
  if (!share) return load(ids);
  const found: R[] = [];
  const missing: string[] = [];
  for (const id of ids) {
    const key = `${kind}:${id}`;
    const hit = rows.get(key, now) as R | undefined;
    if (hit && !mine(hit)) found.push(hit);
    else missing.push(key);
  }
  if (missing.length === 0) return found;
  // Another request's load of the same rows is joined only for what this request could have taken from
  // the cache: a listed row, not the viewer's own, from a load no write overlapped. Anything else (the
  // other viewer could not see it, it failed, it is this viewer's) is read again with this viewer's load.
  const loaded = await flights.load(missing, {
    tag: () => forgets,
    usable: (row, began) => began === forgets && Boolean(row.listed) && !mine(row as R),
    read: async (keys, began) => {
      const read = await load(keys.map((key) => key.slice(kind.length + 1)));
      const overlappedAWrite = forgets !== began;
      for (const row of read) {
        const key = `${kind}:${row.id}`;
        if (row.listed && !overlappedAWrite) rows.set(key, row, now + SHARED_ROW_TTL_MS);
        else rows.delete(key);
      }
      return new Map(read.map((row) => [`${kind}:${row.id}`, row]));
    },
  });
  return [...found, ...(loaded.values() as Iterable<R>)];
}

/**
 * What every view of a batch of items reads, side by side: their rows through `sharedRows` (shared only
 * on a big catalogue, never the viewer's own) and the viewer's reactions to them (`kinds`, like and
 * save by default).
 *
 * @example const { rows, flags } = await rowsAndFlags(ctx, "album", ids, (missing) => selectAlbums(ctx, missing), isMine);
 */
export async function rowsAndFlags<R extends ShareableRow>(
  ctx: ViewContext,
  subject: Extract<SubjectType, "track" | "album" | "artist" | "playlist">,
  ids: readonly string[],
  load: (missing: readonly string[]) => Promise<R[]>,
  mine: (row: R) => boolean,
  kinds?: readonly ReactionKind[],
) {
  const share = await isBigCatalogue(ctx.db);
  const [rows, flags] = await Promise.all([
    sharedRows(subject, ids, share, load, mine),
    loadReactionFlags(ctx.db, ctx.viewerId, subject, ids, kinds),
  ]);
  return { rows, flags };
}

/**
 * Drops the shared row of one item in this isolate (after a write to it, e.g. its counters), so the
 * writer's next read there is exact; rows loaded while it happened are not shared either, since they
 * may have been read before the write.
 *
 * @example forgetSharedRow("track", trackId);
 */
export function forgetSharedRow(kind: string, id: string): void {
  forgets += 1;
  rows.delete(`${kind}:${id}`);
}
