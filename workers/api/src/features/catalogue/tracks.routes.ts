import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse, pageRoute } from "../../kit/openapi";
import { pageQuerySchema, toPage } from "../../kit/pagination";
import { idParam } from "../../kit/params";
import { addToggleRoutes } from "../../kit/toggles";
import { REACTION_TARGETS } from "./counter-targets";
import { listedRoutes } from "./listed-routes";
import { LISTED } from "./ranked-lists";
import { reactionSetter } from "./reactions.service";
import { viewContextOf } from "./route-context";
import { loadTrackDetail } from "./track-detail";
import { likedTracks, myTasteTracks, playedTracks } from "./track-lists";
import { selectTrackViews } from "./track-views";
import { trackDetailSchema } from "./track-views.contract";
import { ListQuery, PlayAnswer, PlayBody, RelatedQuery, RelatedTracks, TrackPage } from "./tracks.contract";
import { playTrack, relatedToTrack, trackListFilter } from "./tracks.service";
import { visibleTrack } from "./visible.service";

const TAG = "Music tracks";

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
  filterOf: trackListFilter,
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
        200: jsonResponse(RelatedTracks, "Related tracks"),
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const ctx = viewContextOf(c);
      const q = c.req.valid("query");
      const related = await relatedToTrack(ctx, q.track_id, q.limit);
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
      const result = await playTrack(ctx, c.req.valid("param").id, {
        playId: body.play_id,
        listenedMs: body.listened_ms,
        contextType: body.context_type,
        contextId: body.context_id,
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
      return c.json({ data: await loadTrackDetail(viewContextOf(c), c.req.valid("param").id) }, 200);
    },
  );

addToggleRoutes(trackRoutes, {
  type: "track",
  tag: TAG,
  kinds: ["like", "save"],
  context: viewContextOf,
  check: visibleTrack,
  set: reactionSetter(REACTION_TARGETS.track),
});
