import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reactions } from "../../db/schema";
import type { SubjectType } from "../../db/schema/engagement/subjects";
import { InFlight } from "../../lib/in-flight";
import { epochClock, isCurrent, PerUserCache } from "../accounts/viewer-epoch";
import { chunked } from "../catalogue/chunks";

export type ReactionKind = "like" | "save" | "follow";
const ALL_KINDS: readonly ReactionKind[] = ["like", "save", "follow"];

/**
 * How long a viewer's flags on one subject are reused within an isolate. The viewer's own reactions
 * void them at once there (viewer-epoch.ts); another isolate may show a just-changed flag for up to this
 * long, which the web player already covers with what it knows it just did (docs/decisions/0303).
 */
export const FLAGS_TTL_MS = 10_000;
const MAX_ENTRIES = 50_000;
const cache = new PerUserCache<ReadonlySet<ReactionKind>>(MAX_ENTRIES);
/** Loads in flight, tagged with the epoch clock noted before each began. */
const flights = new InFlight<ReadonlySet<ReactionKind>, number>();
const cacheKey = (userId: string, type: SubjectType, id: string) => `${userId}\u0000${type}\u0000${id}`;

/**
 * The viewer's own reactions to a batch of subjects, as `id → kinds that are on` (only `kinds` asked
 * for). Subjects not cached are read in one indexed query per 80 ids (primary key prefix user_id, kind,
 * subject_type, subject_id), never one per row, and all three kinds are kept so any later ask is a hit.
 *
 * @example const flags = await loadReactionFlags(db, viewerId, "track", ids); flags.get(id)?.has("like")
 */
export async function loadReactionFlags(
  db: Db,
  userId: string,
  subjectType: SubjectType,
  ids: readonly string[],
  kinds: readonly ReactionKind[] = ["like", "save"],
  now = Date.now(),
): Promise<Map<string, Set<ReactionKind>>> {
  const known = new Map<string, ReadonlySet<ReactionKind>>();
  const joining: string[] = [];
  const missing: string[] = [];
  for (const id of ids) {
    const key = cacheKey(userId, subjectType, id);
    const hit = cache.get(key, now);
    if (hit) known.set(id, hit);
    else if (joinable(userId, flights.tagOf(key))) joining.push(id);
    else missing.push(id);
  }
  // Own load and joins run side by side; a key a join got no answer for is read once more, alone.
  const own = missing.length > 0 ? load(db, userId, subjectType, missing, now) : undefined;
  const joined = await flights.join(joining.map((id) => cacheKey(userId, subjectType, id)));
  const again = joining.filter((id, i) => {
    const on = joined[i];
    if (on) known.set(id, on);
    return !on;
  });
  const loaded = await Promise.all([
    own,
    again.length > 0 ? load(db, userId, subjectType, again, now) : undefined,
  ]);
  for (const byId of loaded) for (const [id, on] of byId ?? []) known.set(id, on);
  return onlyKinds(known, kinds);
}

/** A load in flight is as good as a cache entry while its user has not been touched since it began. */
const joinable = (userId: string, noted: number | undefined) =>
  noted !== undefined && isCurrent(userId, noted);

/**
 * Reads and caches the flags of `ids` (answered by id), visible in flight to concurrent requests under
 * the epoch clock noted before reading.
 */
async function load(db: Db, userId: string, subjectType: SubjectType, ids: readonly string[], now: number) {
  const noted = epochClock();
  const keys = ids.map((id) => cacheKey(userId, subjectType, id));
  const read = Promise.all(chunked(ids).map((part) => flagRowsQuery(db, userId, subjectType, part))).then(
    (parts) => remember(userId, subjectType, ids, parts.flat(), noted, now),
  );
  const byKey = await flights.track(keys, noted, read);
  return new Map(ids.map((id, i) => [id, byKey.get(keys[i] as string) ?? new Set<ReactionKind>()]));
}

interface FlagRow {
  id: string;
  kind: ReactionKind;
}

/** The query for the viewer's reactions to at most 80 subjects (all kinds, so cache entries are whole). */
function flagRowsQuery(db: Db, userId: string, subjectType: SubjectType, ids: readonly string[]) {
  return db
    .select({ id: reactions.subjectId, kind: reactions.kind })
    .from(reactions)
    .where(
      and(
        eq(reactions.userId, userId),
        inArray(reactions.kind, [...ALL_KINDS]),
        eq(reactions.subjectType, subjectType),
        inArray(reactions.subjectId, [...ids]),
      ),
    );
}

function remember(
  userId: string,
  subjectType: SubjectType,
  ids: readonly string[],
  rows: readonly FlagRow[],
  noted: number,
  now: number,
): Map<string, ReadonlySet<ReactionKind>> {
  const byId = new Map<string, Set<ReactionKind>>(ids.map((id) => [id, new Set<ReactionKind>()]));
  for (const row of rows) byId.get(row.id)?.add(row.kind);
  const byKey = new Map<string, ReadonlySet<ReactionKind>>();
  for (const [id, on] of byId) {
    const key = cacheKey(userId, subjectType, id);
    cache.set(key, userId, on, noted, now + FLAGS_TTL_MS);
    byKey.set(key, on);
  }
  return byKey;
}

function onlyKinds(known: ReadonlyMap<string, ReadonlySet<ReactionKind>>, kinds: readonly ReactionKind[]) {
  const flags = new Map<string, Set<ReactionKind>>();
  for (const [id, on] of known) {
    const wanted = new Set(kinds.filter((kind) => on.has(kind)));
    if (wanted.size > 0) flags.set(id, wanted);
  }
  return flags;
}
