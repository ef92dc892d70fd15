import { type SQL, sql } from "drizzle-orm";
import { d1Batch } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { albums, artists, tracks } from "../catalogue/schema";
import { nonstops, playlists } from "../collections/schema";
import { dailyMetrics, dailyPlayCountries, dailyPlaySources, dailyPlays } from "../engagement/schema";
import type { CreatorMetricsView, SubjectMetricsView } from "./metrics.contract";
import {
  type DayRow,
  dailySeries,
  dayOf,
  isoDay,
  type MetricWindow,
  readFrom,
  type SourceRow,
  seriesStart,
  sourceTitle,
  TOP_N,
  topBy,
} from "./metrics.rules";

// Every read below is a range of a daily table's primary key (subject, day…): one row per day per series
// (per country and per source for the top lists), whatever the number of plays. All of a call's
// statements go in one D1 batch: one round trip after the session (docs/decisions/0602).

/** Which daily rows a call reads: one subject's, or those of every artist profile of a creator. */
type Subjects = SQL;

const oneSubject = (type: "track" | "album", id: string): Subjects =>
  sql`subject_type = ${type} and subject_id = ${id}`;
const creatorArtists = (userId: string): Subjects =>
  sql`subject_type = 'artist' and subject_id in (select id from ${artists} where user_id = ${userId})`;

interface Range {
  from: number;
  to: number;
}

/** The series, country and source reads of `subjects` over `range`, in batch order. */
function windowStatements(subjects: Subjects, { from, to }: Range): SQL[] {
  const days = sql`day >= ${from} and day <= ${to}`;
  return [
    // Day rows as stored (several per day for a creator with several artist profiles): dailySeries adds
    // them up, so no grouping sorter reads them twice.
    sql`select day, plays from ${dailyPlays} where ${subjects} and ${days}`,
    sql`select day, listeners, last_listeners, likes, saves, follows from ${dailyMetrics}
        where ${subjects} and ${days}`,
    // The day rows themselves (one per day per country; a few hundred countries at most): the top list
    // is added up in the worker (metrics.rules topBy), so D1 reads each row once.
    sql`select country as key, plays from ${dailyPlayCountries} where ${subjects} and ${days}`,
    // Sources can be many (every playlist a track is in), so they are added up here and only the top
    // rows come back, with their titles: the subqueries run on the limited rows of the inner select.
    // D1 counts each row twice (the read and the grouping's sorter).
    sql`select w.type, w.id, w.plays,
          case w.type
            when 'playlist' then (select case when visibility = 'public' then title end from ${playlists} where id = w.id)
            when 'album' then (select title from ${albums} where id = w.id)
            when 'artist' then (select name from ${artists} where id = w.id)
            when 'nonstop' then (select title from ${nonstops} where id = w.id)
            when 'track' then (select title from ${tracks} where id = w.id)
          end as title,
          case w.type when 'playlist' then exists (select 1 from ${playlists} where id = w.id) else 0 end as present
        from (select source_type as type, source_id as id, sum(plays) as plays from ${dailyPlaySources}
              where ${subjects} and ${days} group by source_type, source_id
              order by plays desc, source_type || ':' || source_id limit ${TOP_N}) as w`,
  ];
}

type Rows = Record<string, unknown>[];
const num = (v: unknown) => Number(v ?? 0);

/** The window's figures from the rows `windowStatements` read. */
function shapeWindow(
  window: MetricWindow,
  today: number,
  [plays, metrics, countries, sources]: [Rows, Rows, Rows, Rows],
  followable: boolean,
) {
  const rows: DayRow[] = [
    ...plays.map((r) => ({ day: num(r.day), plays: num(r.plays) })),
    ...metrics.map((r) => ({
      day: num(r.day),
      listeners: num(r.listeners),
      last_listeners: num(r.last_listeners),
      likes: num(r.likes),
      saves: num(r.saves),
      follows: num(r.follows),
    })),
  ];
  const from = seriesStart(
    window,
    today,
    rows.map((r) => r.day),
  );
  const { series, totals } = dailySeries(rows, from, today, followable);
  const topCountries = topBy(countries.map((r) => ({ key: String(r.key), plays: num(r.plays) })));
  const topSources = topBy(
    sources.map((r) => {
      const row: SourceRow = {
        type: String(r.type),
        id: String(r.id),
        plays: num(r.plays),
        title: r.title == null ? null : String(r.title),
      };
      return { key: `${row.type}:${row.id}`, row, present: num(r.present) === 1, plays: row.plays };
    }),
  );
  return {
    window,
    from: isoDay(from),
    to: isoDay(today),
    totals,
    series,
    top_countries: topCountries.map((c) => ({ country: c.key, plays: c.plays })),
    top_sources: topSources.map((s) => ({
      type: s.row.type,
      id: s.row.id,
      title: sourceTitle(s.row, s.present),
      plays: s.plays,
    })),
  };
}

