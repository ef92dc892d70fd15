import { eq, inArray } from "drizzle-orm";
import { imageUrl } from "../../kit/media-urls";
import { users } from "../accounts/schema";
import { chunked, distinct, inOrder, type RowQuery, type ViewContext, windowed } from "../catalogue";
import { reactedBy } from "../engagement";
import type { PlaylistView } from "./playlists.contract";
import { playlists } from "./schema";

/**
 * Playlist views for `ids`, in that order: one statement per 80 ids (see `selectPlaylistViews`).
 * Visibility is the caller's job (the ids come from a query that already applied it); this only formats.
 */
export async function loadPlaylistViews(ctx: ViewContext, ids: readonly string[]): Promise<PlaylistView[]> {
  if (ids.length === 0) return [];
  const parts = await Promise.all(
    chunked(distinct(ids)).map((part) => selectPlaylistViews(ctx, { where: inArray(playlists.id, part) })),
  );
  return inOrder(ids, parts.flat());
}

/**
 * The views of the playlists `q` selects, in the statement's order, in ONE statement: each row with its
 * owner's name (primary-key probe) and the viewer's like/save flags.
 */
export async function selectPlaylistViews(ctx: ViewContext, q: RowQuery): Promise<PlaylistView[]> {
  const rows = await playlistStatement(ctx, q);
  return rows.map(({ playlist: p, ownerName, liked, saved }) => ({
    id: p.id,
    title: p.title,
    description: p.description,
    cover_art_url: imageUrl(p.coverKey),
    kind: p.kind,
    visibility: p.visibility,
    owner: p.ownerUserId && ownerName !== null ? { id: p.ownerUserId, name: ownerName } : null,
    track_count: p.trackCount,
    duration_ms: p.durationMs,
    like_count: p.likeCount,
    save_count: p.saveCount,
    play_count: p.playCount,
    liked: Boolean(liked),
    saved: Boolean(saved),
    is_mine: p.ownerUserId === ctx.viewerId,
  }));
}

/** The statement behind playlist views (see `selectPlaylistViews`). */
export function playlistStatement(ctx: ViewContext, q: RowQuery) {
  const query = ctx.db
    .select({
      playlist: playlists,
      ownerName: users.name,
      liked: reactedBy(ctx.viewerId, "like", "playlist", playlists.id),
      saved: reactedBy(ctx.viewerId, "save", "playlist", playlists.id),
    })
    .from(playlists)
    .leftJoin(users, eq(users.id, playlists.ownerUserId))
    .where(q.where)
    .$dynamic();
  return windowed(query, q);
}
