import { sql } from "drizzle-orm";
import { d1Batch } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { tracks } from "../catalogue/schema";
import { playlists } from "../collections/schema";
import { plays, reactions } from "../engagement/schema";
import { genres } from "../reference/schema";
import type { ListeningSummary } from "./contract";

/*
 * An applicant's listening, for the admin deciding on them: read from the tables that already hold it,
 * each statement an index range of this one user and capped, so a heavy listener costs the same as any
 * other (plays_user_recent_idx, reactions_pk, playlists_owner_idx).
 */

/** Plays counted beyond this show as this many (the summary is a signal, not an audit). */
export const PLAYS_CAP = 100_000;
/** Top genres come from the latest this-many counted plays. */
const GENRE_SAMPLE = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The listening summary of `userId` at `now`. */
export async function listeningSummary(db: Db, userId: string, now = new Date()): Promise<ListeningSummary> {
  const since = now.getTime() - 30 * DAY_MS;
  const [total, recent, liked, owned, top] = await d1Batch(db, [
    sql`select count(*) as n from (select 1 from ${plays}
      where user_id = ${userId} and counted_at is not null limit ${PLAYS_CAP})`,
    sql`select count(*) as n from (select 1 from ${plays}
      where user_id = ${userId} and created_at >= ${since} and counted_at is not null limit ${PLAYS_CAP})`,
    sql`select count(*) as n from (select 1 from ${reactions}
      where user_id = ${userId} and kind = 'like' and subject_type = 'track' limit ${PLAYS_CAP})`,
    sql`select count(*) as n from (select 1 from ${playlists}
      where owner_user_id = ${userId} limit ${PLAYS_CAP})`,
    sql`select g.title as title, count(*) as plays
      from (select track_id from ${plays} where user_id = ${userId} and counted_at is not null
            order by created_at desc limit ${GENRE_SAMPLE}) p
      join ${tracks} t on t.id = p.track_id
      join ${genres} g on g.id = t.genre_id
      group by g.id order by plays desc, g.title asc limit 5`,
  ]);
  const n = (result: D1Result<Record<string, unknown>> | undefined) => Number(result?.results[0]?.n ?? 0);
  return {
    plays_total: n(total),
    plays_30d: n(recent),
    liked_tracks: n(liked),
    playlists: n(owned),
    top_genres: (top?.results ?? []).map((g) => ({ title: String(g.title), plays: Number(g.plays) })),
  };
}
