import { sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { forbidden } from "../../kit/errors";

/* Who may do what with written songs (issue #35): writers manage them, creators of any kind buy them. */

/** Throws 403 unless `userId` is a creator of the songwriter kind. */
export async function assertSongwriter(db: Db, userId: string): Promise<void> {
  const row = await db.get<{ ok: number }>(
    sql`select 1 as ok from user_roles where user_id = ${userId} and role = 'creator' and kind = 'songwriter'`,
  );
  if (!row) throw forbidden("Only songwriters can manage written songs.");
}

/** Why a non-creator gets 403 on the song market (it lives in the creator area). */
export const CREATORS_ONLY = "The song market is for creators. The free Artist upgrade opens it.";
