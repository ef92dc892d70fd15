import { z } from "@hono/zod-openapi";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../../http/openapi";
import { createRouter } from "../../../http/router";
import { addToggleRoutes, idParam, viewContextOf, viewerOf } from "../../../services/catalogue/http";
import { pageQuerySchema, pageSchema, toPage } from "../../../services/catalogue/pagination";
import { loadTrackViews, trackViewSchema } from "../../../services/catalogue/track-views";
import type { ViewContext } from "../../../services/catalogue/view-context";
import { countCollectionPlay } from "../../../services/collections/collection-plays";
import { findVisiblePlaylist, playlistTrackIds } from "../../../services/collections/playlist-access";
import { loadPlaylistViews, playlistViewSchema } from "../../../services/collections/playlist-views";
import {
  listPlayedPlaylistIds,
  listPublicPlaylistIds,
} from "../../../services/collections/playlists.service";

const tags = ["Playlists"];
const PlaylistDetail = playlistViewSchema
  .extend({ tracks: z.array(trackViewSchema) })
  .openapi("PlaylistDetail");
const PlaylistPlay = z
  .object({ playlist: playlistViewSchema, tracks: z.array(trackViewSchema) })
  .openapi("PlaylistPlay");

/** The playlist (public or the viewer's own) with its visible tracks in order, or 404. */
async function playlistWithTracks(ctx: ViewContext, id: string) {
  const row = await findVisiblePlaylist(ctx.db, id, viewerOf(ctx));
  const trackIds = await playlistTrackIds(ctx.db, row.id, viewerOf(ctx));
  const [[playlist], tracks] = await Promise.all([
    loadPlaylistViews(ctx, [row.id]),
    loadTrackViews(ctx, trackIds),
  ]);
  return { playlist: playlist!, tracks };
}

const listRoute = (path: "/" | "/played", summary: string) =>
  defineRoute({
    method: "get",
    path,
    tags,
    summary,
    security: bearer,
    request: { query: pageQuerySchema },
    responses: {
      200: jsonResponse(pageSchema(playlistViewSchema), "A page of playlists"),
      ...errorResponses(401, 422),
    },
  });

/** `/user/global/playlists`: public playlists, the listener's played ones, details, play, like, save. */
export const playlistRoutes = createRouter()
  .openapi(listRoute("/", "Public playlists, newest first"), async (c) => {
    const ctx = viewContextOf(c);
    const { page, per_page } = c.req.valid("query");
    const { ids, total } = await listPublicPlaylistIds(ctx.db, page, per_page);
    return c.json(
      { data: toPage(await loadPlaylistViews(ctx, ids), { page, perPage: per_page, total }) },
      200,
    );
  })
  .openapi(listRoute("/played", "Playlists the listener played, most recent first"), async (c) => {
    const ctx = viewContextOf(c);
    const { page, per_page } = c.req.valid("query");
    const { ids, total } = await listPlayedPlaylistIds(ctx.db, ctx.viewerId, page, per_page);
    return c.json(
      { data: toPage(await loadPlaylistViews(ctx, ids), { page, perPage: per_page, total }) },
      200,
    );
  })
  .openapi(
    defineRoute({
      method: "post",
      path: "/play/{id}",
      tags,
      summary: "Play a playlist: its tracks in order; counts one playlist play per listener per 30 minutes",
      security: bearer,
      request: { params: idParam },
      responses: {
        200: jsonResponse(PlaylistPlay, "The playlist and its tracks"),
        ...errorResponses(401, 404),
      },
    }),
    async (c) => {
      const ctx = viewContextOf(c);
      const { playlist, tracks } = await playlistWithTracks(ctx, c.req.valid("param").id);
      const first = tracks[0];
      if (first) {
        const counted = await countCollectionPlay(ctx.db, {
          userId: ctx.viewerId,
          subjectType: "playlist",
          subjectId: playlist.id,
          firstTrackId: first.id,
          nowMs: ctx.now,
        });
        if (counted) playlist.play_count += 1;
      }
      return c.json({ data: { playlist, tracks } }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/{id}",
      tags,
      summary: "A playlist with its tracks in order",
      security: bearer,
      request: { params: idParam },
      responses: { 200: jsonResponse(PlaylistDetail, "The playlist"), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const { playlist, tracks } = await playlistWithTracks(viewContextOf(c), c.req.valid("param").id);
      return c.json({ data: { ...playlist, tracks } }, 200);
    },
  );

addToggleRoutes(playlistRoutes, {
  type: "playlist",
  tag: "Playlists",
  kinds: ["like", "save"],
  check: (ctx, id) => findVisiblePlaylist(ctx.db, id, viewerOf(ctx)),
});
