import { z } from "@hono/zod-openapi";
import { eq, inArray, sql } from "drizzle-orm";
import { playlists, users } from "../../db/schema";
import { chunked } from "../catalogue/chunks";
import { inOrder, type ViewContext } from "../catalogue/view-context";
import { listedPlaylist } from "../catalogue/visibility";
import { loadReactionFlags } from "../engagement/reaction-flags";
import { imageUrl } from "../media/media-urls";

export const playlistViewSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    cover_art_url: z.string().nullable(),
    kind: z.enum(["editorial", "user"]),
    visibility: z.enum(["public", "private"]),
    owner: z.object({ id: z.string(), name: z.string() }).nullable(),
    track_count: z.number().int(),
    duration_ms: z.number().int(),
    like_count: z.number().int(),
    save_count: z.number().int(),
    play_count: z.number().int(),
    liked: z.boolean(),
    saved: z.boolean(),
    is_mine: z.boolean(),
  })
  .openapi("Playlist");

export type PlaylistView = z.infer<typeof playlistViewSchema>;

/**
 * Playlist views for `ids`, in that order. Per 80 ids: one query for the rows with their owners' names
 * (primary-key probes; public rows shared briefly on a big catalogue, never the viewer's own), one for
 * the viewer's like/save flags. Visibility is the caller's job (the ids come from a query that already
 * applied it); this only formats.
 */
export async function loadPlaylistViews(ctx: ViewContext, ids: readonly string[]): Promise<PlaylistView[]> {
  if (ids.length === 0) return [];
  const load = async (missing: readonly string[]) =>
    (
      await Promise.all(
        chunked(missing).map((part) =>
          ctx.db
            .select({ playlist: playlists, ownerName: users.name, listed: sql<number>`(${listedPlaylist})` })
            .from(playlists)
            .leftJoin(users, eq(users.id, playlists.ownerUserId))
            .where(inArray(playlists.id, part)),
        ),
      )
    )
      .flat()
      .map(({ playlist, ownerName, listed }) => ({ ...playlist, ownerName, listed }));
  const [rows, flags] = await Promise.all([
    load(ids),
    loadReactionFlags(ctx.db, ctx.viewerId, "playlist", ids),
  ]);
  const views = rows.map((p) => ({
    id: p.id,
    title: p.title,
    description: p.description,
    cover_art_url: imageUrl(p.coverKey),
    kind: p.kind,
    visibility: p.visibility,
    owner: p.ownerUserId && p.ownerName !== null ? { id: p.ownerUserId, name: p.ownerName } : null,
    track_count: p.trackCount,
    duration_ms: p.durationMs,
    like_count: p.likeCount,
    save_count: p.saveCount,
    play_count: p.playCount,
    liked: flags.get(p.id)?.has("like") ?? false,
    saved: flags.get(p.id)?.has("save") ?? false,
    is_mine: p.ownerUserId === ctx.viewerId,
  }));
  return inOrder(ids, views);
}
