import { and, eq } from "drizzle-orm";
import { notFound } from "../../kit/errors";
import { albums, artists, tracks } from "./schema";
import { type ViewContext, viewer } from "./view-context";
import { albumVisibleTo, artistVisibleTo, trackVisibleTo } from "./visibility";

// Each loads the row the viewer may see or 404s: someone else's draft looks exactly like a missing id.

/** The track `id` if the viewer may see it (what playing it needs), else 404. */
export async function visibleTrack(ctx: ViewContext, id: string) {
  const [row] = await ctx.db
    .select({
      id: tracks.id,
      durationMs: tracks.durationMs,
      albumId: tracks.albumId,
      artistId: tracks.artistId,
    })
    .from(tracks)
    .where(and(eq(tracks.id, id), trackVisibleTo(viewer(ctx))))
    .limit(1);
  if (!row) throw notFound("Track");
  return row;
}

/** The album `id` if the viewer may see it, else 404. */
export async function visibleAlbum(ctx: ViewContext, id: string) {
  const [row] = await ctx.db
    .select({ id: albums.id })
    .from(albums)
    .where(and(eq(albums.id, id), albumVisibleTo(viewer(ctx))))
    .limit(1);
  if (!row) throw notFound("Album");
  return row;
}

/** The artist `id` if the viewer may see it, else 404. */
export async function visibleArtist(ctx: ViewContext, id: string) {
  const [row] = await ctx.db
    .select({ id: artists.id })
    .from(artists)
    .where(and(eq(artists.id, id), artistVisibleTo(viewer(ctx))))
    .limit(1);
  if (!row) throw notFound("Artist");
  return row;
}
