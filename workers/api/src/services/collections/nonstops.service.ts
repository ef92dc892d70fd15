import { z } from "@hono/zod-openapi";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { genres, moods, nonstops, nonstopTracks, tracks } from "../../db/schema";
import { notFound } from "../../http/errors";
import { chunked } from "../catalogue/chunks";
import { pageWindow } from "../catalogue/pagination";
import { listedTotal, listedTotalQuery } from "../catalogue/totals";
import { lookupRefSchema } from "../catalogue/track-views";
import { inOrder, lookupRef, type ViewContext } from "../catalogue/view-context";
import { listedTrack } from "../catalogue/visibility";
import { loadReactionFlags } from "../engagement/reaction-flags";
import { imageUrl } from "../media/media-urls";

export const nonstopViewSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    cover_art_url: z.string().nullable(),
    genre: lookupRefSchema.nullable(),
    mood: lookupRefSchema.nullable(),
    track_count: z.number().int(),
    like_count: z.number().int(),
    save_count: z.number().int(),
    play_count: z.number().int(),
    liked: z.boolean(),
    saved: z.boolean(),
  })
  .openapi("Nonstop");

export type NonstopView = z.infer<typeof nonstopViewSchema>;

const listed = eq(nonstops.status, 1);
const mood = alias(moods, "mood");
/** Active non-stop streams, newest first (`nonstops_status_created_idx`), and their total (listed_totals). */
export async function listNonstopIds(db: Db, page: number, perPage: number) {
  const { limit, offset } = pageWindow(page, perPage);
  const [rows, totals] = await db.batch([
    db
      .select({ id: nonstops.id })
      .from(nonstops)
      .where(listed)
      .orderBy(desc(nonstops.createdAt), desc(nonstops.id))
      .limit(limit)
      .offset(offset),
    listedTotalQuery(db, "nonstop"),
  ]);
  return { ids: rows.map((r) => r.id), total: totals[0]?.n ?? 0 };
}

/** Active non-stop streams (one read of the trigger-kept `listed_totals`). */
export function countListedNonstops(db: Db) {
  return listedTotal(db, "nonstop");
}

/** The nonstop if active, else 404 (admins see inactive ones too). */
export async function findVisibleNonstop(db: Db, id: string, isAdmin = false) {
  const [row] = await db
    .select({ id: nonstops.id })
    .from(nonstops)
    .where(and(eq(nonstops.id, id), isAdmin ? undefined : listed))
    .limit(1);
  if (!row) throw notFound("Non-stop stream");
  return row;
}

/** The stream's listed tracks in play order (`nonstop_tracks_order_idx`). */
export async function nonstopTrackIds(db: Db, nonstopId: string): Promise<string[]> {
  const rows = await db
    .select({ id: nonstopTracks.trackId })
    .from(nonstopTracks)
    .innerJoin(tracks, eq(tracks.id, nonstopTracks.trackId))
    .where(and(eq(nonstopTracks.nonstopId, nonstopId), listedTrack))
    .orderBy(asc(nonstopTracks.position));
  return rows.map((r) => r.id);
}

/** Nonstop views for `ids` in order: per 80 ids one query (lookups joined by key) plus the viewer's flags. */
export async function loadNonstopViews(ctx: ViewContext, ids: readonly string[]): Promise<NonstopView[]> {
  if (ids.length === 0) return [];
  // The rows and the viewer's flags do not depend on each other: one round trip, not two.
  const [parts, flags] = await Promise.all([
    Promise.all(
      chunked(ids).map((part) =>
        ctx.db
          .select({
            n: nonstops,
            genreTitle: genres.title,
            moodTitle: mood.title,
          })
          .from(nonstops)
          .leftJoin(genres, eq(genres.id, nonstops.genreId))
          .leftJoin(mood, eq(mood.id, nonstops.moodId))
          .where(inArray(nonstops.id, part)),
      ),
    ),
    loadReactionFlags(ctx.db, ctx.viewerId, "nonstop", ids),
  ]);
  const views = parts.flat().map(({ n, genreTitle, moodTitle }) => ({
    id: n.id,
    title: n.title,
    description: n.description,
    cover_art_url: imageUrl(n.coverKey),
    genre: lookupRef(n.genreId, genreTitle),
    mood: lookupRef(n.moodId, moodTitle),
    track_count: n.trackCount,
    like_count: n.likeCount,
    save_count: n.saveCount,
    play_count: n.playCount,
    liked: flags.get(n.id)?.has("like") ?? false,
    saved: flags.get(n.id)?.has("save") ?? false,
  }));
  return inOrder(ids, views);
}
