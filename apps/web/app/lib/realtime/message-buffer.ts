// Spec §3/§9: received websocket messages are kept with a timestamp and an id, the last 100 only.
import type { DeliveredEvent, RealtimeEvent } from "@ngoma/realtime/client";
import { MESSAGE_BUFFER_SIZE } from "./policy";

/** A message the socket delivered: the realtime worker's event, with the recipient's id when stamped. */
export type RealtimeMessage = RealtimeEvent & Partial<Pick<DeliveredEvent, "user_id">>;

export interface StoredMessage {
  /** Local, increasing id (messages carry no id of their own). */
  id: number;
  /** Epoch ms when the browser received it. */
  timestamp: number;
  message: RealtimeMessage;
}

export interface MessageBuffer {
  items: StoredMessage[];
  nextId: number;
}

export const emptyBuffer: MessageBuffer = { items: [], nextId: 1 };

/** Appends a message, oldest dropped beyond `limit`. Returns a new buffer (the old one is untouched). */
export function appendMessage(
  buffer: MessageBuffer,
  message: RealtimeMessage,
  timestamp: number,
  limit = MESSAGE_BUFFER_SIZE,
): MessageBuffer {
  const items = [...buffer.items, { id: buffer.nextId, timestamp, message }];
  return {
    items: items.length > limit ? items.slice(items.length - limit) : items,
    nextId: buffer.nextId + 1,
  };
}

/**
 * Reads one text frame. Anything that is not a JSON object with a string `type` is dropped (null), so a
 * bad frame can never break the page.
 */
export function parseFrame(data: unknown): RealtimeMessage | null {
  if (typeof data !== "string") return null;
  try {
    const value: unknown = JSON.parse(data);
    if (
      typeof value === "object" &&
      value !== null &&
      typeof (value as { type?: unknown }).type === "string"
    ) {
      return value as RealtimeMessage;
    }
  } catch {
    // Not JSON: ignored.
  }
  return null;
}
