import { eq, sql } from "drizzle-orm";
import type { Statement } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { users } from "../accounts/schema";
import { artists } from "../catalogue/schema";

/** Where a creator's releases are credited, and the statement that creates it when it does not exist yet. */
export interface CreatorArtist {
  artistId: string;
  /** Include in the batch that first needs the artist; null when the creator already has one. */
  create: Statement | null;
}

/**
 * The artist profile a creator's uploads and albums belong to. A creator without one gets a profile named
 * after their account, created inside the batch of their first upload or album. Its id derives from the
 * user's, and the insert is conditional, so two first uploads at once create one profile, not two.
 *
 * @example const { artistId, create } = await creatorArtist(db, userId, now); await d1Batch(db, [...(create ? [create] : []), insertTrack(artistId)]);
 */
export async function creatorArtist(db: Db, userId: string, now: Date): Promise<CreatorArtist> {
  const [existing] = await db
    .select({ id: artists.id })
    .from(artists)
    .where(eq(artists.userId, userId))
    .orderBy(artists.createdAt)
    .limit(1);
  if (existing) return { artistId: existing.id, create: null };
  const artistId = `art_${userId}`;
  const at = now.getTime();
  const create = sql`insert into ${artists} (id, user_id, name, country, status, created_at, updated_at)
    select ${artistId}, ${users.id}, ${users.name}, ${users.country}, 1, ${at}, ${at} from ${users}
    where ${users.id} = ${userId} and not exists (select 1 from ${artists} where user_id = ${userId})
    on conflict (id) do nothing`;
  return { artistId, create };
}
