// The api tells a creator's open tabs when a track's processing moves on (a `Track` event with the track's
// id and its processing state). It may come as a notification (`notification_type: "Track"`, the facts in
// its data) or as a bare `{ type: "Track", ... }` event; both are read here, anything else is ignored.
import type { ProcessingState } from "../api/contract";
import type { RealtimeMessage } from "../realtime/message-buffer";

export interface TrackEvent {
  trackId: string;
  processing: ProcessingState;
  error: string | null;
}

const STATES: readonly string[] = ["uploading", "processing", "ready", "failed"];

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function fromFields(fields: Record<string, unknown> | null): TrackEvent | null {
  if (!fields) return null;
  const trackId = fields.track_id ?? fields.id;
  const processing = fields.processing;
  if (typeof trackId !== "string" || typeof processing !== "string" || !STATES.includes(processing))
    return null;
  const error = fields.processing_error ?? fields.error;
  return {
    trackId,
    processing: processing as ProcessingState,
    error: typeof error === "string" && error ? error : null,
  };
}

/** The track event a realtime message carries, or null. */
export function trackEventOf(message: RealtimeMessage): TrackEvent | null {
  const outer = record(record(message.response)?.data);
  if (message.type === "notification") {
    const data = record(outer?.data);
    const event = data?.notification_type === "Track" ? fromFields(data) : null;
    // The notification's sentence says why a track failed when its data carries no reason of its own.
    if (event?.processing === "failed" && !event.error && typeof outer?.msg === "string") {
      return { ...event, error: outer.msg };
    }
    return event;
  }
  if (message.type.toLowerCase() !== "track") return null;
  return fromFields(message) ?? fromFields(outer) ?? fromFields(record(outer?.data));
}
