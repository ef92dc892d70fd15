// Pure shapes of a notification: the stored row → the JSON the API lists, and → the spec §3 websocket
// message. Kept free of D1 and bindings so the rules are unit-tested without a runtime.

import type { z } from "@hono/zod-openapi";
import type { RealtimeEvent } from "@ngoma/realtime/client";
import type { NotificationView as NotificationViewSchema } from "./contract";
import type { notifications } from "./schema";

export type NotificationRow = typeof notifications.$inferSelect;

/** Spec §3 `notification_type` values the API emits today (the client treats unknown ones as generic). */
export type NotificationType = "Security" | "CampaignPromotion" | "Library" | (string & {});

/** What a caller asks to send: `data` is extra detail for the client, never secrets. */
export interface NotificationInput {
  type: NotificationType;
  msg: string;
  data?: Record<string, unknown>;
}

/** The list item of `GET /user/global/notifications`, as the contract defines it. */
export type NotificationView = z.output<typeof NotificationViewSchema>;

function dataOf(row: NotificationRow): Record<string, unknown> {
  const value = row.data;
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A stored row as the API lists it. */
export function toNotificationView(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    type: row.type,
    msg: row.msg,
    data: dataOf(row),
    read: row.readAt !== null,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The websocket message of spec §3 for a stored notification. The caller's `data` comes first so the
 * fields the client relies on (`notification_type`, `id`, `created_at`) can never be overridden by it.
 *
 * @example
 * toRealtimeEvent(row).response.data.data.notification_type; // "Security"
 */
export function toRealtimeEvent(row: NotificationRow) {
  return {
    type: "notification",
    user_id: row.userId,
    response: {
      data: {
        msg: row.msg,
        data: {
          ...dataOf(row),
          notification_type: row.type,
          id: row.id,
          created_at: row.createdAt.toISOString(),
        },
      },
    },
  } satisfies RealtimeEvent;
}
