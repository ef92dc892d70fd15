// Pure rules of the notifications page: the requested page clamped into range, and a live notification
// merged into the page the user is looking at.

import type { NotificationItem, NotificationPage } from "../api/contract";
import { readPage } from "../catalogue/query";
import type { LiveNotification } from "./notification";

/**
 * `?page=` as asked, by the list pages' one rule (readPage): a whole number ≥ 1 no deeper than the api
 * pages at `perPage`, anything else is page 1.
 */
export function requestedPage(raw: string | null, perPage: number): number {
  return readPage(new URLSearchParams(raw === null ? "" : { page: raw }), perPage);
}

/**
 * A live notification on top of page 1 (newest first): counted in total/unread, the page keeps its size
 * (the oldest row moves to the next page) and a notification already listed is not added twice.
 * Other pages only get the new totals, so the rows under the reader's eyes do not shift.
 */
export function withLiveNotification(page: NotificationPage, live: LiveNotification): NotificationPage {
  if (!live.id || page.data.some((n) => n.id === live.id)) return page;
  const total = page.total + 1;
  const last_page = Math.max(1, Math.ceil(total / page.per_page));
  if (page.current_page !== 1) return { ...page, total, last_page, unread: page.unread + 1 };
  const item: NotificationItem = {
    id: live.id,
    type: live.type,
    msg: live.msg,
    data: live.data,
    read: false,
    read_at: null,
    created_at: live.created_at ?? new Date().toISOString(),
  };
  const data = [item, ...page.data].slice(0, page.per_page);
  return { ...page, data, total, last_page, unread: page.unread + 1, from: 1, to: data.length };
}

/** The page after marking one (or every) notification read locally. */
export function markedRead(page: NotificationPage, id: string | "all", at: string): NotificationPage {
  let changed = 0;
  const data = page.data.map((n) => {
    if (n.read || (id !== "all" && n.id !== id)) return n;
    changed++;
    return { ...n, read: true, read_at: at };
  });
  const unread = id === "all" ? 0 : Math.max(0, page.unread - changed);
  return { ...page, data, unread };
}
