import { and, eq, or, type SQL, sql } from "drizzle-orm";
import { albums, artists, tracks } from "./schema";

/**
 * Who is looking. Owners and admins also see drafts, private and inactive items; everyone else sees
 * only listed ones, and anything else is a 404 (never 403, so ids cannot be probed).
 */
export interface Viewer {
  id: string;
  isAdmin?: boolean;
}

// The equality prefixes below are exactly the leading columns of the `*_listed_*` / `*_status_*`
// indexes, so every list filtered by them walks an index in order instead of sorting.

/** A track others may see: published, public and active. */
export const listedTrack: SQL = and(
  eq(tracks.publication, "published"),
  eq(tracks.visibility, "public"),
  eq(tracks.status, 1),
) as SQL;

/** An album others may see: published, public and active. */
export const listedAlbum: SQL = and(
  eq(albums.publication, "published"),
  eq(albums.visibility, "public"),
  eq(albums.status, 1),
) as SQL;

/*
 * The same two conditions as plain filters. Unary `+` makes a term unusable for an index lookup, so a
 * query keyed by a parent (an album's or an artist's items, counted for their views) walks that parent's
 * index. D1 keeps no planner statistics, and without them SQLite ranks the listed indexes' three
 * equalities above one `in (…)` on a foreign key: it walked every listed track for each batch of album
 * views, ~50 ms and 100k index rows read at 100k tracks. query-plans.test.ts pins the plans.
 */

/** `listedTrack` that never picks the index (for queries driven by another one). */
export const listedTrackFilter: SQL = sql`(+${tracks.publication} = ${"published"} and +${tracks.visibility} = ${"public"} and +${tracks.status} = ${1})`;

/** `listedAlbum` that never picks the index (for queries driven by another one). */
export const listedAlbumFilter: SQL = sql`(+${albums.publication} = ${"published"} and +${albums.visibility} = ${"public"} and +${albums.status} = ${1})`;

/** An artist others may see: active. */
export const listedArtist: SQL = eq(artists.status, 1);

/** `listedArtist` that never picks the index (for queries driven by another one). */
export const listedArtistFilter: SQL = sql`+${artists.status} = ${1}`;

/**
 * Listed, or owned by the viewer (`owner_user_id`, or the artist profile they manage), or any track for
 * an admin. Lists use `listedTrack` alone; this wider form is for lookups by id.
 */
export function trackVisibleTo(viewer: Viewer): SQL {
  if (viewer.isAdmin) return sql`1 = 1`;
  const managed = sql`${tracks.artistId} in (select ${artists.id} from ${artists} where ${artists.userId} = ${viewer.id})`;
  return or(listedTrack, eq(tracks.ownerUserId, viewer.id), managed) as SQL;
}

/** Listed, or the viewer manages the artist profile (`artists.user_id`), or any artist for an admin. */
export function artistVisibleTo(viewer: Viewer): SQL {
  if (viewer.isAdmin) return sql`1 = 1`;
  return or(listedArtist, eq(artists.userId, viewer.id)) as SQL;
}

/** Listed, or the album belongs to an artist profile the viewer manages, or any album for an admin. */
export function albumVisibleTo(viewer: Viewer): SQL {
  if (viewer.isAdmin) return sql`1 = 1`;
  const mine = sql`${albums.artistId} in (select ${artists.id} from ${artists} where ${artists.userId} = ${viewer.id})`;
  return or(listedAlbum, mine) as SQL;
}
