import type { PlayCounter, ReactionSubject } from "../engagement";
import { LISTED } from "./ranked-lists";
import { albums, artists, tracks } from "./schema";

/** A listed table as engagement counts reactions on it, with the counter column of each kind it offers. */
const reactionTarget = <T extends keyof typeof LISTED, C extends ReactionSubject["counters"]>(
  type: T,
  counters: C,
) => ({ type, table: LISTED[type].table, id: LISTED[type].id, counters }) satisfies ReactionSubject;

/**
 * The catalogue's tables as engagement counts on them: the counter column of each reaction kind a
 * track, album or artist offers (tracks cannot be followed).
 */
export const REACTION_TARGETS = {
  track: reactionTarget("track", { like: tracks.likeCount, save: tracks.saveCount }),
  album: reactionTarget("album", {
    like: albums.likeCount,
    save: albums.saveCount,
    follow: albums.followerCount,
  }),
  artist: reactionTarget("artist", {
    like: artists.likeCount,
    save: artists.saveCount,
    follow: artists.followerCount,
  }),
};

/** The play counter of row `subjectId` of a listed table. */
const playCounter = (type: keyof typeof LISTED, subjectId: string): PlayCounter => {
  const { table, id, playCount } = LISTED[type];
  return { type, subjectId, table, id, playCount };
};

/** What one counted play of a track adds to: the track, its artist and its album (if any), in that order. */
export function playCounters(track: { id: string; artistId: string; albumId: string | null }): PlayCounter[] {
  const out = [playCounter("track", track.id), playCounter("artist", track.artistId)];
  if (track.albumId) out.push(playCounter("album", track.albumId));
  return out;
}
