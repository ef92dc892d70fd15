import { and, count, desc, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { albums, artists, dailyPlays, tracks } from "../../db/schema";
import { epochDay } from "../engagement/plays.rules";
import { memoize } from "./isolate-cache";
import { pageWindow } from "./pagination";
import { cachedTotal, TOTAL_CACHE_MIN } from "./totals";
import { listedAlbum, listedArtist, listedTrack } from "./visibility";

/** A listable catalogue table: its listed condition and the columns its two indexes order by. */
export interface ListedSubject {
  type: "track" | "album" | "artist";
  table: SQLiteTable;
  id: SQLiteColumn;
  createdAt: SQLiteColumn;
  playCount: SQLiteColumn;
  listed: SQL;
}

export const LISTED: Record<ListedSubject["type"], ListedSubject> = {
  track: {
    type: "track",
    table: tracks,
    id: tracks.id,
    createdAt: tracks.createdAt,
    playCount: tracks.playCount,
    listed: listedTrack,
  },
  album: {
    type: "album",
    table: albums,
    id: albums.id,
    createdAt: albums.createdAt,
    playCount: albums.playCount,
    listed: listedAlbum,
  },
  artist: {
    type: "artist",
    table: artists,
    id: artists.id,
    createdAt: artists.createdAt,
    playCount: artists.playCount,
    listed: listedArtist,
  },
};

/** Days in the trending window (today and the six before). */
export const TRENDING_DAYS = 7;

export interface IdPage {
  ids: string[];
  total: number;
}

/**
 * One page of listed ids, newest or most played first. The ORDER BY is exactly the tail of the
 * `*_listed_created_idx` / `*_listed_plays_idx` index (equality prefix = the listed condition), so SQLite
 * walks the index backwards and stops after `offset + limit` entries, whatever the catalogue size.
 */
export async function listedIds(
  db: Db,
  subject: ListedSubject,
  opts: { sort: "new" | "popular"; page: number; perPage: number; filter?: SQL; filterKey?: string },
): Promise<IdPage> {
  const where = and(subject.listed, opts.filter);
  const order = opts.sort === "popular" ? subject.playCount : subject.createdAt;
  const { limit, offset } = pageWindow(opts.page, opts.perPage);
  const total = await listedTotal(db, subject, opts.filter, opts.filterKey ?? "");
  const page = async () =>
    (
      await db
        .select({ id: subject.id })
        .from(subject.table)
        .where(where)
        .orderBy(desc(order), desc(subject.id))
        .limit(limit)
        .offset(offset)
    ).map((r) => r.id as string);
  // Big catalogues: the same page is asked for by everyone, so its ids are shared for a few seconds.
  const key = `${subject.type}:${opts.sort}:${opts.filterKey ?? ""}:${limit}:${offset}`;
  const ids = total >= TOTAL_CACHE_MIN ? await memoize(key, ID_PAGE_TTL_MS, page) : await page();
  return { ids, total };
}

/** How long a big catalogue's id page is reused within an isolate. */
export const ID_PAGE_TTL_MS = 10_000;

/** count(*) of listed rows (optionally filtered), through the short-lived totals cache. */
export function listedTotal(db: Db, subject: ListedSubject, filter?: SQL, filterKey = ""): Promise<number> {
  return cachedTotal(`${subject.type}:listed:${filterKey}`, async () => {
    const [row] = await db.select({ n: count() }).from(subject.table).where(and(subject.listed, filter));
    return row?.n ?? 0;
  });
}

/**
 * Trending: listed items ranked by counted plays over the last 7 days (daily_plays, a few small rows
 * per item), ties by all-time plays; then every other listed item by all-time plays. The two parts are
 * queried separately so the long tail is an index walk (`*_listed_plays_idx`) instead of sorting the
 * whole catalogue by a joined sum.
 */
export async function trendingIds(
  db: Db,
  subject: ListedSubject,
  opts: { page: number; perPage: number; now: number },
): Promise<IdPage> {
  const since = epochDay(opts.now) - (TRENDING_DAYS - 1);
  const windowSql = sql`select ${dailyPlays.subjectId} from ${dailyPlays}
    where ${dailyPlays.subjectType} = ${subject.type} and ${dailyPlays.day} >= ${since}`;
  const [recentRows, total] = await Promise.all([
    db.all<{ id: string }>(sql`select ${subject.id} as id from ${subject.table}
      join (select ${dailyPlays.subjectId} as sid, sum(${dailyPlays.plays}) as recent from ${dailyPlays}
            where ${dailyPlays.subjectType} = ${subject.type} and ${dailyPlays.day} >= ${since}
            group by ${dailyPlays.subjectId}) w on w.sid = ${subject.id}
      where ${subject.listed}
      order by w.recent desc, ${subject.playCount} desc, ${subject.id} desc`),
    listedTotal(db, subject),
  ]);
  const recent = recentRows.map((r) => r.id);
  const { limit, offset } = pageWindow(opts.page, opts.perPage);
  const head = recent.slice(offset, offset + limit);
  const remaining = limit - head.length;
  if (remaining <= 0) return { ids: head, total };
  const tail = await db
    .select({ id: subject.id })
    .from(subject.table)
    .where(and(subject.listed, sql`${subject.id} not in (${windowSql})`))
    .orderBy(desc(subject.playCount), desc(subject.id))
    .limit(remaining)
    .offset(Math.max(0, offset - recent.length));
  return { ids: [...head, ...tail.map((r) => r.id as string)], total };
}
