import type { ReactionSubject } from "../engagement/reactions.service";
import { nonstops, playlists } from "./schema";

/** Playlists and non-stops as engagement counts on them: liked and saved, never followed. */
export const REACTION_TARGETS = {
  playlist: {
    type: "playlist",
    table: playlists,
    id: playlists.id,
    counters: { like: playlists.likeCount, save: playlists.saveCount },
  },
  nonstop: {
    type: "nonstop",
    table: nonstops,
    id: nonstops.id,
    counters: { like: nonstops.likeCount, save: nonstops.saveCount },
  },
} as const satisfies Record<"playlist" | "nonstop", ReactionSubject>;
