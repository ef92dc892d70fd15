import { and, countDistinct, desc, eq, inArray, max, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { plays, reactions, tracks } from "../../db/schema";
import { distinct } from "./chunks";
import { pageWindow } from "./pagination";
import type { IdPage } from "./ranked-lists";
import { listedTrack, listedTrackFilter, trackVisibleTo, type Viewer } from "./visibility";

interface Paging {
  page: number;
  perPage: number;
}

/**
 * The listener's recently played tracks, newest first, each once (plays_user_recent_idx narrows to the
 * listener; the grouping is over their own plays only).
 */
export async function playedTrackIds(db: Db, viewer: Viewer, { page, perPage }: Paging): Promise<IdPage> {
  const where = and(eq(plays.userId, viewer.id), trackVisibleTo(viewer));
  const last = max(plays.createdAt);
  const { limit, offset } = pageWindow(page, perPage);
  // The page and its total in one D1 batch: one round trip, one consistent snapshot.
  const [rows, [total]] = await db.batch([
    db
      .select({ id: plays.trackId, last })
      .from(plays)
      .innerJoin(tracks, eq(tracks.id, plays.trackId))
      .where(where)
      .groupBy(plays.trackId)
      .orderBy(desc(last), desc(plays.trackId))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: countDistinct(plays.trackId) })
      .from(plays)
      .innerJoin(tracks, eq(tracks.id, plays.trackId))
      .where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}

const likedTracksOf = (userId: string) =>
  and(eq(reactions.userId, userId), eq(reactions.kind, "like"), eq(reactions.subjectType, "track"));

/** "Liked songs": the listener's liked tracks, most recently liked first (reactions_user_recent_idx). */
export async function likedTrackIds(db: Db, viewer: Viewer, { page, perPage }: Paging): Promise<IdPage> {
  const where = and(likedTracksOf(viewer.id), trackVisibleTo(viewer));
  const { limit, offset } = pageWindow(page, perPage);
  // The page and its total in one D1 batch: one round trip, one consistent snapshot.
  const [rows, [total]] = await db.batch([
    db
      .select({ id: reactions.subjectId })
      .from(reactions)
      .innerJoin(tracks, eq(tracks.id, reactions.subjectId))
      .where(where)
      .orderBy(desc(reactions.createdAt), desc(reactions.subjectId))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: countDistinct(reactions.subjectId) })
      .from(reactions)
      .innerJoin(tracks, eq(tracks.id, reactions.subjectId))
      .where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}

/** How many recent likes and plays shape "my taste", and how many artists/genres/moods it keeps. */
const TASTE_SEEDS = 50;
const TASTE_ARTISTS = 20;
const TASTE_TAGS = 10;

/**
 * "My taste": listed tracks sharing an artist, genre or mood with the listener's recent likes and plays,
 * excluding everything they already liked or played, most played first. Empty for a new listener.
 */
export async function myTasteTrackIds(db: Db, viewer: Viewer, { page, perPage }: Paging): Promise<IdPage> {
  const likedIds = sql`select ${reactions.subjectId} from ${reactions} where ${likedTracksOf(viewer.id)}`;
  const playedIds = sql`select ${plays.trackId} from ${plays} where ${plays.userId} = ${viewer.id}`;
  const seeds = await db
    .select({ artistId: tracks.artistId, genreId: tracks.genreId, moodId: tracks.moodId })
    .from(tracks)
    .where(
      or(
        sql`${tracks.id} in (${likedIds} order by ${reactions.createdAt} desc limit ${TASTE_SEEDS})`,
        sql`${tracks.id} in (${playedIds} order by ${plays.createdAt} desc limit ${TASTE_SEEDS})`,
      ),
    );
  const artistIds = distinct(seeds.map((s) => s.artistId)).slice(0, TASTE_ARTISTS);
  const genreIds = distinct(seeds.map((s) => s.genreId)).slice(0, TASTE_TAGS);
  const moodIds = distinct(seeds.map((s) => s.moodId)).slice(0, TASTE_TAGS);
  if (artistIds.length === 0) return { ids: [], total: 0 };
  const shares: SQL[] = [inArray(tracks.artistId, artistIds)];
  if (genreIds.length) shares.push(inArray(tracks.genreId, genreIds));
  if (moodIds.length) shares.push(inArray(tracks.moodId, moodIds));
  const where = and(
    listedTrack,
    or(...shares),
    sql`${tracks.id} not in (${likedIds})`,
    sql`${tracks.id} not in (${playedIds})`,
  );
  const { limit, offset } = pageWindow(page, perPage);
  // The page and its total in one D1 batch: one round trip, one consistent snapshot.
  const [rows, [total]] = await db.batch([
    db
      .select({ id: tracks.id })
      .from(tracks)
      .where(where)
      .orderBy(desc(tracks.playCount), desc(tracks.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: countDistinct(tracks.id) })
      .from(tracks)
      .where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}

type RelatedSeed = { id: string; artistId: string; genreId: string | null; moodId: string | null };

/**
 * Related tracks: same artist first, then those sharing both genre and mood, then genre or mood, each
 * group most played first; never the track itself, only listed tracks. Each group is a short query
 * capped at `limit`, run together (relatedQueries).
 */
export async function relatedTrackIds(db: Db, track: RelatedSeed, limit: number): Promise<string[]> {
  const none = Promise.resolve([] as Array<{ id: string; plays: number }>);
  const q = relatedQueries(db, track, limit);
  const [sameArtist, both, genre, mood] = await Promise.all([
    q.sameArtist,
    q.both ?? none,
    q.genre ?? none,
    q.mood ?? none,
  ]);
  const either = [...genre, ...mood].sort((a, b) => b.plays - a.plays || (a.id < b.id ? 1 : -1));
  return distinct([...sameArtist, ...both, ...either].map((r) => r.id)).slice(0, limit);
}

/**
 * The groups of `relatedTrackIds`, each driven by its own index (tracks_artist_idx, then
 * tracks_genre_idx / tracks_mood_idx in play order): the listed condition is a plain filter here
 * (visibility.ts), or SQLite would walk every listed track by plays looking for one artist's few.
 */
export function relatedQueries(db: Db, track: RelatedSeed, limit: number) {
  const pick = (condition: SQL | undefined) =>
    db
      .select({ id: tracks.id, plays: tracks.playCount })
      .from(tracks)
      .where(and(listedTrackFilter, ne(tracks.id, track.id), condition))
      .orderBy(desc(tracks.playCount), desc(tracks.id))
      .limit(limit);
  const otherArtist = ne(tracks.artistId, track.artistId);
  return {
    sameArtist: pick(eq(tracks.artistId, track.artistId)),
    both:
      track.genreId && track.moodId
        ? pick(and(otherArtist, eq(tracks.genreId, track.genreId), eq(tracks.moodId, track.moodId)))
        : undefined,
    genre: track.genreId ? pick(and(otherArtist, eq(tracks.genreId, track.genreId))) : undefined,
    mood: track.moodId ? pick(and(otherArtist, eq(tracks.moodId, track.moodId))) : undefined,
  };
}
