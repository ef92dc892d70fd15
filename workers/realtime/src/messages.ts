// The wire protocol of the realtime channel (the API guide at /api/docs, "Realtime"). Pure: no runtime APIs, so
// the client helper, the Durable Object and plain unit tests all share one definition.

/**
 * An event the server pushes to a user's sockets. `type` says how the client reads `response`
 * (e.g. `"notification"`); any other keys are passed through untouched.
 *
 * @example
 * const event: RealtimeEvent = {
 *   type: "notification",
 *   response: { data: { msg: "New campaign", data: { notification_type: "CampaignPromotion" } } },
 * };
 */
export interface RealtimeEvent {
  type: string;
  response?: unknown;
  [key: string]: unknown;
}

/** What a socket actually receives: the published event with the recipient's id stamped on by the server. */
export interface DeliveredEvent extends RealtimeEvent {
  user_id: string;
}

/** Client → server heartbeat. */
export interface PingMessage {
  type: "ping";
  timestamp: number;
}

/** Server → client heartbeat answer; echoes the ping's timestamp so the client can measure round trips. */
export interface PongMessage {
  type: "pong";
  timestamp: number;
}

/** The only client → server messages the channel understands today. */
export type ClientMessage = PingMessage;

/** Upper bound for one published event once serialised; notifications are small, anything bigger is a bug. */
export const MAX_EVENT_BYTES = 64 * 1024;

/** Upper bound for one client frame: a ping is ~40 bytes, so there is no reason to parse more. */
export const MAX_CLIENT_FRAME_BYTES = 1024;

/**
 * User ids as the api issues them (`usr_…`): short, URL-safe, used as the Durable Object name and the
 * socket tag. Anything else is refused before it reaches a Durable Object.
 *
 * @example
 * isUserId("usr_01HZX"); // true
 * isUserId("../admin"); // false
 */
export function isUserId(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Session ids as the api issues them (`ses_…`): the socket tag that lets a session's end close its sockets.
 *
 * @example
 * isSessionId("ses_01HZX"); // true
 */
export const isSessionId = isUserId;

/** Close code for a socket whose session ended (logout, revocation, password change, suspension): do not reconnect. */
export const CLOSE_SESSION_ENDED = 4001;

/** Close code for a socket that reached its maximum age: reconnect, so the web worker checks the session again. */
export const CLOSE_MAX_AGE = 4000;

/**
 * Which sockets of a user to close: the sockets of one session, or every socket except one session's
 * (`allExcept: null` closes them all, e.g. after a password reset).
 */
export type SessionScope = { sessionId: string } | { allExcept: string | null };

/**
 * Reads the body posted to `/close/:userId`: `{ "session_id": "ses_…" }` or `{ "all_except": "ses_…" | null }`.
 *
 * @example
 * parseSessionScope({ all_except: null }); // { allExcept: null }
 * parseSessionScope({ session_id: "../x" }); // null
 */
export function parseSessionScope(value: unknown): SessionScope | null {
  if (!isRecord(value)) return null;
  if (typeof value.session_id === "string" && isSessionId(value.session_id)) {
    return { sessionId: value.session_id };
  }
  if ("all_except" in value) {
    const except = value.all_except;
    if (except === null) return { allExcept: null };
    if (typeof except === "string" && isSessionId(except)) return { allExcept: except };
  }
  return null;
}

/**
 * Reads one frame sent by a client. Returns `null` for anything that is not a message we handle
 * (binary frames, oversized frames, invalid JSON, unknown types) so the caller can drop it silently:
 * a misbehaving client must never crash the Durable Object or get other users' data.
 *
 * @example
 * parseClientMessage('{"type":"ping","timestamp":5}'); // { type: "ping", timestamp: 5 }
 * parseClientMessage("not json"); // null
 */
export function parseClientMessage(frame: string | ArrayBuffer): ClientMessage | null {
  if (typeof frame !== "string" || frame.length > MAX_CLIENT_FRAME_BYTES) return null;
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  if (value.type === "ping" && typeof value.timestamp === "number" && Number.isFinite(value.timestamp)) {
    return { type: "ping", timestamp: value.timestamp };
  }
  return null;
}

/**
 * Checks a body posted to `/publish/:userId`: a JSON object with a non-empty string `type`.
 *
 * @example
 * isRealtimeEvent({ type: "notification", response: {} }); // true
 * isRealtimeEvent({ response: {} }); // false
 */
export function isRealtimeEvent(value: unknown): value is RealtimeEvent {
  return isRecord(value) && typeof value.type === "string" && value.type.length > 0;
}

/**
 * Stamps the recipient on an event. The server always sets `user_id` itself, overriding whatever the
 * publisher sent, so a socket only ever sees its own user's id.
 *
 * @example
 * toDelivered({ type: "notification" }, "usr_1"); // { type: "notification", user_id: "usr_1" }
 */
export function toDelivered(event: RealtimeEvent, userId: string): DeliveredEvent {
  return { ...event, user_id: userId };
}
