import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { albums, artists, tracks } from "../catalogue/schema";
import type { CreatorStats } from "./albums.contract";
import { creatorStorage } from "./schema";
import { DEFAULT_QUOTA_BYTES } from "./uploads/limits";

/** Who asks for a creator's figures. */
export interface StatsViewer {
  userId: string;
  isAdmin: boolean;
}

/**
 * A creator's catalogue at a glance (`creator-stats/{userId}`): track and album counts by state, the
 * storage used against the quota (5 GiB when the creator has stored nothing yet), and totals: plays of
 * their tracks (an album's plays are its tracks' plays, so they are not added again), likes and saves of
 * their tracks and albums, followers of their artist profiles. Only the creator or an admin may read
 * them; anyone else gets the 404 a missing creator gets. Four aggregate reads over the creator's own
 * rows (owner indexes), issued together.
 *
 * @example await creatorStats(db, { userId, isAdmin: false }, userId)
 */
export async function creatorStats(db: Db, viewer: StatsViewer, userId: string): Promise<CreatorStats> {
  if (viewer.userId !== userId && !viewer.isAdmin) throw notFound("Creator");
  const n = (expression: ReturnType<typeof sql>) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);
  const [[t], [a], [storage], [followers]] = await Promise.all([
    db
      .select({
        total: n(sql`count(*)`),
        published: n(sql`sum(${tracks.publication} = 'published')`),
        drafts: n(sql`sum(${tracks.publication} = 'draft')`),
        processing: n(sql`sum(${tracks.processing} in ('uploading', 'processing'))`),
        failed: n(sql`sum(${tracks.processing} = 'failed')`),
        plays: n(sql`sum(${tracks.playCount})`),
        likes: n(sql`sum(${tracks.likeCount})`),
        saves: n(sql`sum(${tracks.saveCount})`),
      })
      .from(tracks)
      .where(and(eq(tracks.ownerUserId, userId), eq(tracks.purpose, "music"))),
    db
      .select({
        total: n(sql`count(*)`),
        published: n(sql`sum(${albums.publication} = 'published')`),
        likes: n(sql`sum(${albums.likeCount})`),
        saves: n(sql`sum(${albums.saveCount})`),
      })
      .from(albums)
      .where(eq(albums.ownerUserId, userId)),
    db.select().from(creatorStorage).where(eq(creatorStorage.userId, userId)).limit(1),
    db
      .select({ n: n(sql`sum(${artists.followerCount})`) })
      .from(artists)
      .where(eq(artists.userId, userId)),
  ]);
  const zeroTracks = {
    total: 0,
    published: 0,
    drafts: 0,
    processing: 0,
    failed: 0,
    plays: 0,
    likes: 0,
    saves: 0,
  };
  const tr = t ?? zeroTracks;
  const al = a ?? { total: 0, published: 0, likes: 0, saves: 0 };
  return {
    tracks: {
      total: tr.total,
      published: tr.published,
      drafts: tr.drafts,
      processing: tr.processing,
      failed: tr.failed,
    },
    albums: { total: al.total, published: al.published },
    storage: {
      used_bytes: storage?.usedBytes ?? 0,
      quota_bytes: storage?.quotaBytes ?? DEFAULT_QUOTA_BYTES,
    },
    totals: {
      plays: tr.plays,
      likes: tr.likes + al.likes,
      saves: tr.saves + al.saves,
      followers: followers?.n ?? 0,
    },
  };
}
