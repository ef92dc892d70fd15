import { describe, expect, it } from "vitest";
import type { NotificationPage } from "../api/contract";
import { markedRead, requestedPage, withLiveNotification } from "./notification-page";

const item = (n: number, read = false) => ({
  id: `ntf_${n}`,
  type: "Library",
  msg: `Note ${n}`,
  data: {},
  read,
  read_at: read ? "2026-01-01T00:00:00.000Z" : null,
  created_at: "2026-01-01T00:00:00.000Z",
});
const page = (over: Partial<NotificationPage> = {}): NotificationPage => ({
  data: [item(3), item(2)],
  current_page: 1,
  last_page: 2,
  total: 4,
  from: 1,
  to: 2,
  per_page: 2,
  unread: 4,
  ...over,
});
const live = {
  id: "ntf_9",
  msg: "New sign-in",
  type: "Security",
  data: {},
  created_at: "2026-02-01T00:00:00.000Z",
};

describe("notifications page rules", () => {
  it("reads ?page= as a whole number ≥ 1", () => {
    expect(requestedPage(null, 20)).toBe(1);
    expect(requestedPage("7", 20)).toBe(7);
    for (const bad of ["0", "-3", "2.5", "abc", ""]) expect(requestedPage(bad, 20)).toBe(1);
    expect(requestedPage("999999", 20)).toBe(500);
  });

  it("puts a live notification on top of page 1, keeping the page size and counting it", () => {
    const next = withLiveNotification(page(), live);
    expect(next.data.map((n) => n.id)).toEqual(["ntf_9", "ntf_3"]);
    expect(next).toMatchObject({ total: 5, last_page: 3, unread: 5, from: 1, to: 2 });
    expect(withLiveNotification(next, live)).toBe(next);
  });

  it("only updates the counts on later pages", () => {
    const next = withLiveNotification(page({ current_page: 2 }), live);
    expect(next.data.map((n) => n.id)).toEqual(["ntf_3", "ntf_2"]);
    expect(next).toMatchObject({ total: 5, unread: 5 });
  });

  it("marks one or all read", () => {
    const one = markedRead(page(), "ntf_3", "2026-03-01T00:00:00.000Z");
    expect(one.data[0]).toMatchObject({ read: true, read_at: "2026-03-01T00:00:00.000Z" });
    expect(one.unread).toBe(3);
    expect(markedRead(one, "ntf_3", "later").unread).toBe(3);
    const all = markedRead(one, "all", "x");
    expect(all.unread).toBe(0);
    expect(all.data.every((n) => n.read)).toBe(true);
  });
});
