import { createRouter } from "../../kit/router";
import { viewer as viewerOf } from "../catalogue";
import { addCollectionRoutes } from "./collection.routes";
import { findVisiblePlaylist, loadVisiblePlaylist, playlistTracks } from "./playlist-access";
import { PlaylistDetail, PlaylistPage, PlaylistPlay } from "./playlists.contract";
import { listPlayedPlaylists, listPublicPlaylists } from "./playlists.service";

/** `/user/global/playlists`: public playlists, the listener's played ones, details, play, like, save. */
export const playlistRoutes = addCollectionRoutes(createRouter(), {
  type: "playlist",
  tag: "Playlists",
  lists: [
    { path: "/", summary: "Public playlists, newest first", list: listPublicPlaylists },
    {
      path: "/played",
      summary: "Playlists the listener played, most recent first",
      list: listPlayedPlaylists,
    },
  ],
  schemas: { page: PlaylistPage, detail: PlaylistDetail, play: PlaylistPlay },
  summaries: {
    detail: "A playlist with its tracks in order",
    play: "Play a playlist: its tracks in order; counts one playlist play per listener per 30 minutes",
  },
  pageNoun: "A page of playlists",
  noun: "The playlist",
  // The playlist is public or the viewer's own (any for an admin); its tracks are those the viewer may see.
  find: (ctx, id) => findVisiblePlaylist(ctx.db, id, viewerOf(ctx)),
  tracks: playlistTracks,
  load: loadVisiblePlaylist,
});
