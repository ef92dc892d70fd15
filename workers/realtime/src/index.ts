// ngoma-realtime: routes to the per-user Durable Object. There is no public route (workers_dev = false,
// no custom domain): only other workers reach this through service bindings.
//
// TRUST BOUNDARY: this worker does NOT authenticate anyone. It believes the :userId in the path.
//   - The web worker authenticates the session and checks `Origin` BEFORE forwarding an upgrade to
//     /connect/:userId/:sessionId (see client.ts `connectUser`).
//   - Only the api worker (server side) calls /publish/:userId and /close/:userId.
// Exposing this worker on a public route would let anyone read any user's events.
import { isRealtimeEvent, isSessionId, isUserId, MAX_EVENT_BYTES, parseSessionScope } from "./messages";

export { UserChannel } from "./user-channel";

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

function failure(status: number, code: string, msg: string): Response {
  return json({ msg, code }, status);
}

/** The JSON body of a POST to /publish or /close, or the refusal: 413 above MAX_EVENT_BYTES, 400 not JSON. */
async function readJsonBody(request: Request): Promise<{ body: unknown } | Response> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_EVENT_BYTES) return failure(413, "PAYLOAD_TOO_LARGE", "Event too large");
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > MAX_EVENT_BYTES) {
    return failure(413, "PAYLOAD_TOO_LARGE", "Event too large");
  }
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return failure(400, "BAD_REQUEST", "Body must be JSON");
  }
}

async function publish(request: Request, env: Env, userId: string): Promise<Response> {
  if (request.method !== "POST") return failure(405, "METHOD_NOT_ALLOWED", "Use POST to publish");
  const read = await readJsonBody(request);
  if (read instanceof Response) return read;
  const event = read.body;
  if (!isRealtimeEvent(event)) {
    return failure(422, "VALIDATION", "Event must be an object with a string `type`");
  }
  const stub = env.USER_CHANNEL.get(env.USER_CHANNEL.idFromName(userId));
  const delivered = await stub.publish(userId, event);
  return json({ delivered });
}

async function close(request: Request, env: Env, userId: string): Promise<Response> {
  if (request.method !== "POST") return failure(405, "METHOD_NOT_ALLOWED", "Use POST to close sessions");
  const read = await readJsonBody(request);
  if (read instanceof Response) return read;
  const scope = parseSessionScope(read.body);
  if (!scope) return failure(422, "VALIDATION", "Give `session_id` or `all_except`");
  const stub = env.USER_CHANNEL.get(env.USER_CHANNEL.idFromName(userId));
  return json({ closed: await stub.closeSessions(userId, scope) });
}

function connect(
  request: Request,
  env: Env,
  userId: string,
  sessionId: string | undefined,
): Promise<Response> | Response {
  if (request.method !== "GET") return failure(405, "METHOD_NOT_ALLOWED", "Use GET to connect");
  // Every socket belongs to a session, so the end of that session can close it.
  if (!sessionId || !isSessionId(sessionId)) return failure(400, "BAD_REQUEST", "Invalid session id");
  if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
    return failure(426, "UPGRADE_REQUIRED", "Expected Upgrade: websocket");
  }
  const stub = env.USER_CHANNEL.get(env.USER_CHANNEL.idFromName(userId));
  return stub.fetch(request);
}

export default {
  fetch(request, env): Promise<Response> | Response {
    const match = /^\/(publish|close|connect)\/([^/]+)(?:\/([^/]+))?$/.exec(new URL(request.url).pathname);
    if (!match) return failure(404, "NOT_FOUND", "Not found");
    const [, action, userId = "", sessionId] = match;
    if (!isUserId(userId)) return failure(400, "BAD_REQUEST", "Invalid user id");
    if (action === "connect") return connect(request, env, userId, sessionId);
    if (sessionId !== undefined) return failure(404, "NOT_FOUND", "Not found");
    return action === "publish" ? publish(request, env, userId) : close(request, env, userId);
  },
} satisfies ExportedHandler<Env>;
