// The browser websocket client of spec §4/§8/§9, free of React and of browser globals: the socket
// factory, clock and timers are injected, so every transition is unit-tested with fakes.
//
// States: disconnected → connecting → connected; error on a socket error. Connects only while
// authenticated. On open: connected, retry count reset, heartbeat every 30 s. On a close other than
// 1000 while authenticated: up to 10 reconnects 3 s apart, then 'Connection lost. Please refresh the
// page.'. Manual disconnect (logout) closes with 1000 'user logout' and never reconnects.
import {
  appendMessage,
  emptyBuffer,
  type MessageBuffer,
  parseFrame,
  type RealtimeMessage,
} from "./message-buffer";
import {
  CONNECT_FAILED,
  CONNECTION_ERROR,
  CONNECTION_LOST,
  HEARTBEAT_INTERVAL_MS,
  LOGOUT_REASON,
  NORMAL_CLOSURE,
  reconnectPlan,
} from "./policy";

export type ConnectionStatus = "disconnected" | "connecting" | "connected" | "error";

/** The part of the browser `WebSocket` the client uses. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

/** Whatever the injected timer functions return (a number in browsers). */
export type TimerId = number;

export interface ConnectionDeps {
  url: string;
  createSocket(url: string): SocketLike;
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
  setInterval(fn: () => void, ms: number): TimerId;
  clearInterval(id: TimerId): void;
  onStatus?(status: ConnectionStatus): void;
  /** Every parsed message except pongs, after it was stored in the buffer. */
  onMessage?(message: RealtimeMessage, buffer: MessageBuffer): void;
  onToast?(kind: "error", message: string): void;
}

const OPEN = 1;

export class RealtimeConnection {
  status: ConnectionStatus = "disconnected";
  buffer: MessageBuffer = emptyBuffer;
  /** Reconnect attempts since the last successful open. */
  attempts = 0;
  /** Round trip of the last answered heartbeat, in ms (null before the first pong). */
  lastRoundTripMs: number | null = null;

  private socket: SocketLike | null = null;
  private authenticated = false;
  private heartbeat: TimerId | null = null;
  private retry: TimerId | null = null;

  constructor(private readonly deps: ConnectionDeps) {}

  /** Signs the connection in or out: true connects (if not already), false disconnects manually. */
  setAuthenticated(value: boolean): void {
    this.authenticated = value;
    if (value) this.connect();
    else this.disconnect();
  }

  /** Opens a socket if signed in and none is open or opening. */
  connect(): void {
    if (!this.authenticated || this.socket) return;
    this.clearRetry();
    this.setStatus("connecting");
    let socket: SocketLike;
    try {
      socket = this.deps.createSocket(this.deps.url);
    } catch {
      this.setStatus("error");
      this.deps.onToast?.("error", CONNECT_FAILED);
      this.afterClose(4000);
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempts = 0;
      this.setStatus("connected");
      this.startHeartbeat();
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
    socket.onerror = () => {
      if (this.socket !== socket) return;
      this.setStatus("error");
      this.deps.onToast?.("error", CONNECTION_ERROR);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopHeartbeat();
      this.afterClose(event.code);
    };
  }

  /** Manual disconnect (logout): code 1000, reason 'user logout', no reconnect. */
  disconnect(): void {
    this.authenticated = false;
    this.clearRetry();
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      socket.close(NORMAL_CLOSURE, LOGOUT_REASON);
    }
    this.attempts = 0;
    this.setStatus("disconnected");
  }

  private afterClose(code: number): void {
    const plan = reconnectPlan(code, this.authenticated, this.attempts);
    if (plan.action === "retry") {
      this.attempts = plan.attempt;
      this.setStatus("disconnected");
      this.retry = this.deps.setTimeout(() => {
        this.retry = null;
        this.connect();
      }, plan.delayMs);
      return;
    }
    if (plan.action === "give-up") this.deps.onToast?.("error", CONNECTION_LOST);
    this.setStatus("disconnected");
  }

  private receive(data: unknown): void {
    const message = parseFrame(data);
    if (!message) return;
    if (message.type === "pong") {
      const sent = typeof message.timestamp === "number" ? message.timestamp : null;
      if (sent !== null) this.lastRoundTripMs = Math.max(0, this.deps.now() - sent);
      return;
    }
    this.buffer = appendMessage(this.buffer, message, this.deps.now());
    this.deps.onMessage?.(message, this.buffer);
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.heartbeat = this.deps.setInterval(() => {
      const socket = this.socket;
      if (socket && socket.readyState === OPEN) {
        socket.send(JSON.stringify({ type: "ping", timestamp: this.deps.now() }));
      }
    }, HEARTBEAT_INTERVAL_MS);
  }

  private stopHeartbeat(): void {
    if (this.heartbeat !== null) this.deps.clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private clearRetry(): void {
    if (this.retry !== null) this.deps.clearTimeout(this.retry);
    this.retry = null;
  }

  private setStatus(status: ConnectionStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.deps.onStatus?.(status);
  }
}
