import { DurableObject } from "cloudflare:workers";
import {
  CLOSE_MAX_AGE,
  CLOSE_SESSION_ENDED,
  type PongMessage,
  parseClientMessage,
  type RealtimeEvent,
  type SessionScope,
  toDelivered,
} from "./messages";

/**
 * Most sockets one user may hold at once (tabs, devices). Beyond it the OLDEST socket is closed with
 * 1008: a forgotten tab loses out to the one the user just opened, and a buggy client reconnecting in a
 * loop cannot pile up sockets in the object.
 */
export const MAX_SOCKETS_PER_USER = 10;

/** Close code for sockets evicted by the per-user cap (RFC 6455 "policy violation"). */
export const CLOSE_TOO_MANY_SOCKETS = 1008;

/**
 * Longest a socket stays open. The web worker checks the session only when a socket opens, so this
 * bounds how long any socket can outlive a session whose end was not delivered here (a lost close call);
 * the browser client reconnects on the close and the gate checks the session again.
 */
export const MAX_SOCKET_AGE_MS = 60 * 60 * 1000;

// `WebSocket.OPEN`; spelled out so this file does not depend on which lib declares the static.
const READY_STATE_OPEN = 1;

// Stored with each socket via serializeAttachment, so it survives hibernation (the object's memory does
// not). `seq` orders sockets by arrival for the cap; getWebSockets() promises no order. `openedAt` (ms)
// drives the age cap.
interface SocketAttachment {
  userId: string;
  sessionId: string;
  seq: number;
  openedAt: number;
}

/** The tag of a session's sockets, beside the user id tag every socket carries. */
const sessionTag = (sessionId: string) => `session:${sessionId}`;

function closeQuietly(ws: WebSocket, code: number, reason: string): void {
  try {
    ws.close(code, reason);
  } catch {
    // Already closing.
  }
}

function attachmentOf(ws: WebSocket): SocketAttachment | null {
  const value = ws.deserializeAttachment() as SocketAttachment | null;
  return value && typeof value.seq === "number" ? value : null;
}

/**
 * One instance per user (`idFromName(userId)`), holding every open websocket of that user through the
 * WebSocket Hibernation API, so idle connections cost nothing while the object sleeps.
 *
 * Trust: the object believes the user id in the URL. It is reachable only via the realtime worker, which
 * is reachable only via service bindings; the web worker authenticates the user and checks Origin before
 * it forwards an upgrade (see README.md).
 */
export class UserChannel extends DurableObject<Env> {
  /** Accepts a websocket upgrade forwarded as `GET /connect/:userId/:sessionId`. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected Upgrade: websocket", { status: 426 });
    }
    const [, , userId = "", sessionId = ""] = new URL(request.url).pathname.split("/");
    const existing = this.ctx.getWebSockets(userId);
    const seq = existing.reduce((max, ws) => Math.max(max, attachmentOf(ws)?.seq ?? 0), 0) + 1;
    const openedAt = Date.now();

    const { 0: client, 1: server } = new WebSocketPair();
    // Tags select sockets after hibernation: the user id for publishing, the session for closing.
    this.ctx.acceptWebSocket(server, [userId, sessionTag(sessionId)]);
    server.serializeAttachment({ userId, sessionId, seq, openedAt } satisfies SocketAttachment);
    this.evictBeyondCap(userId);
    await this.scheduleAgeCheck(openedAt + MAX_SOCKET_AGE_MS);

    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * Closes the sockets of the sessions in `scope` with {@link CLOSE_SESSION_ENDED}; returns how many.
   * Called over Durable Object RPC by the realtime worker when the api reports sessions ended.
   */
  closeSessions(userId: string, scope: SessionScope): number {
    const targets =
      "sessionId" in scope
        ? this.ctx.getWebSockets(sessionTag(scope.sessionId))
        : this.ctx
            .getWebSockets(userId)
            .filter((ws) => scope.allExcept === null || attachmentOf(ws)?.sessionId !== scope.allExcept);
    let closed = 0;
    for (const ws of targets) {
      if (ws.readyState !== READY_STATE_OPEN) continue;
      closeQuietly(ws, CLOSE_SESSION_ENDED, "Session ended");
      closed++;
    }
    return closed;
  }

  /**
   * Closes every socket opened at least {@link MAX_SOCKET_AGE_MS} before `now` with {@link CLOSE_MAX_AGE}
   * and schedules the next check for the oldest socket left. Returns how many it closed.
   */
  async closeAged(now: number): Promise<number> {
    let closed = 0;
    let next: number | null = null;
    for (const ws of this.ctx.getWebSockets()) {
      if (ws.readyState !== READY_STATE_OPEN) continue;
      const dueAt = (attachmentOf(ws)?.openedAt ?? 0) + MAX_SOCKET_AGE_MS;
      if (dueAt <= now) {
        closeQuietly(ws, CLOSE_MAX_AGE, "Connection expired, reconnect");
        closed++;
      } else if (next === null || dueAt < next) {
        next = dueAt;
      }
    }
    if (next !== null) await this.scheduleAgeCheck(next);
    return closed;
  }

  override async alarm(): Promise<void> {
    await this.closeAged(Date.now());
  }

  /**
   * Sends `event` (stamped with `user_id`) to every open socket of `userId`; returns how many got it.
   * Called over Durable Object RPC by the realtime worker.
   */
  publish(userId: string, event: RealtimeEvent): number {
    const frame = JSON.stringify(toDelivered(event, userId));
    let delivered = 0;
    for (const ws of this.ctx.getWebSockets(userId)) {
      if (ws.readyState !== READY_STATE_OPEN) continue;
      try {
        ws.send(frame);
        delivered++;
      } catch {
        // The socket died between the state check and the send; the close handler will tidy it up.
      }
    }
    return delivered;
  }

  override webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): void {
    // Untrusted input: anything we do not understand is dropped without a reply, never thrown on.
    const parsed = parseClientMessage(message);
    if (parsed?.type === "ping") {
      const pong: PongMessage = { type: "pong", timestamp: parsed.timestamp };
      ws.send(JSON.stringify(pong));
    }
  }

  override webSocketClose(ws: WebSocket, code: number, reason: string): void {
    // Complete the closing handshake. 1005/1006/1015 are reserved (they describe a missing or abnormal
    // close) and may not be sent, so answer those with a plain 1000.
    const reply = code === 1005 || code === 1006 || code === 1015 ? 1000 : code;
    try {
      ws.close(reply, reason);
    } catch {
      // Already closed by the runtime: nothing left to do.
    }
  }

  override webSocketError(ws: WebSocket, error: unknown): void {
    console.warn("realtime socket error", error instanceof Error ? error.message : String(error));
    try {
      ws.close(1011, "Internal error");
    } catch {
      // Already closed.
    }
  }

  private evictBeyondCap(userId: string): void {
    const open = this.ctx
      .getWebSockets(userId)
      .filter((ws) => ws.readyState === READY_STATE_OPEN)
      .sort((a, b) => (attachmentOf(a)?.seq ?? 0) - (attachmentOf(b)?.seq ?? 0));
    for (const ws of open.slice(0, Math.max(0, open.length - MAX_SOCKETS_PER_USER))) {
      closeQuietly(ws, CLOSE_TOO_MANY_SOCKETS, "Too many connections");
    }
  }

  /** Sets the alarm to `at` unless an earlier one is already set. */
  private async scheduleAgeCheck(at: number): Promise<void> {
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > at) await this.ctx.storage.setAlarm(at);
  }
}
