// The public web worker (root wrangler.toml). Static files under build/client are served by Workers
// assets before this runs, except under `/api/*` (`run_worker_first`), which always arrives here.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { securityHeaders } from "./app/lib/csp";
// @ts-expect-error: the Remix server build exists only after `remix vite:build` (and is untyped JS).
import * as build from "./build/server";
import { proxyApi } from "./server/api-proxy";
import { getLoadContext } from "./server/load-context";
import { crossSiteRefusal, isCrossSiteWrite } from "./server/same-origin";
import { connectWebsocket } from "./server/websocket";

const handleRemix = createRequestHandler(build as unknown as ServerBuild);

/** The security headers of each mode, built once rather than per response. */
const SECURITY_HEADERS = {
  production: Object.entries(securityHeaders(true)),
  local: Object.entries(securityHeaders(false)),
};

function withHeaders(response: Response, production: boolean): Response {
  // 101 upgrades must be returned untouched (their webSocket would be lost by copying).
  if (response.status === 101) return response;
  const wanted = production ? SECURITY_HEADERS.production : SECURITY_HEADERS.local;
  // API responses already carry every one (its secureHeaders): pass them on without a copy.
  if (wanted.every(([name]) => response.headers.has(name))) return response;
  const out = new Response(response.body, response);
  for (const [name, value] of wanted) {
    if (!out.headers.has(name)) out.headers.set(name, value);
  }
  return out;
}

export default {
  async fetch(request, env, ctx): Promise<Response> {
    const url = new URL(request.url);
    const production = env.ENVIRONMENT === "production" && url.protocol === "https:";
    if (url.pathname === "/api/v1/websockets/connect") return connectWebsocket(request, env);
    if (
      url.pathname === "/api/v1" ||
      url.pathname.startsWith("/api/v1/") ||
      url.pathname.startsWith("/api/docs")
    ) {
      return withHeaders(await proxyApi(request, env), production);
    }
    // The app's own actions act with the session cookie: refuse writes from any other origin before
    // Remix runs one. (`/api/*` has the api's own rule, which lets bearer-only embedders write.)
    if (isCrossSiteWrite(request)) return withHeaders(crossSiteRefusal(), production);
    const context = getLoadContext({
      request,
      context: { cloudflare: { env, cf: request.cf, ctx } },
    });
    return withHeaders(await handleRemix(request, context), production);
  },
} satisfies ExportedHandler<Env>;
