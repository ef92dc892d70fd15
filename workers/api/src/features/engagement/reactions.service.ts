import { and, eq, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { d1Batch } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { albums, artists, tracks } from "../catalogue/schema";
import { nonstops, playlists } from "../collections/schema";
import type { ReactionKind } from "./reaction-flags";
import type { SubjectType } from "./schema";
import { reactions } from "./schema";

type Counters = Partial<Record<ReactionKind, SQLiteColumn>>;

interface SubjectTable {
  table: SQLiteTable;
  id: SQLiteColumn;
  counters: Counters;
}

/**
 * Which table and counter column each (subject type, reaction kind) maps to. A kind missing here is not
 * offered for that subject (tracks, playlists and nonstops cannot be followed).
 */
export const REACTION_SUBJECTS: Record<SubjectType, SubjectTable> = {
  track: { table: tracks, id: tracks.id, counters: { like: tracks.likeCount, save: tracks.saveCount } },
  album: {
    table: albums,
    id: albums.id,
    counters: { like: albums.likeCount, save: albums.saveCount, follow: albums.followerCount },
  },
  artist: {
    table: artists,
    id: artists.id,
    counters: { like: artists.likeCount, save: artists.saveCount, follow: artists.followerCount },
  },
  playlist: {
    table: playlists,
    id: playlists.id,
    counters: { like: playlists.likeCount, save: playlists.saveCount },
  },
  nonstop: {
    table: nonstops,
    id: nonstops.id,
    counters: { like: nonstops.likeCount, save: nonstops.saveCount },
  },
};

export interface SetReactionInput {
  userId: string;
  kind: ReactionKind;
  subjectType: SubjectType;
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
export async function setReaction(db: Db, input: SetReactionInput): Promise<{ on: boolean; count: number }> {
  const subject = REACTION_SUBJECTS[input.subjectType];
  const counter = subject.counters[input.kind];
  if (!counter) throw new Error(`A ${input.subjectType} cannot be given a ${input.kind}.`);
  const key = and(
    eq(reactions.userId, input.userId),
    eq(reactions.kind, input.kind),
    eq(reactions.subjectType, input.subjectType),
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
          subjectType: input.subjectType,
          subjectId: input.subjectId,
          createdAt: new Date(),
        })
        .onConflictDoNothing()
    : db.delete(reactions).where(key);
  const exact = sql`(select count(*) from ${reactions} where ${reactions.subjectType} = ${input.subjectType}
    and ${reactions.subjectId} = ${input.subjectId} and ${reactions.kind} = ${input.kind})`;
  const column = sql.identifier(counter.name);
  const [, , read] = await d1Batch(db, [
    change,
    sql`update ${subject.table} set ${column} = ${exact} where ${subject.id} = ${input.subjectId}`,
    sql`select ${column} as count from ${subject.table} where ${subject.id} = ${input.subjectId}`,
  ]);
  return { on, count: Number(read?.results[0]?.count ?? 0) };
}
