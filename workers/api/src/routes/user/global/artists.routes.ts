import { z } from "@hono/zod-openapi";
import { and, asc, desc, eq } from "drizzle-orm";
import { albums, tracks } from "../../../db/schema";
import { notFound } from "../../../http/errors";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../../http/openapi";
import { createRouter } from "../../../http/router";
import { albumViewSchema, loadAlbumViews } from "../../../services/catalogue/album-views";
import { artistViewSchema, loadArtistViews } from "../../../services/catalogue/artist-views";
import { addToggleRoutes, idParam, viewContextOf, viewerOf } from "../../../services/catalogue/http";
import { pageQuerySchema, pageSchema, toPage } from "../../../services/catalogue/pagination";
import { LISTED, listedIds, trendingIds } from "../../../services/catalogue/ranked-lists";
import { loadTrackViews, trackViewSchema } from "../../../services/catalogue/track-views";
import { albumVisibleTo, trackVisibleTo } from "../../../services/catalogue/visibility";

const TAG = "Artists";
const ArtistPage = pageSchema(artistViewSchema).openapi("ArtistPage");
const ArtistDetail = artistViewSchema
  .extend({ top_tracks: z.array(trackViewSchema), albums: z.array(albumViewSchema) })
  .openapi("ArtistDetail");
const SortQuery = pageQuerySchema.extend({
  sort: z.enum(["new", "popular"], { error: "Sort must be new or popular." }).default("new"),
});

/** How many of an artist's tracks and albums the detail page shows. */
const TOP_TRACKS = 10;
const MAX_ALBUMS = 50;

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
    responses: { 200: jsonResponse(ArtistPage, "A page of artists"), ...errorResponses(401, 422) },
  });

/** `/user/global/artists`: browse, trending, details (top tracks and albums), like/save/follow. */
export const artistRoutes = createRouter()
  .openapi(listRoute("/", "Active artists, newest or most played first", SortQuery), async (c) => {
    const ctx = viewContextOf(c);
    const q = c.req.valid("query");
    const page = await listedIds(ctx.db, LISTED.artist, { sort: q.sort, page: q.page, perPage: q.per_page });
    const data = toPage(await loadArtistViews(ctx, page.ids), {
      page: q.page,
      perPage: q.per_page,
      total: page.total,
    });
    return c.json({ data }, 200);
  })
  .openapi(
    listRoute(
      "/trending",
      "Artists by counted plays in the last 7 days, then all-time plays",
      pageQuerySchema,
    ),
    async (c) => {
      const ctx = viewContextOf(c);
      const q = c.req.valid("query");
      const page = await trendingIds(ctx.db, LISTED.artist, {
        page: q.page,
        perPage: q.per_page,
        now: ctx.now,
      });
      const data = toPage(await loadArtistViews(ctx, page.ids), {
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
      summary: "One artist with their most played tracks and their albums",
      security: bearer,
      request: { params: idParam },
      responses: { 200: jsonResponse(ArtistDetail, "The artist"), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const ctx = viewContextOf(c);
      const { id } = c.req.valid("param");
      const viewer = viewerOf(ctx);
      const [[artist], topIds, albumIds] = await Promise.all([
        loadArtistViews(ctx, [id]),
        ctx.db
          .select({ id: tracks.id })
          .from(tracks)
          .where(and(eq(tracks.artistId, id), trackVisibleTo(viewer)))
          .orderBy(desc(tracks.playCount), desc(tracks.id))
          .limit(TOP_TRACKS),
        ctx.db
          .select({ id: albums.id })
          .from(albums)
          .where(and(eq(albums.artistId, id), albumVisibleTo(viewer)))
          .orderBy(desc(albums.releasedAt), asc(albums.id))
          .limit(MAX_ALBUMS),
      ]);
      if (!artist) throw notFound("Artist");
      const [topTracks, artistAlbums] = await Promise.all([
        loadTrackViews(
          ctx,
          topIds.map((r) => r.id),
        ),
        loadAlbumViews(
          ctx,
          albumIds.map((r) => r.id),
        ),
      ]);
      return c.json({ data: { ...artist, top_tracks: topTracks, albums: artistAlbums } }, 200);
    },
  );

addToggleRoutes(artistRoutes, { type: "artist", tag: TAG, kinds: ["like", "save", "follow"] });
