// Reads the spec §3 notification message into what the page and toasts show.
import type { NotificationItem } from "../api/contract";
import type { RealtimeMessage } from "./message-buffer";

/**
 * A pushed notification, read into the fields of a listed one (NotificationItem). `type` is the spec §3
 * `notification_type` (e.g. Security, CampaignPromotion); a message may lack its id and time.
 */
export type LiveNotification = Pick<NotificationItem, "msg" | "type" | "data"> & {
  id: NotificationItem["id"] | null;
  created_at: NotificationItem["created_at"] | null;
};

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** `{ type: "notification", response: { data: { msg, data: { notification_type, … } } } }` → a notification, else null. */
export function readNotification(message: RealtimeMessage): LiveNotification | null {
  if (message.type !== "notification") return null;
  const outer = record(record(message.response)?.data);
  const msg = outer?.msg;
  if (typeof msg !== "string" || !msg) return null;
  const data = record(outer?.data) ?? {};
  const type = typeof data.notification_type === "string" ? data.notification_type : "General";
  return {
    id: typeof data.id === "string" ? data.id : null,
    msg,
    type,
    data,
    created_at: typeof data.created_at === "string" ? data.created_at : null,
  };
}
