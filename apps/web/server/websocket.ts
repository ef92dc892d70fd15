// GET /api/v1/websockets/connect: only a signed-in user, only from this app's own Origin, then the
// upgrade goes to the user's channel on the realtime worker. The browser authenticates with the session
// cookie (it never sees the token); `?token=` is accepted for non-browser clients, as the contract says.

import { connectUser } from "@ngoma/realtime/client";
import { callApi } from "../app/lib/api/call.server";
import { readSessionToken } from "../app/lib/session.server";

function refuse(status: number, msg: string, code: string): Response {
  return Response.json({ msg, code }, { status });
}

export async function connectWebsocket(request: Request, env: Env): Promise<Response> {
  if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
    return refuse(426, "Expected a websocket upgrade", "BAD_REQUEST");
  }
  const url = new URL(request.url);
  const origin = request.headers.get("origin");
  if (origin !== url.origin) return refuse(403, "Origin not allowed", "FORBIDDEN");
  const token = readSessionToken(request) ?? url.searchParams.get("token");
  if (!token) return refuse(401, "Sign in to receive live notifications", "UNAUTHENTICATED");
  const me = await callApi({ env }, request, "POST /auth/user/authuser", { token });
  const userId = me.ok ? me.data?.id : undefined;
  const sessionId = me.ok ? me.data?.session_id : undefined;
  if (typeof userId !== "string" || typeof sessionId !== "string")
    return refuse(401, "Sign in to receive live notifications", "UNAUTHENTICATED");
  // connectUser strips the credentials: the realtime worker trusts the ids it is given and needs nothing
  // else. The socket is tagged with its session, so the session's end closes it (docs/decisions/0011); it
  // also closes after an hour, and the client's reconnect comes back through this check.
  return connectUser(env.REALTIME, userId, sessionId, request);
}
