import { pageRoute } from "../../kit/openapi";
import { pageQuerySchema, toPage } from "../../kit/pagination";
import { createRouter } from "../../kit/router";
import { viewContextOf } from "../catalogue/route-context";
import { viewer as viewerOf } from "../catalogue/view-context";
import { addCollectionRoutes } from "./collection-routes";
import { findVisiblePlaylist, loadVisiblePlaylist, playlistTracks } from "./playlist-access";
import { PlaylistDetail, PlaylistPage, PlaylistPlay } from "./playlists.contract";
import { listPlayedPlaylists, listPublicPlaylists } from "./playlists.service";

const tags = ["Playlists"];

const listRoute = (path: "/" | "/played", summary: string) =>
  pageRoute({
    path,
    tags,
    summary,
    query: pageQuerySchema,
    page: PlaylistPage,
    description: "A page of playlists",
  });

/** `/user/global/playlists`: public playlists, the listener's played ones, details, play, like, save. */
export const playlistRoutes = createRouter()
  .openapi(listRoute("/", "Public playlists, newest first"), async (c) => {
    const ctx = viewContextOf(c);
    const { page, per_page } = c.req.valid("query");
    const { items, total } = await listPublicPlaylists(ctx, page, per_page);
    return c.json({ data: toPage(items, { page, perPage: per_page, total }) }, 200);
  })
  .openapi(listRoute("/played", "Playlists the listener played, most recent first"), async (c) => {
    const ctx = viewContextOf(c);
    const { page, per_page } = c.req.valid("query");
    const { items, total } = await listPlayedPlaylists(ctx, page, per_page);
    return c.json({ data: toPage(items, { page, perPage: per_page, total }) }, 200);
  });

addCollectionRoutes(playlistRoutes, {
  type: "playlist",
  tag: "Playlists",
  schemas: { detail: PlaylistDetail, play: PlaylistPlay },
  summaries: {
    detail: "A playlist with its tracks in order",
    play: "Play a playlist: its tracks in order; counts one playlist play per listener per 30 minutes",
  },
  noun: "The playlist",
  // The playlist is public or the viewer's own (any for an admin); its tracks are those the viewer may see.
  find: (ctx, id) => findVisiblePlaylist(ctx.db, id, viewerOf(ctx)),
  tracks: playlistTracks,
  load: loadVisiblePlaylist,
});
