// GET /api/v1/websockets/connect: only a signed-in user, only from this app's own Origin, then the
// upgrade goes to the user's channel on the realtime worker. The browser authenticates with the session
// cookie (it never sees the token); `?token=` is accepted for non-browser clients, as the contract says.

import { callApi } from "../app/lib/api/call.server";
import type { User } from "../app/lib/api/contract";
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
  const user = await callApi<User>({ env }, request, "/auth/user/authuser", { token });
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
