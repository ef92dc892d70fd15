import { and, asc, desc, eq } from "drizzle-orm";
import { albums, tracks } from "../../../db/schema";
import { notFound } from "../../../http/errors";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../../http/openapi";
import { loadAlbumViews } from "../../../services/catalogue/album-views";
import { loadArtistViews } from "../../../services/catalogue/artist-views";
import { addToggleRoutes, idParam, viewContextOf, viewerOf } from "../../../services/catalogue/http";
import { LISTED } from "../../../services/catalogue/ranked-lists";
import { loadTrackViews } from "../../../services/catalogue/track-views";
import { albumVisibleTo, trackVisibleTo } from "../../../services/catalogue/visibility";
import { ArtistDetail, ArtistPage } from "./artists.contract";
import { listedRoutes } from "./listed-routes";

const TAG = "Artists";
/** How many of an artist's tracks and albums the detail page shows. */
const TOP_TRACKS = 10;
const MAX_ALBUMS = 50;

/** `/user/global/artists`: browse, trending, details (top tracks and albums), like/save/follow. */
export const artistRoutes = listedRoutes({
  subject: LISTED.artist,
  tag: TAG,
  page: ArtistPage,
  noun: "artists",
  summaries: {
    list: "Active artists, newest or most played first",
    trending: "Artists by counted plays in the last 7 days, then all-time plays",
  },
  load: loadArtistViews,
}).openapi(
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
