// Same-origin `/api/v1/*` → the api worker. Authorization rule (docs/decisions/0200-web-session-and-shell.md):
// when the session cookie is present it WINS and replaces any Authorization header the browser sent,
// so page scripts cannot act as someone else while signed in; without a cookie an incoming bearer passes
// through untouched, so tools and tests can use the public origin with their own token.

import { API_ORIGIN } from "../app/lib/api.server";
import { fetchApi } from "../app/lib/api-binding.server";
import { readSessionToken } from "../app/lib/session.server";

/** Unsafe methods from another origin are refused (defence in depth on top of SameSite=Lax). */
export function isCrossOriginWrite(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return false;
  const origin = request.headers.get("origin");
  return origin !== null && origin !== new URL(request.url).origin;
}

export function buildApiRequest(request: Request): Request {
  const incoming = new URL(request.url);
  const target = new URL(`${incoming.pathname}${incoming.search}`, API_ORIGIN);
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  const token = readSessionToken(request);
  if (token) headers.set("authorization", `Bearer ${token}`);
  // Cloudflare sets CF-Connecting-IP at the edge (a client cannot spoof it there); local dev has none.
  headers.set("cf-connecting-ip", request.headers.get("cf-connecting-ip") ?? "127.0.0.1");
  return new Request(target.toString(), {
    method: request.method,
    headers,
    body: request.method === "GET" || request.method === "HEAD" ? null : request.body,
    redirect: "manual",
  });
}

export async function proxyApi(request: Request, env: Env): Promise<Response> {
  if (isCrossOriginWrite(request)) {
    return Response.json({ msg: "Cross-origin request refused", code: "FORBIDDEN" }, { status: 403 });
  }
  return fetchApi(env, buildApiRequest(request));
}
