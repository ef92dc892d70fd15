// The api tells a creator's open tabs when a track's processing settles: a `Track` notification whose data
// is `{ track_id, processing }` (features/studio/uploads/processing.service.ts), read like the wallet's
// through the realtime client's notifications.
import type { ProcessingState } from "../api/contract";
import type { LiveNotification } from "../realtime/notification";

/** The notification type processing sends. */
export const TRACK_NOTIFICATION = "Track";

export interface TrackEvent {
  trackId: string;
  processing: ProcessingState;
  /** Why processing failed: the notification's sentence says it. */
  error: string | null;
}

const STATES: readonly string[] = ["uploading", "processing", "ready", "failed"];

/** The track a live `Track` notification is about, or null for any other or a malformed one. */
export function trackEventOf(notification: LiveNotification): TrackEvent | null {
  if (notification.type !== TRACK_NOTIFICATION) return null;
  const { track_id: trackId, processing } = notification.data as { track_id?: unknown; processing?: unknown };
  if (typeof trackId !== "string" || typeof processing !== "string" || !STATES.includes(processing))
    return null;
  return {
    trackId,
    processing: processing as ProcessingState,
    error: processing === "failed" ? notification.msg : null,
  };
}
