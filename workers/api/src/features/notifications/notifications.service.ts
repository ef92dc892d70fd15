// Notifications: stored in D1 (the notifications page lists them) and pushed live through the realtime
// worker. Storing is part of the request; the push is best effort and runs after the response
// (`waitUntil`), so a realtime outage can never fail or slow the request that caused the notification.
import { publishToUser, type RealtimeBinding } from "@ngoma/realtime/client";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { pageWindow } from "../../kit/pagination";
import type { AuthContext } from "../accounts";
import {
  type NotificationInput,
  type NotificationRow,
  type NotificationView,
  toNotificationView,
  toRealtimeEvent,
} from "./notification-event";
import { notifications } from "./schema";

/** What `notify` needs: plain dependencies, so a request, a queue consumer or a cron job can all notify. */
export interface NotifyDeps {
  db: Db;
  realtime: RealtimeBinding;
  /** Keeps the publish alive after the response; without it the publish is awaited (errors still swallowed). */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/**
 * Stores a notification for `userId` and publishes it to every open socket of that user as the spec §3
 * message `{ type: "notification", response: { data: { msg, data: { notification_type, … } } }, user_id }`.
 * Resolves once the row is stored; a failed publish is logged, never thrown.
 *
 * @example
 * await notify({ db, realtime: env.REALTIME }, user.id, { type: "Security", msg: "Password changed" });
 */
export async function notify(
  deps: NotifyDeps,
  userId: string,
  input: NotificationInput,
  now = new Date(),
): Promise<NotificationView> {
  const row: NotificationRow = {
    id: newId("ntf", now.getTime()),
    userId,
    type: input.type,
    msg: input.msg,
    data: input.data ?? {},
    readAt: null,
    createdAt: now,
  };
  await deps.db.insert(notifications).values(row);
  const publish = publishToUser(deps.realtime, userId, toRealtimeEvent(row)).then(
    () => undefined,
    (error: unknown) => console.error(`realtime publish of ${row.id} failed`, error),
  );
  if (deps.waitUntil) deps.waitUntil(publish);
  else await publish;
  return toNotificationView(row);
}

/** One page of a user's notifications, newest first (ids are time-ordered, so they break ties stably). */
export async function listNotifications(db: Db, userId: string, page: number, perPage: number) {
  const mine = eq(notifications.userId, userId);
  const { limit, offset } = pageWindow(page, perPage);
  const [rows, totals, unread] = await db.batch([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(notifications).where(mine),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
  ]);
  return { items: rows.map(toNotificationView), total: totals[0]?.n ?? 0, unread: unread[0]?.n ?? 0 };
}

/** Marks every unread notification of a user read; returns how many changed. */
export async function markAllRead(db: Db, userId: string, now = new Date()): Promise<number> {
  const result = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return result.meta.changes ?? 0;
}

/** Marks one of the caller's notifications read, keeping the first read time; someone else's is a 404. */
export async function markOwnRead(
  db: Db,
  caller: AuthContext,
  id: string,
  now = new Date(),
): Promise<NotificationView> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.getTime()})` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, caller.user.id)))
    .returning();
  if (!row) throw notFound("Notification");
  return toNotificationView(row);
}
