import { and, eq } from "drizzle-orm";
import type { Db } from "../../kit/db";
import type { SubjectType } from "./contract";
import { dailyPlays, reactions } from "./schema";

/**
 * The statements that delete what engagement keeps of subject `type`/`id` by polymorphic key (its
 * reactions and daily plays, which no foreign key cascades), for the owner's delete batch.
 */
export function forgetSubjectStatements(db: Db, type: SubjectType, id: string) {
  return [
    db.delete(reactions).where(and(eq(reactions.subjectType, type), eq(reactions.subjectId, id))),
    db.delete(dailyPlays).where(and(eq(dailyPlays.subjectType, type), eq(dailyPlays.subjectId, id))),
  ] as const;
}
