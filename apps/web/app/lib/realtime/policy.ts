// Spec §9 websocket constants and §8 messages, in one place so the connection and its tests agree.

export const HEARTBEAT_INTERVAL_MS = 30_000;
export const RECONNECT_DELAY_MS = 3_000;
export const MAX_RECONNECT_ATTEMPTS = 10;
export const MESSAGE_BUFFER_SIZE = 100;

/** Normal closure: no reconnect. */
export const NORMAL_CLOSURE = 1000;
/**
 * The server closed the socket because its session ended (logout elsewhere, revocation, password
 * change): no reconnect, the gate would refuse it. Same value as `CLOSE_SESSION_ENDED` in
 * workers/realtime/src/messages.ts.
 */
export const SESSION_ENDED_CLOSURE = 4001;
/**
 * The server closed a socket that reached its maximum age (an hour): an abnormal close like any other,
 * so the client reconnects and the web worker checks the session again. `CLOSE_MAX_AGE` there.
 */
export const MAX_AGE_CLOSURE = 4000;
export const LOGOUT_REASON = "user logout";

export const CONNECTION_ERROR = "Connection error occurred";
export const CONNECT_FAILED = "Failed to establish connection";
export const CONNECTION_LOST = "Connection lost. Please refresh the page.";

/** Same-origin path the web worker accepts upgrades on (it authenticates with the session cookie). */
export const WEBSOCKET_PATH = "/api/v1/websockets/connect";

/**
 * The socket URL for a page location: `ws:` on plain http (localhost in development), `wss:` otherwise.
 * No token in the URL: the browser sends the httpOnly session cookie with the upgrade.
 *
 * @example
 * websocketUrl({ protocol: "https:", host: "ngoma.app" }); // "wss://ngoma.app/api/v1/websockets/connect"
 */
export function websocketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${WEBSOCKET_PATH}`;
}

/**
 * Whether a close should be followed by another attempt, and when: only for an abnormal close while
 * the user is still signed in, 3 s apart, at most 10 attempts in a row (reset on every successful open).
 * A close for an ended session is final; a close at the socket's maximum age is retried.
 */
export function reconnectPlan(
  closeCode: number,
  authenticated: boolean,
  attemptsSoFar: number,
): { action: "retry"; delayMs: number; attempt: number } | { action: "give-up" } | { action: "stay-closed" } {
  if (closeCode === NORMAL_CLOSURE || closeCode === SESSION_ENDED_CLOSURE || !authenticated) {
    return { action: "stay-closed" };
  }
  if (attemptsSoFar >= MAX_RECONNECT_ATTEMPTS) return { action: "give-up" };
  return { action: "retry", delayMs: RECONNECT_DELAY_MS, attempt: attemptsSoFar + 1 };
}
