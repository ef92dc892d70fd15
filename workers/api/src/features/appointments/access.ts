import { sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { forbidden } from "../../kit/errors";

/* Who may do what with studios (issue #36): producers keep one; creators of any kind book them. */

/** Throws 403 unless `userId` is a creator of the producer kind. */
export async function assertProducer(db: Db, userId: string): Promise<void> {
  const row = await db.get<{ ok: number }>(
    sql`select 1 as ok from user_roles where user_id = ${userId} and role = 'creator' and kind = 'producer'`,
  );
  if (!row) throw forbidden("Only producers keep a studio.");
}

/** Why a non-creator gets 403: studios are booked from the creator area. */
export const CREATORS_ONLY = "Studio bookings are for creators. The free Artist upgrade opens them.";

/** Throws 403 unless `userId` is a creator (any kind): the payment route has no area guard of its own. */
export async function assertCreator(db: Db, userId: string): Promise<void> {
  const row = await db.get<{ ok: number }>(
    sql`select 1 as ok from user_roles where user_id = ${userId} and role = 'creator' limit 1`,
  );
  if (!row) throw forbidden(CREATORS_ONLY);
}
