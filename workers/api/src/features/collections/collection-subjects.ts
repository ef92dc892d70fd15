import type { RankedSubject, ReactionSubject } from "../engagement";
import { nonstops, playlists } from "./schema";
import { listedNonstop, listedNonstopFilter, listedPlaylist, listedPlaylistFilter } from "./visibility";

/**
 * Playlists and non-stop streams as the engagement slice sees them: rankable subjects (`rankedViews`,
 * beside the catalogue's `LISTED`) and reaction targets (liked and saved, never followed).
 */
export const COLLECTION_SUBJECTS = {
  playlist: {
    type: "playlist",
    table: playlists,
    id: playlists.id,
    playCount: playlists.playCount,
    listed: listedPlaylist,
    listedFilter: listedPlaylistFilter,
    counters: { like: playlists.likeCount, save: playlists.saveCount },
  },
  nonstop: {
    type: "nonstop",
    table: nonstops,
    id: nonstops.id,
    playCount: nonstops.playCount,
    listed: listedNonstop,
    listedFilter: listedNonstopFilter,
    counters: { like: nonstops.likeCount, save: nonstops.saveCount },
  },
} as const satisfies Record<"playlist" | "nonstop", RankedSubject & ReactionSubject>;
