// Helpers for the OTHER workers (api publishes, web forwards upgrades) to talk to ngoma-realtime through a
// service binding. Deliberately runtime-agnostic: no Durable Object or `cloudflare:*` imports, so it can be
// imported by relative path or as `@ngoma/realtime/client` from any worker or from Node tests.
import {
  type DeliveredEvent,
  isSessionId,
  isUserId,
  type RealtimeEvent,
  type SessionScope,
} from "./messages";

export type { DeliveredEvent, PingMessage, PongMessage, RealtimeEvent, SessionScope } from "./messages";
export { CLOSE_MAX_AGE, CLOSE_SESSION_ENDED } from "./messages";

/**
 * The part of a service binding (`Fetcher`) these helpers use. A Workers `Fetcher` satisfies it, and so
 * does any test double with a `fetch` method.
 */
export interface RealtimeBinding {
  fetch(input: Request | string, init?: RequestInit): Promise<Response>;
}

/**
 * Origin used for requests over the service binding. The host is never resolved (a service binding
 * routes by binding, not by DNS) and the worker is not publicly reachable; it only makes URLs absolute.
 */
export const REALTIME_ORIGIN = "https://realtime.internal";

function userPath(kind: "publish" | "connect" | "close", userId: string): string {
  if (!isUserId(userId)) throw new TypeError(`Invalid user id for realtime: ${JSON.stringify(userId)}`);
  return `${REALTIME_ORIGIN}/${kind}/${userId}`;
}

/**
 * URL on the realtime worker that hands a websocket upgrade of `userId`'s session `sessionId` to the
 * user's channel; the socket is tagged with the session so that the session's end closes it.
 *
 * @example
 * connectUrl("usr_42", "ses_7"); // "https://realtime.internal/connect/usr_42/ses_7"
 */
export function connectUrl(userId: string, sessionId: string): string {
  if (!isSessionId(sessionId)) {
    throw new TypeError(`Invalid session id for realtime: ${JSON.stringify(sessionId)}`);
  }
  return `${userPath("connect", userId)}/${sessionId}`;
}

/**
 * URL on the realtime worker that closes sockets of `userId` by session.
 *
 * @example
 * closeUrl("usr_42"); // "https://realtime.internal/close/usr_42"
 */
export function closeUrl(userId: string): string {
  return userPath("close", userId);
}

/**
 * Closes the open sockets of `userId` that belong to the sessions in `scope` (code 4001, which the
 * browser client does not reconnect after) and resolves with how many it closed. Call it once a
 * session's end is stored: logout, revocation, password change or reset, suspension.
 *
 * @example
 * await closeSessions(env.REALTIME, "usr_42", { sessionId: "ses_7" }); // logout of one session
 * await closeSessions(env.REALTIME, "usr_42", { allExcept: null }); // password reset: every socket
 */
export async function closeSessions(
  binding: RealtimeBinding,
  userId: string,
  scope: SessionScope,
): Promise<{ closed: number }> {
  const body = "sessionId" in scope ? { session_id: scope.sessionId } : { all_except: scope.allExcept };
  const answer = await postJson<{ closed: number }>(binding, closeUrl(userId), body, "close");
  return { closed: answer.closed };
}

/** POSTs `body` as JSON to the realtime worker and returns its JSON answer; a refusal rejects. */
async function postJson<T>(binding: RealtimeBinding, url: string, body: unknown, what: string): Promise<T> {
  const response = await binding.fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`Realtime ${what} failed with ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/**
 * URL on the realtime worker that publishes one event to every open socket of `userId`.
 *
 * @example
 * publishUrl("usr_42"); // "https://realtime.internal/publish/usr_42"
 */
export function publishUrl(userId: string): string {
  return userPath("publish", userId);
}

/**
 * Sends `event` to every open socket of `userId` and resolves with how many sockets it reached
 * (0 when the user is offline: realtime is best effort, callers that need durability store the event
 * themselves). Rejects if the realtime worker refuses the event.
 *
 * @example
 * // in the api worker, with `[[services]] binding = "REALTIME", service = "ngoma-realtime"`
 * const { delivered } = await publishToUser(env.REALTIME, "usr_42", {
 *   type: "notification",
 *   response: { data: { msg: "Your campaign was promoted", data: { notification_type: "CampaignPromotion" } } },
 * });
 */
export async function publishToUser(
  binding: RealtimeBinding,
  userId: string,
  event: RealtimeEvent,
): Promise<{ delivered: number }> {
  const body = await postJson<{ delivered: number }>(binding, publishUrl(userId), event, "publish");
  return { delivered: body.delivered };
}

/**
 * Forwards a browser's websocket upgrade request to `userId`'s channel, tagged with the session it was
 * authenticated by, and returns the 101 response to hand back to the browser. CALL THIS ONLY AFTER you
 * have authenticated the session and checked the request's `Origin`: the realtime worker trusts the ids
 * it is given.
 *
 * @example
 * // in the web worker, at GET /api/v1/websockets/connect
 * const me = await requireSession(request); // yours: 401 without a valid session
 * if (!allowedOrigins.includes(request.headers.get("origin") ?? "")) return new Response(null, { status: 403 });
 * return connectUser(env.REALTIME, me.id, me.session_id, request);
 */
export function connectUser(
  binding: RealtimeBinding,
  userId: string,
  sessionId: string,
  request: Request,
): Promise<Response> {
  // Only the upgrade travels on: the session cookie / bearer token stay in the web worker, since the
  // realtime worker has no use for them and should never hold credentials.
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  headers.delete("authorization");
  return binding.fetch(connectUrl(userId, sessionId), { method: "GET", headers });
}

/**
 * Type guard for a frame received by a browser client, for code that shares these types.
 *
 * @example
 * const data: unknown = JSON.parse(frame);
 * if (isDeliveredEvent(data)) console.log(data.type, data.user_id);
 */
export function isDeliveredEvent(value: unknown): value is DeliveredEvent {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { type?: unknown }).type === "string" &&
    typeof (value as { user_id?: unknown }).user_id === "string"
  );
}
