import { and, desc, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { pageWindow } from "../../kit/pagination";
import { PLAY_WINDOWS, type RankedSubject, rankedViews } from "../engagement";
import type { RowQuery, SelectViews } from "./row-query";
import { albums, artists, tracks } from "./schema";
import { listedTotal, type TotalFilter } from "./totals";
import type { ViewContext } from "./view-context";
import {
  listedAlbum,
  listedAlbumFilter,
  listedArtist,
  listedArtistFilter,
  listedTrack,
  listedTrackFilter,
} from "./visibility";

/**
 * A listable catalogue table: its listed condition and the columns its two indexes order by (newest,
 * most played); rankable by recent plays like any `RankedSubject`.
 */
export interface ListedSubject extends RankedSubject {
  type: "track" | "album" | "artist";
  createdAt: SQLiteColumn;
}

export const LISTED: Record<ListedSubject["type"], ListedSubject> = {
  track: {
    type: "track",
    table: tracks,
    id: tracks.id,
    createdAt: tracks.createdAt,
    playCount: tracks.playCount,
    listed: listedTrack,
    listedFilter: listedTrackFilter,
  },
  album: {
    type: "album",
    table: albums,
    id: albums.id,
    createdAt: albums.createdAt,
    playCount: albums.playCount,
    listed: listedAlbum,
    listedFilter: listedAlbumFilter,
  },
  artist: {
    type: "artist",
    table: artists,
    id: artists.id,
    createdAt: artists.createdAt,
    playCount: artists.playCount,
    listed: listedArtist,
    listedFilter: listedArtistFilter,
  },
};

/** A narrower list: the SQL filter it adds to the listed condition and the total that filter keeps. */
export interface ListFilter {
  filter: SQL | undefined;
  total: TotalFilter;
}

/** One page of views and the list's total. */
export interface ViewPage<V> {
  items: V[];
  total: number;
}

/** How a listed page is asked for: its order, page and optional narrowing. */
export interface ListedPageOptions {
  sort: "new" | "popular";
  page: number;
  perPage: number;
  filter?: SQL;
  totalOf?: TotalFilter;
}

/**
 * The rows of one page of a listed subject, newest or most played first. The ORDER BY is exactly the tail
 * of the `*_listed_created_idx` / `*_listed_plays_idx` index (equality prefix = the listed condition), so
 * SQLite walks the index backwards and stops after `offset + limit` entries, whatever the catalogue size.
 */
export function listedPageQuery(subject: ListedSubject, opts: ListedPageOptions): RowQuery {
  const order = opts.sort === "popular" ? subject.playCount : subject.createdAt;
  const { limit, offset } = pageWindow(opts.page, opts.perPage);
  return { where: and(subject.listed, opts.filter), orderBy: [desc(order), desc(subject.id)], limit, offset };
}

/**
 * One page of a listed subject's views (`listedPageQuery`) and its total: ONE data round trip (the view
 * statement and the total's counter row, issued together).
 */
export async function listedPage<V>(
  ctx: ViewContext,
  subject: ListedSubject,
  select: SelectViews<V>,
  opts: ListedPageOptions,
): Promise<ViewPage<V>> {
  const [items, total] = await Promise.all([
    select(ctx, listedPageQuery(subject, opts)),
    listedTotal(ctx.db, subject.type, opts.totalOf),
  ]);
  return { items, total };
}

/**
 * Trending: listed items ranked by counted plays over the last 7 days, ties newest first, then
 * every other listed item by all-time plays (`rankedViews`, shared with the collections and the charts),
 * with the listed total, in one data round trip.
 */
export async function trendingPage<V>(
  ctx: ViewContext,
  subject: ListedSubject,
  select: SelectViews<V>,
  opts: { page: number; perPage: number },
): Promise<ViewPage<V>> {
  const { limit, offset } = pageWindow(opts.page, opts.perPage);
  const [items, total] = await Promise.all([
    rankedViews(ctx, subject, select, { days: PLAY_WINDOWS.week, offset, limit }),
    listedTotal(ctx.db, subject.type),
  ]);
  return { items, total };
}
