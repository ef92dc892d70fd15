// GET /api/v1/websockets/connect: only a signed-in user, only from this app's own Origin, then the
// upgrade goes to the user's channel on the realtime worker. The browser authenticates with the session
// cookie (it never sees the token); `?token=` is accepted for non-browser clients, as the contract says.

import { fetchApi } from "../app/lib/api/binding.server";
import { API_ORIGIN, apiHeaders } from "../app/lib/api/call.server";
import type { User } from "../app/lib/api/contract";
import { readEnvelopeResponse } from "../app/lib/api/envelope";
import { readSessionToken } from "../app/lib/session.server";

export const REALTIME_ORIGIN = "https://realtime";

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
  const check = await fetchApi(env, `${API_ORIGIN}/api/v1/auth/user/authuser`, {
    method: "POST",
    headers: apiHeaders(request, token, true),
    body: "{}",
  });
  const user = await readEnvelopeResponse<User>(check);
  const userId = user.ok ? user.data?.id : undefined;
  if (typeof userId !== "string")
    return refuse(401, "Sign in to receive live notifications", "UNAUTHENTICATED");
  // Credentials stay here: the realtime worker trusts the user id it is given and needs nothing else.
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  headers.delete("authorization");
  return env.REALTIME.fetch(`${REALTIME_ORIGIN}/connect/${encodeURIComponent(userId)}`, {
    method: "GET",
    headers,
  });
}
