import { and, eq } from "drizzle-orm";
import type { Db } from "../../kit/db";
import type { SubjectType } from "./contract";
import {
  dailyMetrics,
  dailyPlayCountries,
  dailyPlaySources,
  dailyPlays,
  listenerDays,
  reactions,
} from "./schema";

/**
 * The statements that delete what engagement keeps of subject `type`/`id` by polymorphic key (its
 * reactions, daily plays and daily metrics, which no foreign key cascades), for the owner's delete batch.
 * The metrics rows go after the reactions: deleting a reaction writes today's metrics row (0016).
 */
export function forgetSubjectStatements(db: Db, type: SubjectType, id: string) {
  return [
    db.delete(reactions).where(and(eq(reactions.subjectType, type), eq(reactions.subjectId, id))),
    db.delete(dailyPlays).where(and(eq(dailyPlays.subjectType, type), eq(dailyPlays.subjectId, id))),
    db.delete(dailyMetrics).where(and(eq(dailyMetrics.subjectType, type), eq(dailyMetrics.subjectId, id))),
    db.delete(listenerDays).where(and(eq(listenerDays.subjectType, type), eq(listenerDays.subjectId, id))),
    db
      .delete(dailyPlayCountries)
      .where(and(eq(dailyPlayCountries.subjectType, type), eq(dailyPlayCountries.subjectId, id))),
    db
      .delete(dailyPlaySources)
      .where(and(eq(dailyPlaySources.subjectType, type), eq(dailyPlaySources.subjectId, id))),
  ] as const;
}
