import { currentAuth } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { pageQuerySchema, toPage } from "../../kit/pagination";
import { idParam } from "../../kit/params";
import { createRouter } from "../../kit/router";
import { NotificationPage, NotificationView, ReadAllResult } from "./contract";
import { listNotifications, markAllRead, markOwnRead } from "./notifications.service";

/** The signed-in account's notifications (spec §7 `/user/global/notifications`), newest first. */
export const notificationRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: "/",
      tags: ["Notifications"],
      summary: "Your notifications, newest first (paginated)",
      security: bearer,
      request: { query: pageQuerySchema },
      responses: { 200: jsonResponse(NotificationPage, "One page"), ...errorResponses(401, 422) },
    }),
    async (c) => {
      const { page, per_page: perPage } = c.req.valid("query");
      const auth = currentAuth(c);
      const { items, total, unread } = await listNotifications(c.var.db, auth.user.id, page, perPage);
      const data = { ...toPage(items, { page, perPage, total }), unread };
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
        200: jsonResponse(ReadAllResult, "Marked read"),
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
      request: { params: idParam },
      responses: { 200: jsonResponse(NotificationView, "Marked read"), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const data = await markOwnRead(c.var.db, currentAuth(c), c.req.valid("param").id);
      return c.json({ data }, 200);
    },
  );
