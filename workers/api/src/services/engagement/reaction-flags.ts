import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reactions } from "../../db/schema";
import type { SubjectType } from "../../db/schema/engagement/subjects";
import { PerUserCache } from "../accounts/viewer-epoch";
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
  const keys = ids.map((id) => cacheKey(userId, subjectType, id));
  const idOf = new Map(keys.map((key, i) => [key, ids[i] as string]));
  const known = await cache.load(
    keys,
    async (missing) => {
      const wanted = missing.map((key) => idOf.get(key) as string);
      const parts = await Promise.all(
        chunked(wanted).map((part) => flagRowsQuery(db, userId, subjectType, part)),
      );
      const on = new Map(missing.map((key) => [key, new Set<ReactionKind>()]));
      for (const row of parts.flat()) on.get(cacheKey(userId, subjectType, row.id))?.add(row.kind);
      const expires = now + FLAGS_TTL_MS;
      return new Map([...on].map(([key, value]) => [key, { value, userId, expires }]));
    },
    now,
  );
  const flags = new Map<string, Set<ReactionKind>>();
  ids.forEach((id, i) => {
    const on = known.get(keys[i] as string);
    const wanted = new Set(kinds.filter((kind) => on?.has(kind)));
    if (wanted.size > 0) flags.set(id, wanted);
  });
  return flags;
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
