import { and, sql } from "drizzle-orm";
import { type PlayReport, readPlayState, reportPlay } from "../engagement";
import { playCounters } from "./counter-targets";
import type { ListFilter } from "./ranked-lists";
import { tracks } from "./schema";
import { relatedTracks } from "./track-lists";
import type { TrackView } from "./track-views";
import type { ViewContext } from "./view-context";
import { visibleTrack } from "./visible.service";

/**
 * The listed tracks narrowed by genre and/or mood, and the total that narrowing keeps. Unary `+` keeps
 * SQLite off tracks_genre_idx/tracks_mood_idx (which would sort every track of the genre): the listed
 * index gives the order and the filter is checked while walking it (ADR 0300).
 */
export function trackListFilter(q: { genre?: string; mood?: string }): ListFilter {
  return {
    filter: and(
      q.genre ? sql`+${tracks.genreId} = ${q.genre}` : undefined,
      q.mood ? sql`+${tracks.moodId} = ${q.mood}` : undefined,
    ),
    total: { genre: q.genre, mood: q.mood },
  };
}

/**
 * Tracks related to `trackId` (see `relatedTracks`), or 404 when the viewer may not see that track. The
 * seed's visibility and the related groups are issued together: one round trip.
 */
export async function relatedToTrack(ctx: ViewContext, trackId: string, limit: number): Promise<TrackView[]> {
  const [, related] = await Promise.all([visibleTrack(ctx, trackId), relatedTracks(ctx, trackId, limit)]);
  return related;
}

/**
 * One progress report of the viewer listening to track `id` (404 when they may not see it). The track and
 * the play state are read together: session + one read + the batch.
 */
export async function playTrack(
  ctx: ViewContext,
  id: string,
  report: Pick<PlayReport, "playId" | "listenedMs" | "contextType" | "contextId">,
): Promise<{ playId: string; counted: boolean }> {
  const userId = ctx.viewerId;
  const [track, state] = await Promise.all([
    visibleTrack(ctx, id),
    readPlayState(ctx.db, { userId, trackId: id, playId: report.playId }),
  ]);
  return reportPlay(ctx.db, { ...report, userId, track, counters: playCounters(track), now: ctx.now }, state);
}
