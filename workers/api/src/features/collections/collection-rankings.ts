import type { RankedSubject } from "../engagement/play-rankings";
import { nonstops, playlists } from "./schema";
import { listedNonstop, listedNonstopFilter, listedPlaylist, listedPlaylistFilter } from "./visibility";

/** Playlists and non-stop streams as rankable subjects (`rankedViews`), beside the catalogue's `LISTED`. */
export const LISTED_COLLECTIONS = {
  playlist: {
    type: "playlist",
    table: playlists,
    id: playlists.id,
    playCount: playlists.playCount,
    listed: listedPlaylist,
    listedFilter: listedPlaylistFilter,
  },
  nonstop: {
    type: "nonstop",
    table: nonstops,
    id: nonstops.id,
    playCount: nonstops.playCount,
    listed: listedNonstop,
    listedFilter: listedNonstopFilter,
  },
} as const satisfies Record<string, RankedSubject>;
