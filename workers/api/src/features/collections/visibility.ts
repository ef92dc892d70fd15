import { eq, or, type SQL, sql } from "drizzle-orm";
import type { Viewer } from "../catalogue";
import { nonstops, playlists } from "./schema";

// Like the catalogue's listed conditions (catalogue/visibility.ts): the equality prefixes are the
// leading columns of the `*_visibility_*` / `*_status_*` indexes, and each has a plain-filter twin
// (`+column`) for statements another index must drive.

/** A playlist others may see: public (playlists_visibility_created_idx). */
export const listedPlaylist: SQL = eq(playlists.visibility, "public");

/** `listedPlaylist` that never picks the index (for queries driven by another one). */
export const listedPlaylistFilter: SQL = sql`+${playlists.visibility} = ${"public"}`;

/** A non-stop stream others may see: active (nonstops_status_created_idx). */
export const listedNonstop: SQL = eq(nonstops.status, 1);

/** `listedNonstop` that never picks the index (for queries driven by another one). */
export const listedNonstopFilter: SQL = sql`+${nonstops.status} = ${1}`;

/** A playlist the viewer may open: public ones, their own, or any for an admin. */
export function playlistVisibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  return or(listedPlaylist, eq(playlists.ownerUserId, viewer.id));
}

/**
 * Public or the viewer's own, as a plain filter (`+column`) for statements another index drives (a
 * search's hits, a listener's plays). Admins get no more here than anyone: lists, unlike an open by id,
 * show them what a listener sees.
 */
export function playlistVisibleToFilter(viewerId: string): SQL {
  return sql`(${listedPlaylistFilter} or +${playlists.ownerUserId} = ${viewerId})`;
}
