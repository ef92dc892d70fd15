import { CLOSE_MAX_AGE, CLOSE_SESSION_ENDED } from "@ngoma/realtime/client";
import { describe, expect, it } from "vitest";
import { appendMessage, emptyBuffer, parseFrame } from "./message-buffer";
import { readNotification } from "./notification";
import { MAX_AGE_CLOSURE, reconnectPlan, SESSION_ENDED_CLOSURE, websocketUrl } from "./policy";

describe("websocket policy", () => {
  it("uses ws on plain http and wss on https, same host, no token in the URL", () => {
    expect(websocketUrl({ protocol: "http:", host: "localhost:8787" })).toBe(
      "ws://localhost:8787/api/v1/websockets/connect",
    );
    expect(websocketUrl({ protocol: "https:", host: "ngoma.app" })).toBe(
      "wss://ngoma.app/api/v1/websockets/connect",
    );
  });

  it("retries abnormal closes while signed in, 3 s apart, 10 times at most", () => {
    expect(reconnectPlan(1006, true, 0)).toEqual({ action: "retry", delayMs: 3000, attempt: 1 });
    expect(reconnectPlan(1006, true, 9)).toEqual({ action: "retry", delayMs: 3000, attempt: 10 });
    expect(reconnectPlan(1006, true, 10)).toEqual({ action: "give-up" });
    expect(reconnectPlan(1000, true, 0)).toEqual({ action: "stay-closed" });
    expect(reconnectPlan(1006, false, 0)).toEqual({ action: "stay-closed" });
  });

  it("reconnects after the server's age cap (the gate checks the session again), not after a session ended", () => {
    expect(reconnectPlan(MAX_AGE_CLOSURE, true, 0)).toEqual({ action: "retry", delayMs: 3000, attempt: 1 });
    expect(reconnectPlan(SESSION_ENDED_CLOSURE, true, 0)).toEqual({ action: "stay-closed" });
    // The realtime worker closes with these codes.
    expect([MAX_AGE_CLOSURE, SESSION_ENDED_CLOSURE]).toEqual([CLOSE_MAX_AGE, CLOSE_SESSION_ENDED]);
  });
});

describe("message buffer", () => {
  it("keeps the last 100 messages with increasing ids and receive times", () => {
    let buffer = emptyBuffer;
    for (let i = 1; i <= 105; i++) buffer = appendMessage(buffer, { type: "t", n: i }, 1000 + i);
    expect(buffer.items).toHaveLength(100);
    expect(buffer.items[0]).toEqual({ id: 6, timestamp: 1006, message: { type: "t", n: 6 } });
    expect(buffer.items[99]?.id).toBe(105);
    expect(emptyBuffer.items).toEqual([]);
  });

  it("parses only JSON objects with a string type", () => {
    expect(parseFrame('{"type":"notification"}')).toEqual({ type: "notification" });
    for (const bad of ["[]", '{"type":5}', "nope", "null", new ArrayBuffer(2)])
      expect(parseFrame(bad)).toBeNull();
  });
});

describe("readNotification", () => {
  it("reads the spec §3 message", () => {
    const n = readNotification({
      type: "notification",
      user_id: "usr_1",
      response: {
        data: {
          msg: "Password changed",
          data: { notification_type: "Security", id: "ntf_1", created_at: "2026-11-21T10:00:00.000Z" },
        },
      },
    });
    expect(n).toEqual({
      id: "ntf_1",
      msg: "Password changed",
      type: "Security",
      data: { notification_type: "Security", id: "ntf_1", created_at: "2026-11-21T10:00:00.000Z" },
      created_at: "2026-11-21T10:00:00.000Z",
    });
  });

  it("ignores other types and notifications without a message", () => {
    expect(readNotification({ type: "pong" })).toBeNull();
    expect(readNotification({ type: "notification", response: { data: {} } })).toBeNull();
    expect(readNotification({ type: "notification", response: { data: { msg: "Hi" } } })?.type).toBe(
      "General",
    );
  });
});
