import { type SQL, sql } from "drizzle-orm";
import type { AnySQLiteTable, SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { albums, artists, playlists, tracks } from "../../db/schema";
import { viewerMark } from "../accounts/viewer-epoch";
import { memoize } from "../catalogue/isolate-cache";
import { isBigCatalogue } from "../catalogue/ranked-lists";
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
 * Runs the grouped search in one D1 round trip (a batch of one statement per requested group); on a
 * big catalogue the shared groups and the viewer's playlists are cached apart, so a miss on both is two.
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
  const run = async (types: readonly SearchType[]) => {
    if (types.length === 0) return [];
    const results = await d1Batch(
      db,
      types.map((type) => GROUP_SQL[type](match, limit, viewerId)),
    );
    return results.map((r) => ((r.results ?? []) as { id: string }[]).map((row) => row.id));
  };
  const fill = (types: readonly SearchType[], ids: readonly string[][]) =>
    types.forEach((type, i) => {
      hits[type] = ids[i] ?? [];
    });
  // A small catalogue is searched live, every group in the one batch.
  if (!(await isBigCatalogue(db))) {
    fill(wanted, await run(wanted));
    return hits;
  }
  // Tracks, albums and artists answer the same for everyone: on a big catalogue the same query's hits
  // are shared for a while (popular searches repeat). Playlists include the viewer's own private ones,
  // so that group is kept per viewer, under a key that moves as soon as they change anything.
  const shared = wanted.filter((t) => t !== "playlists");
  const own = wanted.filter((t) => t === "playlists");
  const ownKey = `search:own:${viewerId}:${viewerMark(viewerId)}:${limit}:${match}`;
  const [sharedIds, ownIds] = await Promise.all([
    memoize(`search:${shared.join(",")}:${limit}:${match}`, SEARCH_TTL_MS, () => run(shared)),
    own.length > 0 ? memoize(ownKey, OWN_SEARCH_TTL_MS, () => run(own)) : [],
  ]);
  fill(shared, sharedIds);
  fill(own, ownIds);
  return hits;
}

/** How long a big catalogue's hits for one query are reused within an isolate. */
export const SEARCH_TTL_MS = 30_000;
/** The same for a viewer's playlist hits (others' new public playlists show up within this). */
export const OWN_SEARCH_TTL_MS = 10_000;
