import { z } from "@hono/zod-openapi";
import { and, asc, eq } from "drizzle-orm";
import { tracks } from "../../../db/schema";
import { notFound } from "../../../http/errors";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../../http/openapi";
import { createRouter } from "../../../http/router";
import { albumViewSchema, loadAlbumViews } from "../../../services/catalogue/album-views";
import { addToggleRoutes, idParam, viewContextOf, viewerOf } from "../../../services/catalogue/http";
import { pageQuerySchema, pageSchema, toPage } from "../../../services/catalogue/pagination";
import { LISTED, listedIds, trendingIds } from "../../../services/catalogue/ranked-lists";
import { loadTrackViews, trackViewSchema } from "../../../services/catalogue/track-views";
import { trackVisibleTo } from "../../../services/catalogue/visibility";

const TAG = "Albums";
const AlbumPage = pageSchema(albumViewSchema).openapi("AlbumPage");
const AlbumDetail = albumViewSchema.extend({ tracks: z.array(trackViewSchema) }).openapi("AlbumDetail");
const SortQuery = pageQuerySchema.extend({
  sort: z.enum(["new", "popular"], { error: "Sort must be new or popular." }).default("new"),
});

/** An album longer than this is a data problem; the cap keeps one response bounded. */
const MAX_ALBUM_TRACKS = 200;

const listRoute = <Q extends typeof pageQuerySchema | typeof SortQuery>(
  path: string,
  summary: string,
  query: Q,
) =>
  defineRoute({
    method: "get",
    path,
    tags: [TAG],
    summary,
    security: bearer,
    request: { query },
    responses: { 200: jsonResponse(AlbumPage, "A page of albums"), ...errorResponses(401, 422) },
  });

/** `/user/global/albums`: browse, trending, details (tracks in order), like/save/follow. */
export const albumRoutes = createRouter()
  .openapi(listRoute("/", "Listed albums, newest or most played first", SortQuery), async (c) => {
    const ctx = viewContextOf(c);
    const q = c.req.valid("query");
    const page = await listedIds(ctx.db, LISTED.album, { sort: q.sort, page: q.page, perPage: q.per_page });
    const data = toPage(await loadAlbumViews(ctx, page.ids), {
      page: q.page,
      perPage: q.per_page,
      total: page.total,
    });
    return c.json({ data }, 200);
  })
  .openapi(
    listRoute(
      "/trending",
      "Albums by counted plays in the last 7 days, then all-time plays",
      pageQuerySchema,
    ),
    async (c) => {
      const ctx = viewContextOf(c);
      const q = c.req.valid("query");
      const page = await trendingIds(ctx.db, LISTED.album, {
        page: q.page,
        perPage: q.per_page,
        now: ctx.now,
      });
      const data = toPage(await loadAlbumViews(ctx, page.ids), {
        page: q.page,
        perPage: q.per_page,
        total: page.total,
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/{id}",
      tags: [TAG],
      summary: "One album with its tracks in order",
      security: bearer,
      request: { params: idParam },
      responses: { 200: jsonResponse(AlbumDetail, "The album"), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const ctx = viewContextOf(c);
      const { id } = c.req.valid("param");
      const [[album], trackIds] = await Promise.all([
        loadAlbumViews(ctx, [id]),
        ctx.db
          .select({ id: tracks.id })
          .from(tracks)
          .where(and(eq(tracks.albumId, id), trackVisibleTo(viewerOf(ctx))))
          .orderBy(asc(tracks.trackNumber), asc(tracks.id))
          .limit(MAX_ALBUM_TRACKS),
      ]);
      if (!album) throw notFound("Album");
      const albumTracks = await loadTrackViews(
        ctx,
        trackIds.map((r) => r.id),
      );
      return c.json({ data: { ...album, tracks: albumTracks } }, 200);
    },
  );

addToggleRoutes(albumRoutes, { type: "album", tag: TAG, kinds: ["like", "save", "follow"] });
