// The track pages' §8 messages and the pick lists of the details form.
import type { LookupRef } from "../api/contract";

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