const rowsOf = (results: D1Result<Record<string, unknown>>[]) => results.map((r) => r.results ?? []);

/**
 * A track's or album's metrics over `window`, for its owner only: another creator's or an unknown id is
 * a 404. The ownership check rides in the same batch as the reads.
 */
export async function subjectMetrics(
  db: Db,
  q: { type: "track" | "album"; id: string; ownerId: string; window: MetricWindow; nowMs: number },
): Promise<SubjectMetricsView> {
  const today = dayOf(q.nowMs);
  const table = q.type === "track" ? tracks : albums;
  const [owned, ...reads] = rowsOf(
    await d1Batch(db, [
      sql`select 1 as ok from ${table} where id = ${q.id} and owner_user_id = ${q.ownerId}`,
      ...windowStatements(oneSubject(q.type, q.id), { from: readFrom(q.window, today), to: today }),
    ]),
  );
  if (!owned?.length) throw notFound(q.type === "track" ? "Track" : "Album");
  return shapeWindow(q.window, today, reads as [Rows, Rows, Rows, Rows], q.type !== "track");
}

/**
 * A creator's catalogue over `window`: the series, totals and top lists of their artist profile(s), and
 * their most played tracks (daily_plays per track in the window; all time: the tracks' play counts).
 */
export async function creatorMetrics(
  db: Db,
  q: { userId: string; window: MetricWindow; nowMs: number },
): Promise<CreatorMetricsView> {
  const today = dayOf(q.nowMs);
  const from = readFrom(q.window, today);
  const topTracks =
    q.window === "all"
      ? sql`select id, title, play_count as plays from ${tracks}
            where owner_user_id = ${q.userId} and play_count > 0 order by play_count desc, id limit ${TOP_N}`
      : sql`select t.id, t.title, w.plays from (
              select subject_id as id, sum(plays) as plays from ${dailyPlays}
              where subject_type = 'track' and subject_id in (select id from ${tracks} where owner_user_id = ${q.userId})
                and day >= ${from} and day <= ${today}
              group by subject_id order by plays desc, subject_id limit ${TOP_N}) as w
            join ${tracks} t on t.id = w.id`;
  const [top, ...reads] = rowsOf(
    await d1Batch(db, [topTracks, ...windowStatements(creatorArtists(q.userId), { from, to: today })]),
  );
  const ranked = topBy(
    (top ?? []).map((r) => ({ key: String(r.id), title: String(r.title), plays: num(r.plays) })),
  );
  return {
    ...shapeWindow(q.window, today, reads as [Rows, Rows, Rows, Rows], true),
    top_tracks: ranked.map((t) => ({ id: t.key, title: t.title, plays: t.plays })),
  };
}

/** The creator block of `/promoter_creator/metrics`: catalogue size and the last 28 days' reach. */
export interface CreatorSummary {
  tracks: number;
  albums: number;
  plays: number;
  listeners: number;
}

/** Days the account metrics' creator block covers. */
export const SUMMARY_WINDOW: MetricWindow = "28";

/**
 * A creator's catalogue size (owned tracks and albums) and the plays and distinct listeners of their
 * artist profile(s) over the last 28 days, in one batch.
 */
export async function creatorSummary(db: Db, userId: string, nowMs: number): Promise<CreatorSummary> {
  const today = dayOf(nowMs);
  const from = readFrom(SUMMARY_WINDOW, today);
  const subjects = creatorArtists(userId);
  const days = sql`day >= ${from} and day <= ${today}`;
  const [owned, plays, listeners] = rowsOf(
    await d1Batch(db, [
      sql`select (select count(*) from ${tracks} where owner_user_id = ${userId}) as tracks,
                 (select count(*) from ${albums} where owner_user_id = ${userId}) as albums`,
      sql`select coalesce(sum(plays), 0) as n from ${dailyPlays} where ${subjects} and ${days}`,
      sql`select coalesce(sum(last_listeners), 0) as n from ${dailyMetrics} where ${subjects} and ${days}`,
    ]),
  );
  return {
    tracks: num(owned?.[0]?.tracks),
    albums: num(owned?.[0]?.albums),
    plays: num(plays?.[0]?.n),
    listeners: num(listeners?.[0]?.n),
  };
}
