import { and, count, countDistinct, desc, eq, ne, or, type SQL, sql } from "drizzle-orm";
import { pageWindow } from "../../kit/pagination";
import { plays, reactions } from "../engagement/schema";
import type { ViewPage } from "./ranked-lists";
import type { RowQuery } from "./row-query";
import { tracks } from "./schema";
import { selectTrackViews, type TrackView } from "./track-views";
import { type ViewContext, viewer as viewerOf } from "./view-context";
import { listedTrack, listedTrackFilter, trackVisibleTo } from "./visibility";

interface Paging {
  page: number;
  perPage: number;
}

/** A page of track views and its total, both issued at once (one data round trip). */
async function trackPage(ctx: ViewContext, q: RowQuery, total: Promise<Array<{ n: number }>>) {
  const [items, [counted]] = await Promise.all([selectTrackViews(ctx, q), total]);
  return { items, total: counted?.n ?? 0 };
}

/**
 * The listener's recently played tracks, newest first, each once (plays_user_recent_idx narrows to the
 * listener; the grouping is over their own plays only), with the total.
 */
export function playedTracks(ctx: ViewContext, { page, perPage }: Paging): Promise<ViewPage<TrackView>> {
  const viewer = viewerOf(ctx);
  const played = sql`(select ${plays.trackId} as played_id, max(${plays.createdAt}) as played_last
    from ${plays} where ${plays.userId} = ${viewer.id} group by ${plays.trackId}) played`;
  const where = trackVisibleTo(viewer);
  const { limit, offset } = pageWindow(page, perPage);
  return trackPage(
    ctx,
    {
      where,
      join: { source: played, on: sql`played.played_id = ${tracks.id}` },
      orderBy: [sql`played.played_last desc`, desc(tracks.id)],
      limit,
      offset,
    },
    ctx.db
      .select({ n: countDistinct(plays.trackId) })
      .from(plays)
      .innerJoin(tracks, eq(tracks.id, plays.trackId))
      .where(and(eq(plays.userId, viewer.id), where)),
  );
}

const likedTracksOf = (userId: string) =>
  and(eq(reactions.userId, userId), eq(reactions.kind, "like"), eq(reactions.subjectType, "track"));

/** "Liked songs": the listener's liked tracks, most recently liked first (reactions_user_recent_idx). */
export function likedTracks(ctx: ViewContext, { page, perPage }: Paging): Promise<ViewPage<TrackView>> {
  const viewer = viewerOf(ctx);
  const liked = sql`(select ${reactions.subjectId} as liked_id, ${reactions.createdAt} as liked_at
    from ${reactions} where ${likedTracksOf(viewer.id)}) liked`;
  const { limit, offset } = pageWindow(page, perPage);
  return trackPage(
    ctx,
    {
      where: trackVisibleTo(viewer),
      join: { source: liked, on: sql`liked.liked_id = ${tracks.id}` },
      orderBy: [sql`liked.liked_at desc`, sql`liked.liked_id desc`],
      limit,
      offset,
    },
    ctx.db
      .select({ n: countDistinct(reactions.subjectId) })
      .from(reactions)
      .innerJoin(tracks, eq(tracks.id, reactions.subjectId))
      .where(and(likedTracksOf(viewer.id), trackVisibleTo(viewer))),
  );
}

/** How many recent likes and plays shape "my taste", and how many artists/genres/moods it keeps. */
const TASTE_SEEDS = 50;
/**
 * How many tracks "my taste" offers at most: a recommendation list, not a catalogue. Its total is
 * counted only this far, so the count reads the same few hundred rows at any catalogue size.
 */
export const TASTE_SIZE = 200;
const TASTE_ARTISTS = 20;
const TASTE_TAGS = 10;

/**
 * "My taste": listed tracks sharing an artist, genre or mood with the listener's recent likes and plays,
 * excluding everything they already liked or played, most played first, at most TASTE_SIZE of them.
 * Empty for a new listener. The seeds are subqueries of the page's own statement, so the page and its
 * total are one round trip.
 */
