import { and, eq, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { d1Batch } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import type { SubjectType } from "./contract";
import type { ReactionKind } from "./reaction-flags";
import { reactions } from "./schema";

/**
 * What can be reacted to, described by the feature that owns its table (the catalogue for tracks,
 * albums and artists, collections for playlists and non-stops): engagement keeps the reactions and
 * refreshes the counter column it is handed, so it never imports another feature's tables. A kind
 * missing from `counters` is not offered for that subject (tracks, playlists and non-stops cannot be
 * followed).
 */
export interface ReactionSubject {
  type: SubjectType;
  table: SQLiteTable;
  id: SQLiteColumn;
  counters: Partial<Record<ReactionKind, SQLiteColumn>>;
}

export interface SetReactionInput {
  userId: string;
  kind: ReactionKind;
  subjectId: string;
  /** The state to set; omitted = flip the current state. */
  value?: boolean;
}

/**
 * Turns a like/save/follow on or off and returns the new state with the subject's exact count.
 * The change and the counter refresh run in one D1 batch (one transaction): the row is inserted-or-
 * ignored or deleted (the primary key makes it idempotent), then the counter column is set to the
 * count(*) of reactions rather than incremented, so retries and races can never drift it.
 * The caller checks that the viewer may see the subject first.
 */
export async function setReaction(
  db: Db,
  subject: ReactionSubject,
  input: SetReactionInput,
): Promise<{ on: boolean; count: number }> {
  const counter = subject.counters[input.kind];
  if (!counter) throw new Error(`A ${subject.type} cannot be given a ${input.kind}.`);
  const key = and(
    eq(reactions.userId, input.userId),
    eq(reactions.kind, input.kind),
    eq(reactions.subjectType, subject.type),
    eq(reactions.subjectId, input.subjectId),
  );
  let on = input.value;
  if (on === undefined) {
    const existing = await db.select({ id: reactions.subjectId }).from(reactions).where(key).limit(1);
    on = existing.length === 0;
  }
  const change = on
    ? db
        .insert(reactions)
        .values({
          userId: input.userId,
          kind: input.kind,
          subjectType: subject.type,
          subjectId: input.subjectId,
          createdAt: new Date(),
        })
        .onConflictDoNothing()
    : db.delete(reactions).where(key);
  const exact = sql`(select count(*) from ${reactions} where ${reactions.subjectType} = ${subject.type}
    and ${reactions.subjectId} = ${input.subjectId} and ${reactions.kind} = ${input.kind})`;
  const column = sql.identifier(counter.name);
  const [, , read] = await d1Batch(db, [
    change,
    sql`update ${subject.table} set ${column} = ${exact} where ${subject.id} = ${input.subjectId}`,
    sql`select ${column} as count from ${subject.table} where ${subject.id} = ${input.subjectId}`,
  ]);
  return { on, count: Number(read?.results[0]?.count ?? 0) };
}
