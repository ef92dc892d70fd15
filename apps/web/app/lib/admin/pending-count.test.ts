import { describe, expect, it } from "vitest";
import type { StoredMessage } from "../realtime/message-buffer";
import { latestPendingCount, PENDING_EVENT, pendingCountOf } from "./pending-count";

const stored = (id: number, message: StoredMessage["message"]): StoredMessage => ({
  id,
  timestamp: id,
  message,
});

describe("pendingCountOf", () => {
  it("reads the count of the admin event only", () => {
    expect(pendingCountOf({ type: PENDING_EVENT, response: { count: 4 } })).toBe(4);
    expect(pendingCountOf({ type: PENDING_EVENT, response: { count: 0 } })).toBe(0);
    expect(pendingCountOf({ type: "notification", response: { count: 4 } })).toBeNull();
  });

  it("drops a malformed count", () => {
    for (const response of [undefined, null, {}, { count: "4" }, { count: -1 }, { count: 1.5 }]) {
      expect(pendingCountOf({ type: PENDING_EVENT, response })).toBeNull();
    }
  });
});

describe("latestPendingCount", () => {
  const messages = [
    stored(1, { type: PENDING_EVENT, response: { count: 1 } }),
    stored(2, { type: "notification", response: {} }),
    stored(3, { type: PENDING_EVENT, response: { count: 3 } }),
    stored(4, { type: "notification", response: {} }),
  ];

  it("takes the newest count received after the given id", () => {
    expect(latestPendingCount(messages, 0)).toEqual({ id: 3, count: 3 });
    expect(latestPendingCount(messages, 2)).toEqual({ id: 3, count: 3 });
  });

  it("ignores counts the loaded value is already newer than", () => {
    expect(latestPendingCount(messages, 3)).toBeNull();
    expect(latestPendingCount([], 0)).toBeNull();
  });
});
