import { count, desc, eq, sql } from "drizzle-orm";
import { pageWindow } from "../../kit/pagination";
import type { RowQuery, ViewContext } from "../catalogue";
import { listedTotal } from "../catalogue";
import { plays } from "../engagement/schema";
import { selectPlaylistViews } from "./playlist-views";
import type { PlaylistView } from "./playlists.contract";
import { playlists } from "./schema";
import { listedPlaylist, playlistVisibleToFilter } from "./visibility";

/** A page of playlist views and its total, both issued at once (one data round trip). */
async function playlistPage(ctx: ViewContext, q: RowQuery, total: Promise<number>) {
  const [items, n] = await Promise.all([selectPlaylistViews(ctx, q), total]);
  return { items, total: n } satisfies { items: PlaylistView[]; total: number };
}

const counted = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;

/** Public playlists, newest first (`playlists_visibility_created_idx`), and their total (listed_totals). */
export function listPublicPlaylists(ctx: ViewContext, page: number, perPage: number) {
  const { limit, offset } = pageWindow(page, perPage);
  return playlistPage(
    ctx,
    { where: listedPlaylist, orderBy: [desc(playlists.createdAt), desc(playlists.id)], limit, offset },
    listedTotal(ctx.db, "playlist"),
  );
}

/**
 * Playlists the listener played (the `context_id` of their plays), most recently played first; only
 * public ones or their own. One listener's plays are walked through `plays_user_recent_idx`.
 */
export function listPlayedPlaylists(ctx: ViewContext, page: number, perPage: number) {
  const userId = ctx.viewerId;
  const played = sql`(select ${plays.contextId} as played_id, max(${plays.createdAt}) as played_last
    from ${plays} where ${plays.userId} = ${userId} and ${plays.contextType} = 'playlist'
    group by ${plays.contextId}) played`;
  const seen = playlistVisibleToFilter(userId);
  const { limit, offset } = pageWindow(page, perPage);
  return playlistPage(
    ctx,
    {
      where: seen,
      join: { source: played, on: sql`played.played_id = ${playlists.id}` },
      orderBy: [sql`played.played_last desc`, desc(playlists.id)],
      limit,
      offset,
    },
    counted(
      ctx.db
        .select({ n: sql<number>`count(distinct ${playlists.id})` })
        .from(plays)
        .innerJoin(playlists, eq(playlists.id, plays.contextId))
        .where(sql`${plays.userId} = ${userId} and ${plays.contextType} = 'playlist' and ${seen}`),
    ),
  );
}

/** The owner's playlists, most recently changed first (`playlists_owner_idx`), with the total. */
export function listMyPlaylists(ctx: ViewContext, page: number, perPage: number) {
  const mine = eq(playlists.ownerUserId, ctx.viewerId);
  const { limit, offset } = pageWindow(page, perPage);
  return playlistPage(
    ctx,
    { where: mine, orderBy: [desc(playlists.updatedAt), desc(playlists.id)], limit, offset },
    counted(ctx.db.select({ n: count() }).from(playlists).where(mine)),
  );
}
