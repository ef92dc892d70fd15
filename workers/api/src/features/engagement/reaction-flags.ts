import { sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { SubjectType } from "./contract";
import { reactions } from "./schema";

export type ReactionKind = "like" | "save" | "follow";

/**
 * Whether the viewer has reaction `kind` on the row whose id is `id`, as 0/1, for the select list of the
 * row's own statement: one probe of the reactions primary key (user_id, kind, subject_type, subject_id)
 * per row returned, so a page and its flags are one statement. Kind and type are fixed literals (never
 * request input), written inline to keep bound parameters for the ids (D1 allows 100).
 *
 * @example db.select({ id: tracks.id, liked: reactedBy(viewerId, "like", "track", tracks.id) }).from(tracks)
 */
export function reactedBy(viewerId: string, kind: ReactionKind, subjectType: SubjectType, id: SQLiteColumn) {
  return sql<number>`exists(select 1 from ${reactions} where ${reactions.userId} = ${viewerId}
    and ${reactions.kind} = ${sql.raw(`'${kind}'`)} and ${reactions.subjectType} = ${sql.raw(`'${subjectType}'`)}
    and ${reactions.subjectId} = ${id})`;
}
