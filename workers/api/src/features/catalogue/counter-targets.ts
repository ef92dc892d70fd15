import type { PlayCounter } from "../engagement/plays.service";
import type { ReactionSubject } from "../engagement/reactions.service";
import { albums, artists, tracks } from "./schema";

/**
 * The catalogue's tables as engagement counts on them: the counter column of each reaction kind a
 * track, album or artist offers (tracks cannot be followed).
 */
export const REACTION_TARGETS = {
  track: {
    type: "track",
    table: tracks,
    id: tracks.id,
    counters: { like: tracks.likeCount, save: tracks.saveCount },
  },
  album: {
    type: "album",
    table: albums,
    id: albums.id,
    counters: { like: albums.likeCount, save: albums.saveCount, follow: albums.followerCount },
  },
  artist: {
    type: "artist",
    table: artists,
    id: artists.id,
    counters: { like: artists.likeCount, save: artists.saveCount, follow: artists.followerCount },
  },
} as const satisfies Record<string, ReactionSubject>;

/** What one counted play of a track adds to: the track, its artist and its album (if any), in that order. */
export function playCounters(track: { id: string; artistId: string; albumId: string | null }): PlayCounter[] {
  const out: PlayCounter[] = [
    { type: "track", subjectId: track.id, table: tracks, id: tracks.id, playCount: tracks.playCount },
    {
      type: "artist",
      subjectId: track.artistId,
      table: artists,
      id: artists.id,
      playCount: artists.playCount,
    },
  ];
  if (track.albumId) {
    out.push({
      type: "album",
      subjectId: track.albumId,
      table: albums,
      id: albums.id,
      playCount: albums.playCount,
    });
  }
  return out;
}
