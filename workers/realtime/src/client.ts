// Helpers for the OTHER workers (api publishes, web forwards upgrades) to talk to ngoma-realtime through a
// service binding. Deliberately runtime-agnostic: no Durable Object or `cloudflare:*` imports, so it can be
// imported by relative path or as `@ngoma/realtime/client` from any worker or from Node tests.
import { type DeliveredEvent, isUserId, type RealtimeEvent } from "./messages";

export type { DeliveredEvent, PingMessage, PongMessage, RealtimeEvent } from "./messages";

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

function userPath(kind: "publish" | "connect", userId: string): string {
  if (!isUserId(userId)) throw new TypeError(`Invalid user id for realtime: ${JSON.stringify(userId)}`);
  return `${REALTIME_ORIGIN}/${kind}/${userId}`;
}

/**
 * URL on the realtime worker that hands a websocket upgrade to `userId`'s channel.
 *
 * @example
 * connectUrl("usr_42"); // "https://realtime.internal/connect/usr_42"
 */
export function connectUrl(userId: string): string {
  return userPath("connect", userId);
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
  const response = await binding.fetch(publishUrl(userId), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(event),
  });
  if (!response.ok) {
    throw new Error(`Realtime publish failed with ${response.status}: ${await response.text()}`);
  }
  const body = (await response.json()) as { delivered: number };
  return { delivered: body.delivered };
}

/**
 * Forwards a browser's websocket upgrade request to `userId`'s channel and returns the 101 response to
 * hand back to the browser. CALL THIS ONLY AFTER you have authenticated the user from the session and
 * checked the request's `Origin`: the realtime worker trusts the user id it is given.
 *
 * @example
 * // in the web worker, at GET /api/v1/websockets/connect
 * const user = await requireSession(request); // yours: 401 without a valid session
 * if (!allowedOrigins.includes(request.headers.get("origin") ?? "")) return new Response(null, { status: 403 });
 * return connectUser(env.REALTIME, user.id, request);
 */
export function connectUser(binding: RealtimeBinding, userId: string, request: Request): Promise<Response> {
  // Only the upgrade travels on: the session cookie / bearer token stay in the web worker, since the
  // realtime worker has no use for them and should never hold credentials.
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  headers.delete("authorization");
  return binding.fetch(connectUrl(userId), { method: "GET", headers });
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
