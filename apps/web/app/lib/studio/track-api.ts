// The api paths (under /api/v1) of the creator's tracks, beside STUDIO_API (paths.ts) which the albums and
// dashboards use; kept apart so the two managers can change their own without touching each other's.
import type { LookupRef } from "../api/contract";

const TRACKS = "/creator/music-tracks";
const id = (value: string) => encodeURIComponent(value);

export const TRACK_API = {
  list: TRACKS,
  track: (trackId: string) => `${TRACKS}/${id(trackId)}`,
  update: (trackId: string) => `${TRACKS}/update/${id(trackId)}`,
  status: (trackId: string) => `${TRACKS}/status/${id(trackId)}`,
  delete: (trackId: string) => `${TRACKS}/delete/${id(trackId)}`,
  cover: (trackId: string) => `${TRACKS}/cover/${id(trackId)}`,
  metrics: (trackId: string) => `${TRACKS}/metrics/${id(trackId)}`,
  /**
   * The genres, moods and origins a creator picks from. No creator-side list exists in the api yet (the
   * admin's lists are admin-only); the pages read this path optionally and degrade without it.
   */
  lookups: "/creator/music-lookups",
} as const;

/** Spec §8 messages, used when the api answered without one. */
export const TRACK_MESSAGES = {
  added: "Track Added",
  update: "Track Updated",
  delete: "Track Deleted",
  activate: "Track Activated",
  deactivate: "Track Deactivated",
} as const;

/** The pick lists of the details form; empty when the api could not give them. */
export interface TrackOptions {
  albums: LookupRef[];
  genres: LookupRef[];
  moods: LookupRef[];
  origins: LookupRef[];
}
