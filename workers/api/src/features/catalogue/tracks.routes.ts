import { z } from "@hono/zod-openapi";
import { and, sql } from "drizzle-orm";
import { notFound } from "../../kit/errors";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse, pageRoute } from "../../kit/openapi";
import { pageQuerySchema, toPage } from "../../kit/pagination";
import { idParam } from "../../kit/params";
import { reportPlay } from "../engagement/plays.service";
import { addToggleRoutes, viewContextOf, visibleTrack } from "./http";
import { listedRoutes, sortQuerySchema } from "./listed-routes";
import { LISTED } from "./ranked-lists";
import { tracks } from "./schema";
import { loadTrackDetail } from "./track-detail";
import { likedTracks, myTasteTracks, playedTracks, relatedTracks } from "./track-lists";
import { selectTrackViews, trackDetailSchema, trackViewSchema } from "./track-views";
import { PlayAnswer, PlayBody, RelatedQuery, TrackPage } from "./tracks.contract";

const TAG = "Music tracks";

const ListQuery = sortQuerySchema.extend({
  genre: z.string().min(1).max(64).optional().openapi({ description: "Genre id" }),
  mood: z.string().min(1).max(64).optional().openapi({ description: "Mood id" }),
});

const listRoute = (path: string, summary: string) =>
  pageRoute({
    path,
    tags: [TAG],
    summary,
    query: pageQuerySchema,
    page: TrackPage,
    description: "A page of tracks",
  });

/** `/user/global/music-tracks`: browse, trending, the listener's played/liked/taste, details, toggles, plays. */
export const trackRoutes = listedRoutes({
  subject: LISTED.track,
  tag: TAG,
  page: TrackPage,
  noun: "tracks",
  summaries: {
    list: "Listed tracks, newest or most played first, optionally by genre and mood",
    trending: "Tracks by counted plays in the last 7 days, then all-time plays",
  },
  select: selectTrackViews,
  query: ListQuery,
  // Unary `+` keeps SQLite off tracks_genre_idx/tracks_mood_idx (which would sort every track of the
  // genre): the listed index gives the order and the filter is checked while walking it (ADR 0300).
  filterOf: (q) => ({
    filter: and(
      q.genre ? sql`+${tracks.genreId} = ${q.genre}` : undefined,
      q.mood ? sql`+${tracks.moodId} = ${q.mood}` : undefined,
    ),
    total: { genre: q.genre, mood: q.mood },
  }),
})
  .openapi(
    listRoute("/played", "The listener's recently played tracks, newest first, each once"),
    async (c) => {
      const ctx = viewContextOf(c);
      const q = c.req.valid("query");
      const { items, total } = await playedTracks(ctx, { page: q.page, perPage: q.per_page });
      return c.json({ data: toPage(items, { page: q.page, perPage: q.per_page, total }) }, 200);
    },
  )
  .openapi(listRoute("/liked", "The listener's liked tracks (Liked songs), most recent first"), async (c) => {
    const ctx = viewContextOf(c);
    const q = c.req.valid("query");
    const { items, total } = await likedTracks(ctx, { page: q.page, perPage: q.per_page });
    return c.json({ data: toPage(items, { page: q.page, perPage: q.per_page, total }) }, 200);
  })
  .openapi(
    listRoute("/my-taste", "Tracks sharing artist, genre or mood with what the listener liked and played"),
    async (c) => {
      const ctx = viewContextOf(c);
      const q = c.req.valid("query");
      const { items, total } = await myTasteTracks(ctx, { page: q.page, perPage: q.per_page });
      return c.json({ data: toPage(items, { page: q.page, perPage: q.per_page, total }) }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/related",
      tags: [TAG],
      summary: "Tracks related to one: same artist, then shared genre and mood",
      security: bearer,
      request: { query: RelatedQuery },
      responses: {
        200: jsonResponse(z.array(trackViewSchema), "Related tracks"),
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const ctx = viewContextOf(c);
      const q = c.req.valid("query");
      // The seed's visibility (404) and the related groups are issued together: one round trip.
      const [, related] = await Promise.all([
        visibleTrack(ctx, q.track_id),
        relatedTracks(ctx, q.track_id, q.limit),
      ]);
      return c.json({ data: related }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/play/{id}",
      tags: [TAG],
      summary: "Report listening progress; the play counts after 30 s (or the end of a shorter track)",
      security: bearer,
      request: { params: idParam, body: jsonBody(PlayBody) },
      responses: { 200: jsonResponse(PlayAnswer, "The listening session"), ...errorResponses(401, 404, 422) },
    }),
    async (c) => {
      const ctx = viewContextOf(c);
      const body = c.req.valid("json");
      const track = await visibleTrack(ctx, c.req.valid("param").id);
      const result = await reportPlay(ctx.db, {
        userId: ctx.viewerId,
        track,
        playId: body.play_id,
        listenedMs: body.listened_ms,
        contextType: body.context_type,
        contextId: body.context_id,
        now: ctx.now,
      });
      return c.json({ data: { play_id: result.playId, counted: result.counted } }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/{id}",
      tags: [TAG],
      summary: "One track with its lyrics",
      security: bearer,
      request: { params: idParam },
      responses: { 200: jsonResponse(trackDetailSchema, "The track"), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const detail = await loadTrackDetail(viewContextOf(c), c.req.valid("param").id);
      if (!detail) throw notFound("Track");
      return c.json({ data: detail }, 200);
    },
  );

addToggleRoutes(trackRoutes, { type: "track", tag: TAG, kinds: ["like", "save"] });
