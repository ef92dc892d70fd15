import { actingUser, currentAuth } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { idParam } from "../../kit/params";
import { resourceRoutes } from "../../kit/resources/routes";
import { resourceMessage } from "../../kit/resources/rules";
import {
  AlbumTracksBody,
  CreateAlbumBody,
  CreatorAlbum,
  CreatorAlbumDetail,
  CreatorAlbumListQuery,
  CreatorAlbumPage,
  CreatorStats,
  UpdateAlbumBody,
  UserIdParam,
} from "./albums.contract";
import { creatorAlbumsService } from "./albums.service";
import { coverRoute } from "./cover.routes";
import { replaceCover } from "./covers";
import { creatorStats } from "./creator-stats";
import { sniffImage } from "./image";

const TAG = "Creator: albums";

/**
 * `/creator/music-albums`: the creator's albums manager (spec §7 Creator). The resource factory gives
 * the list (`?status&publication&q`), `create`, `{id}` (with its tracks in order), `update/{id}`,
 * `status/{id}` and `delete/{id}`; the track order, the cover and `creator-stats/{userId}` are added
 * here. `metrics/{id}` belongs to the metrics routes.
 */
export const creatorAlbumRoutes = resourceRoutes({
  entity: "Album",
  tag: TAG,
  schemas: {
    view: CreatorAlbum,
    page: CreatorAlbumPage,
    create: CreateAlbumBody,
    update: UpdateAlbumBody,
    detail: CreatorAlbumDetail,
    listQuery: CreatorAlbumListQuery,
  },
  service: creatorAlbumsService,
})
  .openapi(
    defineRoute({
      method: "post",
      path: "/tracks/{id}",
      tags: [TAG],
      summary: "Set the album's tracks and their order (listed tracks join, the others leave as singles)",
      security: bearer,
      request: { params: idParam, body: jsonBody(AlbumTracksBody) },
      responses: {
        200: jsonResponse(CreatorAlbumDetail, "The album with its tracks in order"),
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { track_ids } = c.req.valid("json");
      const album = await creatorAlbumsService(c.env).setTracks(c.var.db, actingUser(c), id, track_ids);
      return c.json({ data: album, msg: resourceMessage("Album", "Updated") }, 200);
    },
  )
  .openapi(coverRoute("albums", TAG, CreatorAlbumDetail), async (c) => {
    const { id } = c.req.valid("param");
    const actor = actingUser(c);
    await replaceCover(
      { db: c.var.db, bucket: c.env.MEDIA, sniff: sniffImage },
      actor,
      "albums",
      id,
      c.req.valid("form").file,
    );
    const album = await creatorAlbumsService(c.env).get(c.var.db, actor, id);
    return c.json({ data: album, msg: resourceMessage("Album", "Updated") }, 200);
  })
  .openapi(
    defineRoute({
      method: "get",
      path: "/creator-stats/{userId}",
      tags: [TAG],
      summary: "A creator's catalogue at a glance: counts, storage and totals (the creator or an admin)",
      security: bearer,
      request: { params: UserIdParam },
      responses: {
        200: jsonResponse(CreatorStats, "The creator's figures"),
        ...errorResponses(401, 403, 404),
      },
    }),
    async (c) => {
      const auth = currentAuth(c);
      const viewer = { userId: auth.user.id, isAdmin: auth.roles.has("admin") };
      return c.json({ data: await creatorStats(c.var.db, viewer, c.req.valid("param").userId) }, 200);
    },
  );
