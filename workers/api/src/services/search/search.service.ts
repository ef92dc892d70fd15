import { type SQL, sql } from "drizzle-orm";
import type { AnySQLiteTable, SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { albums, artists, playlists, tracks } from "../../db/schema";
import { listedAlbum, listedArtist, listedTrack } from "../catalogue/visibility";
import { playlistVisibleTo } from "../collections/playlist-access";
import { d1Batch } from "../engagement/d1-batch";

export const SEARCH_TYPES = ["tracks", "albums", "artists", "playlists"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Ids of the matches of each requested group, best first. */
export type SearchHits = Record<SearchType, string[]>;

/*
 * One statement per group. The FTS table is the driving table (its MATCH is an index lookup, the
 * rowid join is a primary-key probe) and the base row supplies the same listed condition the lists use
 * (visibility.ts), so drafts, private and inactive rows are never found even though they are indexed.
 * bm25 weighs a title hit above a subtitle (artist name / bio / description) hit; play_count then id
 * break ties so equal-rank results come back in a stable order.
 */
function ftsGroup(
  fts: string,
  weights: string,
  table: AnySQLiteTable,
  columns: { id: SQLiteColumn; playCount: SQLiteColumn },
  filter: (viewerId: string) => SQL,
) {
  const index = sql.raw(fts);
  return (match: string, limit: number, viewerId: string) => sql`
    select ${columns.id} as id from ${index} join ${table} on ${table}.rowid = ${index}.rowid
    where ${index} match ${match} and ${filter(viewerId)}
    order by bm25(${index}, ${sql.raw(weights)}), ${columns.playCount} desc, ${columns.id}
    limit ${limit}`;
}

const GROUP_SQL: Record<SearchType, (match: string, limit: number, viewerId: string) => SQL> = {
  tracks: ftsGroup("tracks_fts", "10.0, 3.0", tracks, tracks, () => listedTrack),
  albums: ftsGroup("albums_fts", "10.0, 3.0", albums, albums, () => listedAlbum),
  artists: ftsGroup("artists_fts", "10.0, 1.0", artists, artists, () => listedArtist),
  // A listener also finds their own private playlists; nobody else's.
  playlists: ftsGroup(
    "playlists_fts",
    "10.0, 1.0",
    playlists,
    playlists,
    (viewerId) => playlistVisibleTo({ id: viewerId }) as SQL, // never undefined for a non-admin
  ),
};

/**
 * Runs the grouped search in one D1 round trip (a batch of one statement per requested group).
 * `match` is an FTS5 expression from `toFtsQuery`; groups not requested come back empty.
 *
 * @example await searchIds(db, '"lo"*', ["tracks"], 5, "usr_…") // { tracks: ["trk_…"], albums: [], … }
 */
export async function searchIds(
  db: Db,
  match: string,
  types: readonly SearchType[],
  limit: number,
  viewerId: string,
): Promise<SearchHits> {
  const hits: SearchHits = { tracks: [], albums: [], artists: [], playlists: [] };
  const wanted = SEARCH_TYPES.filter((t) => types.includes(t));
  if (wanted.length === 0) return hits;
  const results = await d1Batch(
    db,
    wanted.map((type) => GROUP_SQL[type](match, limit, viewerId)),
  );
  wanted.forEach((type, i) => {
    hits[type] = ((results[i]?.results ?? []) as { id: string }[]).map((row) => row.id);
  });
  return hits;
}
