// Same-origin `/api/v1/*` and `/api/docs` → the api worker, unchanged. In production Cloudflare routes
// those paths on the app's host straight to the api worker (docs/decisions/0306); this forwarder is what
// stands in for that route wherever it is not configured: under `wrangler dev`, which serves only its
// first worker, and on a deployment without the route. So it forwards exactly what the route would:
// the same URL, method, headers (the session cookie included) and body. The session rules (the cookie
// wins over any Authorization header; cookie-carrying writes from another origin are refused) are the
// api's, in one place for both paths.
import { fetchApi } from "../app/lib/api/binding.server";

/**
 * The request the api receives. Cloudflare's edge sets `CF-Connecting-IP` on every internet request
 * (overwriting a client's value); local development has no edge, so it is the loopback address.
 */
export function buildApiRequest(request: Request): Request {
  const forwarded = new Request(request, { redirect: "manual" });
  if (!forwarded.headers.has("cf-connecting-ip")) forwarded.headers.set("cf-connecting-ip", "127.0.0.1");
  return forwarded;
}

/** Serves an `/api/*` request through the `API` service binding. */
export function proxyApi(request: Request, env: Env): Promise<Response> {
  return fetchApi(env, buildApiRequest(request));
}
