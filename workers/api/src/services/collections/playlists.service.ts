import { desc, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { playlists } from "../../db/schema";
import { pageWindow } from "../catalogue/pagination";
import { listedTotalQuery } from "../catalogue/totals";
import { listedPlaylist } from "../catalogue/visibility";

/** Public playlists, newest first (`playlists_visibility_created_idx`), and their total (listed_totals). */
export async function listPublicPlaylistIds(db: Db, page: number, perPage: number) {
  const { limit, offset } = pageWindow(page, perPage);
  const [rows, totals] = await db.batch([
    db
      .select({ id: playlists.id })
      .from(playlists)
      .where(listedPlaylist)
      .orderBy(desc(playlists.createdAt), desc(playlists.id))
      .limit(limit)
      .offset(offset),
    listedTotalQuery(db, "playlist"),
  ]);
  return { ids: rows.map((r) => r.id), total: totals[0]?.n ?? 0 };
}

/**
 * Playlists the listener played (the `context_id` of their plays), most recently played first; only
 * public ones or their own. One listener's plays are walked through `plays_user_recent_idx`.
 */
export async function listPlayedPlaylistIds(db: Db, userId: string, page: number, perPage: number) {
  const { limit, offset } = pageWindow(page, perPage);
  const from = sql`from plays pl join ${playlists} p on p.id = pl.context_id
    where pl.user_id = ${userId} and pl.context_type = 'playlist'
      and (p.visibility = 'public' or p.owner_user_id = ${userId})`;
  const [rows, totals] = await Promise.all([
    db.all<{ id: string }>(sql`select p.id as id, max(pl.created_at) as last_played ${from}
      group by p.id order by last_played desc, p.id desc limit ${limit} offset ${offset}`),
    db.all<{ total: number }>(sql`select count(distinct p.id) as total ${from}`),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(totals[0]?.total ?? 0) };
}
