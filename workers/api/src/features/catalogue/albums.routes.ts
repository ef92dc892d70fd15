import { and, asc, eq } from "drizzle-orm";
import { notFound } from "../../kit/errors";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { idParam } from "../../kit/params";
import { loadAlbumViews, selectAlbumViews } from "./album-views";
import { AlbumDetail, AlbumPage } from "./albums.contract";
import { addToggleRoutes, viewContextOf, viewerOf } from "./http";
import { listedRoutes } from "./listed-routes";
import { LISTED } from "./ranked-lists";
import { tracks } from "./schema";
import { selectTrackViews } from "./track-views";
import { trackVisibleTo } from "./visibility";

const TAG = "Albums";
/** An album longer than this is a data problem; the cap keeps one response bounded. */
const MAX_ALBUM_TRACKS = 200;

/** `/user/global/albums`: browse, trending, details (tracks in order), like/save/follow. */
export const albumRoutes = listedRoutes({
  subject: LISTED.album,
  tag: TAG,
  page: AlbumPage,
  noun: "albums",
  summaries: {
    list: "Listed albums, newest or most played first",
    trending: "Albums by counted plays in the last 7 days, then all-time plays",
  },
  select: selectAlbumViews,
}).openapi(
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
    // The album and its tracks in one round trip; a 404 discards the tracks.
    const [[album], albumTracks] = await Promise.all([
      loadAlbumViews(ctx, [id]),
      selectTrackViews(ctx, {
        where: and(eq(tracks.albumId, id), trackVisibleTo(viewerOf(ctx))),
        orderBy: [asc(tracks.trackNumber), asc(tracks.id)],
        limit: MAX_ALBUM_TRACKS,
      }),
    ]);
    if (!album) throw notFound("Album");
    return c.json({ data: { ...album, tracks: albumTracks } }, 200);
  },
);

addToggleRoutes(albumRoutes, { type: "album", tag: TAG, kinds: ["like", "save", "follow"] });
