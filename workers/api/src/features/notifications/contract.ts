import { z } from "@hono/zod-openapi";
import { pageSchema } from "../../kit/pagination";

export const NotificationView = z
  .object({
    id: z.string(),
    type: z.string().openapi({ description: "Spec §3 notification_type, e.g. Security" }),
    msg: z.string(),
    data: z.record(z.string(), z.unknown()),
    read: z.boolean(),
    read_at: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("Notification");

export const NotificationPage = pageSchema(NotificationView)
  .extend({
    unread: z.number().int().openapi({ description: "Unread notifications of the account (all pages)" }),
  })
  .openapi("NotificationPage");

export const ReadAllResult = z.object({ updated: z.number().int() });

/** `{id}` of `/user/global/notifications/read/{id}`. */
