import { describe, expect, it } from "vitest";
import {
  isRealtimeEvent,
  isUserId,
  MAX_CLIENT_FRAME_BYTES,
  parseClientMessage,
  toDelivered,
} from "./messages";

describe("parseClientMessage", () => {
  it("reads a ping", () => {
    expect(parseClientMessage('{"type":"ping","timestamp":42}')).toEqual({ type: "ping", timestamp: 42 });
  });

  it("keeps only the fields it knows", () => {
    expect(parseClientMessage('{"type":"ping","timestamp":1,"extra":true}')).toEqual({
      type: "ping",
      timestamp: 1,
    });
  });

  it.each([
    ["invalid JSON", "{"],
    ["a JSON primitive", "3"],
    ["null", "null"],
    ["an array", '[{"type":"ping","timestamp":1}]'],
    ["an unknown type", '{"type":"subscribe","timestamp":1}'],
    ["a ping without timestamp", '{"type":"ping"}'],
    ["a non-numeric timestamp", '{"type":"ping","timestamp":"1"}'],
    [
      "an oversized frame",
      JSON.stringify({ type: "ping", timestamp: 1, pad: "x".repeat(MAX_CLIENT_FRAME_BYTES) }),
    ],
  ])("returns null for %s", (_, frame) => {
    expect(parseClientMessage(frame)).toBeNull();
  });

  it("returns null for binary frames", () => {
    expect(parseClientMessage(new ArrayBuffer(8))).toBeNull();
  });
});

describe("isRealtimeEvent", () => {
  it("accepts an object with a non-empty string type", () => {
    expect(isRealtimeEvent({ type: "notification", response: { data: {} } })).toBe(true);
  });

  it.each([[null], [[]], ["notification"], [{}], [{ type: "" }], [{ type: 1 }]])("rejects %j", (value) => {
    expect(isRealtimeEvent(value)).toBe(false);
  });
});

describe("isUserId", () => {
  it.each(["usr_01HZX", "u", "A-b_9"])("accepts %s", (id) => expect(isUserId(id)).toBe(true));
  it.each(["", "a/b", "../x", "a b", "x".repeat(129), "usr%2F1"])("rejects %j", (id) =>
    expect(isUserId(id)).toBe(false),
  );
});

describe("toDelivered", () => {
  it("stamps the recipient, overriding any user_id from the publisher", () => {
    expect(toDelivered({ type: "t", user_id: "usr_evil", response: 1 }, "usr_1")).toEqual({
      type: "t",
      user_id: "usr_1",
      response: 1,
    });
  });
});
