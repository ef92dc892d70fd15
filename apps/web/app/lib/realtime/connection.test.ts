import { describe, expect, it } from "vitest";
import {
  type ConnectionDeps,
  type ConnectionStatus,
  RealtimeConnection,
  type SocketLike,
} from "./connection";
import type { RealtimeMessage } from "./message-buffer";

/** A socket the test drives by hand. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed: { code?: number; reason?: string } | null = null;
  onopen: SocketLike["onopen"] = null;
  onclose: SocketLike["onclose"] = null;
  onerror: SocketLike["onerror"] = null;
  onmessage: SocketLike["onmessage"] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number, reason?: string) {
    this.closed = { code, reason };
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

/** A manual clock: timers fire only when the test advances it. */
function harness() {
  let clock = 1_000;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void; every?: number }>();
  const sockets: FakeSocket[] = [];
  const statuses: ConnectionStatus[] = [];
  const toasts: string[] = [];
  const messages: RealtimeMessage[] = [];
  const deps: ConnectionDeps = {
    url: "ws://localhost/api/v1/websockets/connect",
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    now: () => clock,
    setTimeout: (fn, ms) => {
      timers.set(nextId, { at: clock + ms, fn });
      return nextId++;
    },
    clearTimeout: (id) => void timers.delete(id),
    setInterval: (fn, ms) => {
      timers.set(nextId, { at: clock + ms, fn, every: ms });
      return nextId++;
    },
    clearInterval: (id) => void timers.delete(id),
    onStatus: (s) => statuses.push(s),
    onToast: (_kind, m) => toasts.push(m),
    onMessage: (m) => messages.push(m),
  };
  const advance = (ms: number) => {
    const end = clock + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, timer] = due;
      clock = timer.at;
      if (timer.every) timer.at += timer.every;
      else timers.delete(id);
      timer.fn();
    }
    clock = end;
  };
  const connection = new RealtimeConnection(deps);
  const last = () => sockets[sockets.length - 1]!;
  return { connection, deps, sockets, statuses, toasts, messages, advance, last, timers };
}

describe("RealtimeConnection", () => {
  it("connects only when authenticated", () => {
    const h = harness();
    h.connection.connect();
    expect(h.sockets).toHaveLength(0);
    h.connection.setAuthenticated(true);
    expect(h.sockets).toHaveLength(1);
    expect(h.last().url).toBe("ws://localhost/api/v1/websockets/connect");
    expect(h.connection.status).toBe("connecting");
    h.connection.connect(); // already opening: no second socket
    expect(h.sockets).toHaveLength(1);
  });

  it("on open: connected, then a {type:'ping', timestamp} heartbeat every 30 s", () => {
    const h = harness();
    h.connection.setAuthenticated(true);
    h.last().open();
    expect(h.statuses).toEqual(["connecting", "connected"]);
    h.advance(29_999);
    expect(h.last().sent).toEqual([]);
    h.advance(1);
    expect(JSON.parse(h.last().sent[0]!)).toEqual({ type: "ping", timestamp: 31_000 });
    h.advance(60_000);
    expect(h.last().sent).toHaveLength(3);
  });

  it("reads pongs as round trips and keeps other messages (timestamp + id) for the listener", () => {
    const h = harness();
    h.connection.setAuthenticated(true);
    h.last().open();
    h.advance(500);
    h.last().onmessage?.({ data: JSON.stringify({ type: "pong", timestamp: 1_200 }) });
    expect(h.connection.lastRoundTripMs).toBe(300);
    h.last().onmessage?.({ data: "not json" });
    h.last().onmessage?.({ data: JSON.stringify({ type: "notification", response: {}, user_id: "usr_1" }) });
    expect(h.messages).toEqual([{ type: "notification", response: {}, user_id: "usr_1" }]);
    expect(h.connection.buffer.items).toEqual([
      { id: 1, timestamp: 1_500, message: { type: "notification", response: {}, user_id: "usr_1" } },
    ]);
  });

  it("reconnects 3 s after an abnormal close, resets the count on open, stops the old heartbeat", () => {
    const h = harness();
    h.connection.setAuthenticated(true);
    h.last().open();
    h.last().drop(1006);
    expect(h.connection.status).toBe("disconnected");
    expect(h.connection.attempts).toBe(1);
    h.advance(2_999);
    expect(h.sockets).toHaveLength(1);
    h.advance(1);
    expect(h.sockets).toHaveLength(2);
    h.last().open();
    expect(h.connection.attempts).toBe(0);
    h.advance(30_000);
    expect(h.sockets[0]!.sent).toEqual([]);
    expect(h.sockets[1]!.sent).toHaveLength(1);
  });

  it("gives up after 10 attempts with 'Connection lost. Please refresh the page.'", () => {
    const h = harness();
    h.connection.setAuthenticated(true);
    for (let i = 0; i < 11; i++) {
      h.last().drop(1006);
      h.advance(3_000);
    }
    expect(h.sockets).toHaveLength(11);
    expect(h.toasts).toEqual(["Connection lost. Please refresh the page."]);
    expect(h.connection.status).toBe("disconnected");
    h.advance(60_000);
    expect(h.sockets).toHaveLength(11);
  });

  it("does not reconnect after a normal close (1000)", () => {
    const h = harness();
    h.connection.setAuthenticated(true);
    h.last().open();
    h.last().drop(1000);
    h.advance(10_000);
    expect(h.sockets).toHaveLength(1);
    expect(h.connection.status).toBe("disconnected");
  });

  it("on error: status error and 'Connection error occurred'", () => {
    const h = harness();
    h.connection.setAuthenticated(true);
    h.last().onerror?.({});
    expect(h.connection.status).toBe("error");
    expect(h.toasts).toEqual(["Connection error occurred"]);
  });

  it("manual disconnect closes with 1000 'user logout', stops the heartbeat and any pending retry", () => {
    const h = harness();
    h.connection.setAuthenticated(true);
    h.last().open();
    h.connection.setAuthenticated(false);
    expect(h.sockets[0]!.closed).toEqual({ code: 1000, reason: "user logout" });
    expect(h.connection.status).toBe("disconnected");
    expect(h.timers.size).toBe(0);

    h.connection.setAuthenticated(true);
    h.last().drop(1006); // a retry is now scheduled
    h.connection.disconnect();
    h.advance(10_000);
    expect(h.sockets).toHaveLength(2);
  });

  it("a socket that cannot be created toasts 'Failed to establish connection' and retries", () => {
    const h = harness();
    let fail = true;
    const connection = new RealtimeConnection({
      ...h.deps,
      createSocket: (url) => {
        if (fail) throw new Error("bad url");
        return new FakeSocket(url);
      },
    });
    connection.setAuthenticated(true);
    expect(h.toasts).toEqual(["Failed to establish connection"]);
    expect(connection.attempts).toBe(1);
    fail = false;
    h.advance(3_000);
    expect(connection.status).toBe("connecting");
  });
});
