import { asc, desc, type SQL, sql } from "drizzle-orm";
import type { AnySQLiteTable, SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { RowQuery, SelectViews, ViewContext } from "../catalogue";
import {
  listedAlbumFilter,
  listedArtistFilter,
  listedTrackFilter,
  selectAlbumViews,
  selectArtistViews,
  selectTrackViews,
} from "../catalogue";
import { albums, artists, tracks } from "../catalogue/schema";
import { playlistVisibleToFilter, selectPlaylistViews } from "../collections";
import { playlists } from "../collections/schema";
import { SEARCH_TYPES, type SearchType } from "./contract";
import { toFtsQuery } from "./fts-query";

/*
 * One statement per group, rows and views together. The FTS match is the driving table (its MATCH is an
 * index lookup, the rowid join a primary-key probe) and the base row supplies the same listed condition
 * the lists use, as a plain filter (`+column`, visibility.ts), so SQLite never walks a listed index
 * probing the FTS table instead: drafts, private and inactive rows are never found even though they are
 * indexed. bm25 weighs a title hit above a subtitle (artist name / bio / description) hit; play_count
 * then id break ties so equal-rank results come back in a stable order.
 *
 * Ranking every match would read every match: a common word matches a fixed share of a catalogue, so the
 * cost of a search would grow with the catalogue (90× from 10k to 1M tracks in bench/catalogue-cost).
 * The match therefore takes the newest SEARCH_CANDIDATES hits (FTS5 walks its doclists by descending
 * rowid and stops there), and only those are ranked: a search reads the same number of rows at any size,
 * and a rare word, whose matches all fit, is ranked over all of them.
 */
/** How many of a word's newest matches are ranked (see above). */
export const SEARCH_CANDIDATES = 200;

function ftsGroup(
  fts: string,
  weights: string,
  table: AnySQLiteTable & { id: SQLiteColumn; playCount: SQLiteColumn },
  filter: (viewerId: string) => SQL,
) {
  const index = sql.raw(fts);
  return (match: string, limit: number, viewerId: string): RowQuery => {
    const candidates = sql`(select rowid as hit_rowid, bm25(${index}, ${sql.raw(weights)}) as hit_score
      from ${index} where ${index} match ${match} order by rowid desc limit ${SEARCH_CANDIDATES})`;
    // The candidates are ranked against their base rows alone (one primary-key probe each), so only the
    // `limit` winners pay for the view's joins and flags.
    const ranked = sql`(select ${table}.rowid as hit_rowid, hit_score from ${candidates}
      join ${table} on ${table}.rowid = hit_rowid where ${filter(viewerId)}
      order by hit_score, ${table.playCount} desc, ${table.id} asc limit ${limit}) hits`;
    return {
      where: filter(viewerId),
      join: { source: ranked, on: sql`hits.hit_rowid = ${table}.rowid` },
      orderBy: [sql`hits.hit_score`, desc(table.playCount), asc(table.id)],
      limit,
    };
  };
}

/**
 * The statement shape (`RowQuery`) of each group's search, for that group's view statement
 * (`selectTrackViews`, `selectAlbumViews`, …). `match` is an FTS5 expression from `toFtsQuery`.
 *
 * @example await selectTrackViews(ctx, SEARCH_GROUPS.tracks('"lo"*', 5, ctx.viewerId))
 */
export const SEARCH_GROUPS: Record<SearchType, (match: string, limit: number, viewerId: string) => RowQuery> =
  {
    tracks: ftsGroup("tracks_fts", "10.0, 3.0", tracks, () => listedTrackFilter),
    albums: ftsGroup("albums_fts", "10.0, 3.0", albums, () => listedAlbumFilter),
    artists: ftsGroup("artists_fts", "10.0, 1.0", artists, () => listedArtistFilter),
    // A listener also finds their own private playlists; nobody else's.
    playlists: ftsGroup("playlists_fts", "10.0, 1.0", playlists, playlistVisibleToFilter),
  };

/**
 * The matches of `q` grouped by kind, best first: each requested group is one statement (matches, rows
 * and the viewer's flags), all issued together. A query with nothing searchable finds nothing.
 */
export async function search(ctx: ViewContext, query: { q: string; types?: SearchType[]; limit: number }) {
  const { q, types, limit } = query;
  const match = toFtsQuery(q);
  const wanted = new Set(types ?? SEARCH_TYPES);
  const group = <V>(type: SearchType, select: SelectViews<V>) =>
    match && wanted.has(type) ? select(ctx, SEARCH_GROUPS[type](match, limit, ctx.viewerId)) : [];
  const [trackViews, albumViews, artistViews, playlistViews] = await Promise.all([
    group("tracks", selectTrackViews),
    group("albums", selectAlbumViews),
    group("artists", selectArtistViews),
    group("playlists", selectPlaylistViews),
  ]);
  return { query: q, tracks: trackViews, albums: albumViews, artists: artistViews, playlists: playlistViews };
}
