import { and, count, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { sessions } from "../accounts/schema";

/** The sessions of `userId` neither revoked nor expired at `now`. */
export async function activeSessionCount(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row?.n ?? 0;
}