export function myTasteTracks(ctx: ViewContext, { page, perPage }: Paging): Promise<ViewPage<TrackView>> {
  const viewerId = ctx.viewerId;
  const likedIds = sql`select ${reactions.subjectId} from ${reactions} where ${likedTracksOf(viewerId)}`;
  const playedIds = sql`select ${plays.trackId} from ${plays} where ${plays.userId} = ${viewerId}`;
  const seed = sql`(${tracks.id} in (${likedIds} order by ${reactions.createdAt} desc limit ${TASTE_SEEDS})
    or ${tracks.id} in (${playedIds} order by ${plays.createdAt} desc limit ${TASTE_SEEDS}))`;
  const seeds = (column: string, keep: number) =>
    sql`select distinct ${sql.raw(`s.${column}`)} from ${tracks} s
      where ${sql.raw(`s.${column}`)} is not null and s.id in (select ${tracks.id} from ${tracks} where ${seed})
      limit ${keep}`;
  const where = and(
    listedTrack,
    or(
      sql`${tracks.artistId} in (${seeds("artist_id", TASTE_ARTISTS)})`,
      sql`${tracks.genreId} in (${seeds("genre_id", TASTE_TAGS)})`,
      sql`${tracks.moodId} in (${seeds("mood_id", TASTE_TAGS)})`,
    ),
    sql`${tracks.id} not in (${likedIds})`,
    sql`${tracks.id} not in (${playedIds})`,
  );
  const { limit, offset } = pageWindow(page, perPage);
  const offered = ctx.db.select({ id: tracks.id }).from(tracks).where(where).limit(TASTE_SIZE).as("offered");
  return trackPage(
    ctx,
    {
      where,
      orderBy: [desc(tracks.playCount), desc(tracks.id)],
      limit: Math.max(0, Math.min(limit, TASTE_SIZE - offset)),
      offset,
    },
    ctx.db.select({ n: count() }).from(offered),
  );
}

/**
 * Related tracks: same artist first, then those sharing both genre and mood, then genre or mood, each
 * group most played first; never the track itself, only listed tracks. The groups (relatedQueries) are
 * issued together, each one statement with its views, so related tracks are one data round trip; the
 * caller checks the seed track's visibility alongside.
 */
export async function relatedTracks(ctx: ViewContext, trackId: string, limit: number): Promise<TrackView[]> {
  const q = relatedQueries(trackId, limit);
  const [sameArtist, both, genre, mood] = await Promise.all([
    selectTrackViews(ctx, q.sameArtist),
    selectTrackViews(ctx, q.both),
    selectTrackViews(ctx, q.genre),
    selectTrackViews(ctx, q.mood),
  ]);
  const either = [...genre, ...mood].sort((a, b) => b.play_count - a.play_count || (a.id < b.id ? 1 : -1));
  const seen = new Set<string>();
  return [...sameArtist, ...both, ...either]
    .filter((view) => !seen.has(view.id) && Boolean(seen.add(view.id)))
    .slice(0, limit);
}

/**
 * The groups of `relatedTracks`, each driven by its own index (tracks_artist_idx, then
 * tracks_genre_idx / tracks_mood_idx in play order), the seed's artist, genre and mood read by
 * primary-key subqueries in the same statement. The listed condition is a plain filter here
 * (visibility.ts), or SQLite would walk every listed track by plays looking for one artist's few.
 */
export function relatedQueries(trackId: string, limit: number) {
  const seedOf = (column: "artist_id" | "genre_id" | "mood_id") =>
    sql`(select ${sql.raw(`seed.${column}`)} from ${tracks} seed where seed.id = ${trackId})`;
  const pick = (condition: SQL | undefined): RowQuery => ({
    where: and(listedTrackFilter, ne(tracks.id, trackId), condition),
    orderBy: [desc(tracks.playCount), desc(tracks.id)],
    limit,
  });
  const otherArtist = sql`${tracks.artistId} != ${seedOf("artist_id")}`;
  const sameGenre = sql`${tracks.genreId} = ${seedOf("genre_id")}`;
  const sameMood = sql`${tracks.moodId} = ${seedOf("mood_id")}`;
  return {
    sameArtist: pick(sql`${tracks.artistId} = ${seedOf("artist_id")}`),
    both: pick(and(otherArtist, sameGenre, sameMood)),
    genre: pick(and(otherArtist, sameGenre)),
    mood: pick(and(otherArtist, sameMood)),
  };
}
