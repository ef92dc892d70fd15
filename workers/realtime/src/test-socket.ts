// Test helper: a client websocket opened through the realtime worker, with an awaitable inbox so tests
// wait on events instead of sleeping.
import { exports } from "cloudflare:workers";
import { connectUrl } from "./client";

export interface TestSocket {
  ws: WebSocket;
  /** Resolves with the next frame, parsed as JSON, in arrival order. */
  next(): Promise<unknown>;
  /** Resolves when the server closes the socket. */
  closed: Promise<{ code: number; reason: string }>;
  /** Frames received and not yet taken by next(). */
  pending(): number;
}

export async function openSocket(userId: string, sessionId = "ses_test"): Promise<TestSocket> {
  const response = await exports.default.fetch(connectUrl(userId, sessionId), {
    headers: { Upgrade: "websocket" },
  });
  if (response.status !== 101 || !response.webSocket) {
    throw new Error(`Expected 101 with a websocket, got ${response.status}`);
  }
  const ws = response.webSocket;
  const queue: unknown[] = [];
  const waiters: Array<(value: unknown) => void> = [];
  ws.addEventListener("message", (event) => {
    const value: unknown = JSON.parse(String(event.data));
    const waiter = waiters.shift();
    if (waiter) waiter(value);
    else queue.push(value);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.addEventListener("close", (event) => resolve({ code: event.code, reason: event.reason }));
  });
  ws.accept();
  return {
    ws,
    closed,
    pending: () => queue.length,
    next: () =>
      queue.length > 0 ? Promise.resolve(queue.shift()) : new Promise((resolve) => waiters.push(resolve)),
  };
}
