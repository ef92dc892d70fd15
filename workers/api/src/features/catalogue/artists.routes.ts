import { and, asc, desc, eq } from "drizzle-orm";
import { notFound } from "../../kit/errors";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { idParam } from "../../kit/params";
import { selectAlbumViews } from "./album-views";
import { loadArtistViews, selectArtistViews } from "./artist-views";
import { ArtistDetail, ArtistPage } from "./artists.contract";
import { addToggleRoutes, viewContextOf, viewerOf } from "./http";
import { listedRoutes } from "./listed-routes";
import { LISTED } from "./ranked-lists";
import { albums, tracks } from "./schema";
import { selectTrackViews } from "./track-views";
import { albumVisibleTo, trackVisibleTo } from "./visibility";

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
  select: selectArtistViews,
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
    // The artist, their top tracks and their albums in one round trip; a 404 discards the rest.
    const [[artist], topTracks, artistAlbums] = await Promise.all([
      loadArtistViews(ctx, [id]),
      selectTrackViews(ctx, {
        where: and(eq(tracks.artistId, id), trackVisibleTo(viewer)),
        orderBy: [desc(tracks.playCount), desc(tracks.id)],
        limit: TOP_TRACKS,
      }),
      selectAlbumViews(ctx, {
        where: and(eq(albums.artistId, id), albumVisibleTo(viewer)),
        orderBy: [desc(albums.releasedAt), asc(albums.id)],
        limit: MAX_ALBUMS,
      }),
    ]);
    if (!artist) throw notFound("Artist");
    return c.json({ data: { ...artist, top_tracks: topTracks, albums: artistAlbums } }, 200);
  },
);

addToggleRoutes(artistRoutes, { type: "artist", tag: TAG, kinds: ["like", "save", "follow"] });
