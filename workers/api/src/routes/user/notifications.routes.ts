import { z } from "@hono/zod-openapi";
import { notifications } from "../../db/schema";
import { loadOwned } from "../../http/guards/ownership";
import { currentAuth } from "../../http/guards/session";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { listNotifications, markAllRead, markRead } from "../../services/notifications/notifications.service";

/** Largest page a client may ask for (docs/api-contract.md, "Pagination"). */
const MAX_PER_PAGE = 50;
const pageMessage = "Page must be a whole number of at least 1.";
const perPageMessage = `Per page must be a whole number from 1 to ${MAX_PER_PAGE}.`;

const ListQuery = z.object({
  page: z.coerce
    .number({ error: pageMessage })
    .int(pageMessage)
    .min(1, pageMessage)
    .max(1_000_000, "Page is too large.")
    .default(1)
    .openapi({ param: { name: "page", in: "query" }, example: 1 }),
  per_page: z.coerce
    .number({ error: perPageMessage })
    .int(perPageMessage)
    .min(1, perPageMessage)
    .max(MAX_PER_PAGE, perPageMessage)
    .default(20)
    .openapi({ param: { name: "per_page", in: "query" }, example: 20 }),
  clientData: z.string().optional(),
});

const NotificationView = z
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

const NotificationPage = z
  .object({
    data: z.array(NotificationView),
    current_page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    per_page: z.number().int(),
    unread: z.number().int().openapi({ description: "Unread notifications of the account (all pages)" }),
  })
  .openapi("NotificationPage");

/** The signed-in account's notifications (spec §7 `/user/global/notifications`), newest first. */
export const notificationRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: "/",
      tags: ["Notifications"],
      summary: "Your notifications, newest first (paginated)",
      security: bearer,
      request: { query: ListQuery },
      responses: { 200: jsonResponse(NotificationPage, "One page"), ...errorResponses(401, 422) },
    }),
    async (c) => {
      const { page, per_page: perPage } = c.req.valid("query");
      const auth = currentAuth(c);
      const { items, total, unread } = await listNotifications(c.var.db, auth.user.id, page, perPage);
      const from = items.length > 0 ? (page - 1) * perPage + 1 : null;
      const data = {
        data: items,
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        total,
        from,
        to: from === null ? null : from + items.length - 1,
        per_page: perPage,
        unread,
      };
      return c.json({ data }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/read-all",
      tags: ["Notifications"],
      summary: "Mark all your notifications read",
      security: bearer,
      responses: {
        200: jsonResponse(z.object({ updated: z.number().int() }), "Marked read"),
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const updated = await markAllRead(c.var.db, currentAuth(c).user.id);
      return c.json({ data: { updated }, msg: "All notifications marked as read." }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/read/{id}",
      tags: ["Notifications"],
      summary: "Mark one of your notifications read",
      security: bearer,
      request: { params: z.object({ id: z.string().min(1).max(64) }) },
      responses: { 200: jsonResponse(NotificationView, "Marked read"), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const auth = currentAuth(c);
      const row = await loadOwned(c.var.db, notifications, c.req.valid("param").id, auth, {
        what: "Notification",
      });
      return c.json({ data: await markRead(c.var.db, row) }, 200);
    },
  );
