import { describe, expect, it } from "vitest";
import { type NotificationRow, toNotificationView, toRealtimeEvent } from "./notification-event";
import { newSignInMessage } from "./security-events";

const row: NotificationRow = {
  id: "ntf_1",
  userId: "usr_1",
  type: "Security",
  msg: "Password changed",
  data: { via: "settings", notification_type: "Spoofed", id: "spoofed" },
  readAt: null,
  createdAt: new Date("2026-11-21T10:00:00.000Z"),
};

describe("notification shapes", () => {
  it("builds the spec §3 websocket message; stored data can never override the fields clients rely on", () => {
    expect(toRealtimeEvent(row)).toEqual({
      type: "notification",
      user_id: "usr_1",
      response: {
        data: {
          msg: "Password changed",
          data: {
            via: "settings",
            notification_type: "Security",
            id: "ntf_1",
            created_at: "2026-11-21T10:00:00.000Z",
          },
        },
      },
    });
  });

  it("lists read state and ISO times, and tolerates non-object data", () => {
    const read = new Date("2026-11-21T11:00:00.000Z");
    expect(toNotificationView({ ...row, readAt: read, data: null })).toMatchObject({
      read: true,
      read_at: "2026-11-21T11:00:00.000Z",
      data: {},
    });
    expect(toNotificationView({ ...row, data: ["x"] }).data).toEqual({});
    expect(toNotificationView(row).read).toBe(false);
  });

  it("describes a new sign-in by device and place, only with what is known", () => {
    expect(newSignInMessage({ device: "Mobile", city: "Kampala", country: "UG" })).toBe(
      "New sign-in on a mobile device in Kampala, UG. If this wasn't you, change your password.",
    );
    expect(newSignInMessage({ device: "Unknown", city: null, country: null })).toBe(
      "New sign-in on a new device. If this wasn't you, change your password.",
    );
  });
});
