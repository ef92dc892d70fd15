import { DurableObject } from "cloudflare:workers";
import { type PongMessage, parseClientMessage, type RealtimeEvent, toDelivered } from "./messages";

/**
 * Most sockets one user may hold at once (tabs, devices). Beyond it the OLDEST socket is closed with
 * 1008: a forgotten tab loses out to the one the user just opened, and a buggy client reconnecting in a
 * loop cannot pile up sockets in the object.
 */
export const MAX_SOCKETS_PER_USER = 10;

/** Close code for sockets evicted by the per-user cap (RFC 6455 "policy violation"). */
export const CLOSE_TOO_MANY_SOCKETS = 1008;

// `WebSocket.OPEN`; spelled out so this file does not depend on which lib declares the static.
const READY_STATE_OPEN = 1;

// Stored with each socket via serializeAttachment, so it survives hibernation (the object's memory does
// not). `seq` orders sockets by arrival for the cap; getWebSockets() promises no order.
interface SocketAttachment {
  userId: string;
  seq: number;
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
  /** Accepts a websocket upgrade forwarded as `GET /connect/:userId`. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected Upgrade: websocket", { status: 426 });
    }
    const userId = new URL(request.url).pathname.split("/")[2] ?? "";
    const existing = this.ctx.getWebSockets(userId);
    const seq = existing.reduce((max, ws) => Math.max(max, attachmentOf(ws)?.seq ?? 0), 0) + 1;

    const { 0: client, 1: server } = new WebSocketPair();
    // Tagging with the user id lets getWebSockets(userId) select this user's sockets after hibernation.
    this.ctx.acceptWebSocket(server, [userId]);
    server.serializeAttachment({ userId, seq } satisfies SocketAttachment);
    this.evictBeyondCap(userId);

    return new Response(null, { status: 101, webSocket: client });
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
      try {
        ws.close(CLOSE_TOO_MANY_SOCKETS, "Too many connections");
      } catch {
        // Already closing.
      }
    }
  }
}
