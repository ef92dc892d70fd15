// The admin navigation's count of applications waiting for a decision: the layout loader's first value,
// then each `{ type: "admin.pending_applications", response: { count } }` the api publishes to every
// active admin when an application is submitted, processed or cancelled.
import { useEffect, useRef, useState } from "react";
import type { RealtimeMessage, StoredMessage } from "../realtime/message-buffer";
import { useRealtime } from "../realtime/realtime-provider";

export const PENDING_EVENT = "admin.pending_applications";

/** The count a live message carries, or null for any other message or a malformed one. */
export function pendingCountOf(message: RealtimeMessage): number | null {
  if (message.type !== PENDING_EVENT) return null;
  const response = message.response as { count?: unknown } | null | undefined;
  const count = response?.count;
  return typeof count === "number" && Number.isInteger(count) && count >= 0 ? count : null;
}

/**
 * The newest count among the messages received after `afterId` (the buffer's ids increase), with the id
 * it came in; null when none is newer.
 */
export function latestPendingCount(
  messages: readonly StoredMessage[],
  afterId: number,
): { id: number; count: number } | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const stored = messages[i];
    if (!stored || stored.id <= afterId) return null;
    const count = pendingCountOf(stored.message);
    if (count !== null) return { id: stored.id, count };
  }
  return null;
}

/**
 * The live count: `initial` (the loader's, null when it could not be read) until a newer live
 * message arrives; a new `initial` (the loader ran again) takes over.
 */
export function usePendingCount(initial: number | null): number | null {
  const realtime = useRealtime();
  const messages = realtime?.messages ?? [];
  const lastId = messages.at(-1)?.id ?? 0;
  // Messages already in the buffer when the count was loaded are older than the loader's value.
  const seen = useRef(lastId);
  const [count, setCount] = useState(initial);
  useEffect(() => {
    setCount(initial);
  }, [initial]);
  useEffect(() => {
    const latest = latestPendingCount(messages, seen.current);
    seen.current = lastId;
    if (latest) setCount(latest.count);
  }, [messages, lastId]);
  return count;
}
