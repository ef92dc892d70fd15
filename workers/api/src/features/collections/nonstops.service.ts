import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { imageUrl } from "../../kit/media-urls";
import { pageWindow } from "../../kit/pagination";
import {
  listedTotal,
  listedTrackFilter,
  lookupRef,
  type RowQuery,
  selectTrackViews,
  type TrackView,
  type ViewContext,
  windowed,
} from "../catalogue";
import { tracks } from "../catalogue/schema";
import { PLAY_WINDOWS, rankedViews, reactedBy } from "../engagement";
import { genres, moods } from "../reference/schema";
import { COLLECTION_SUBJECTS } from "./collection-subjects";
import type { NonstopView } from "./nonstops.contract";
import { nonstops, nonstopTracks as nonstopTracksTable } from "./schema";
import { listedNonstop } from "./visibility";

const mood = alias(moods, "mood");
/** A page of active non-stop streams, newest first (`nonstops_status_created_idx`), and their total, at once. */
export async function listNonstops(ctx: ViewContext, page: number, perPage: number) {
  const { limit, offset } = pageWindow(page, perPage);
  const [items, total] = await Promise.all([
    selectNonstopViews(ctx, {
      where: listedNonstop,
      orderBy: [desc(nonstops.createdAt), desc(nonstops.id)],
      limit,
      offset,
    }),
    listedTotal(ctx.db, "nonstop"),
  ]);
  return { items, total };
}

/**
 * A page of active non-stop streams by plays this week, then all-time plays (`rankedViews`), and their
 * total, at once.
 */
export async function listTrendingNonstops(ctx: ViewContext, page: number, perPage: number) {
  const { limit, offset } = pageWindow(page, perPage);
  const [items, total] = await Promise.all([
    rankedViews(ctx, COLLECTION_SUBJECTS.nonstop, selectNonstopViews, {
      days: PLAY_WINDOWS.week,
      offset,
      limit,
    }),
    listedTotal(ctx.db, "nonstop"),
  ]);
  return { items, total };
}

/** The nonstop if active, else 404 (admins see inactive ones too). */
export async function findVisibleNonstop(db: Db, id: string, isAdmin = false) {
  const [row] = await db
    .select({ id: nonstops.id })
    .from(nonstops)
    .where(and(eq(nonstops.id, id), isAdmin ? undefined : listedNonstop))
    .limit(1);
  if (!row) throw notFound("Non-stop stream");
  return row;
}

/** The nonstop's view if active (any for an admin), in one statement; otherwise 404. */
export async function loadVisibleNonstop(ctx: ViewContext, id: string): Promise<NonstopView> {
  const where = and(eq(nonstops.id, id), ctx.isAdmin ? undefined : listedNonstop);
  const [view] = await selectNonstopViews(ctx, { where, limit: 1 });
  if (!view) throw notFound("Non-stop stream");
  return view;
}

/** The stream's listed tracks in play order (`nonstop_tracks_order_idx`), as views, in one statement. */
export function nonstopTracks(ctx: ViewContext, nonstopId: string): Promise<TrackView[]> {
  return selectTrackViews(ctx, nonstopTracksQuery(nonstopId));
}

/** The statement shape of `nonstopTracks`: the stream's rows drive, listed tracks probed by key. */
export function nonstopTracksQuery(nonstopId: string): RowQuery {
  return {
    where: listedTrackFilter,
    join: {
      source: sql`${nonstopTracksTable} nt`,
      on: sql`nt.track_id = ${tracks.id} and nt.nonstop_id = ${nonstopId}`,
    },
    orderBy: [sql`nt.position`],
  };
}

/** The views of the non-stops `q` selects, in ONE statement: lookups joined by key, the viewer's flags in it. */
export async function selectNonstopViews(ctx: ViewContext, q: RowQuery): Promise<NonstopView[]> {
  const rows = await nonstopStatement(ctx, q);
  return rows.map(({ n, genreTitle, moodTitle, liked, saved }) => ({
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
    liked: Boolean(liked),
    saved: Boolean(saved),
  }));
}

/** The statement behind nonstop views (see `selectNonstopViews`). */
export function nonstopStatement(ctx: ViewContext, q: RowQuery) {
  const query = ctx.db
    .select({
      n: nonstops,
      genreTitle: genres.title,
      moodTitle: mood.title,
      liked: reactedBy(ctx.viewerId, "like", "nonstop", nonstops.id),
      saved: reactedBy(ctx.viewerId, "save", "nonstop", nonstops.id),
    })
    .from(nonstops)
    .leftJoin(genres, eq(genres.id, nonstops.genreId))
    .leftJoin(mood, eq(mood.id, nonstops.moodId))
    .where(q.where)
    .$dynamic();
  return windowed(query, q);
}
