import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reactions } from "../../db/schema";
import type { SubjectType } from "../../db/schema/engagement/subjects";
import { chunked } from "../catalogue/chunks";

export type ReactionKind = "like" | "save" | "follow";

/**
 * The viewer's own reactions to a batch of subjects, as `id → kinds that are on` (only `kinds` asked
 * for), read live: one indexed query per 80 ids (primary key prefix user_id, kind, subject_type,
 * subject_id), never one per row.
 *
 * @example const flags = await loadReactionFlags(db, viewerId, "track", ids); flags.get(id)?.has("like")
 */
export async function loadReactionFlags(
  db: Db,
  userId: string,
  subjectType: SubjectType,
  ids: readonly string[],
  kinds: readonly ReactionKind[] = ["like", "save"],
): Promise<Map<string, Set<ReactionKind>>> {
  const parts = await Promise.all(
    chunked(ids).map((part) =>
      db
        .select({ id: reactions.subjectId, kind: reactions.kind })
        .from(reactions)
        .where(
          and(
            eq(reactions.userId, userId),
            inArray(reactions.kind, [...kinds]),
            eq(reactions.subjectType, subjectType),
            inArray(reactions.subjectId, part),
          ),
        ),
    ),
  );
  const flags = new Map<string, Set<ReactionKind>>();
  for (const row of parts.flat()) {
    const on = flags.get(row.id) ?? new Set<ReactionKind>();
    on.add(row.kind as ReactionKind);
    flags.set(row.id, on);
  }
  return flags;
}
