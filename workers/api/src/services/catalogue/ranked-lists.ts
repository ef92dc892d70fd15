import { and, desc, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { albums, artists, tracks } from "../../db/schema";
import { rankByRecentPlays } from "../collections/collection-rankings";
import { pageWindow } from "./pagination";
import { listedTotal, type TotalFilter } from "./totals";
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
  opts: { sort: "new" | "popular"; page: number; perPage: number; filter?: SQL; totalOf?: TotalFilter },
): Promise<IdPage> {
  const where = and(subject.listed, opts.filter);
  const order = opts.sort === "popular" ? subject.playCount : subject.createdAt;
  const { limit, offset } = pageWindow(opts.page, opts.perPage);
  const [total, rows] = await Promise.all([
    listedTotal(db, subject.type, opts.totalOf),
    db
      .select({ id: subject.id })
      .from(subject.table)
      .where(where)
      .orderBy(desc(order), desc(subject.id))
      .limit(limit)
      .offset(offset),
  ]);
  return { ids: rows.map((r) => r.id as string), total };
}

/**
 * Trending: listed items ranked by counted plays over the last 7 days, ties by all-time plays, then
 * every other listed item by all-time plays (`rankByRecentPlays`, shared with the collections and the
 * charts), with the listed total.
 */
export async function trendingIds(
  db: Db,
  subject: ListedSubject,
  opts: { page: number; perPage: number; now: number },
): Promise<IdPage> {
  const { limit, offset } = pageWindow(opts.page, opts.perPage);
  const [ranked, total] = await Promise.all([
    rankByRecentPlays(db, subject, { days: TRENDING_DAYS, offset, limit, nowMs: opts.now }),
    listedTotal(db, subject.type),
  ]);
  return { ids: ranked.map((r) => r.id), total };
}
