import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { CriticalCssContext } from "./lib/critical-css";
import { CRITICAL_CSS } from "./lib/critical-css.server";
import { contentSecurityPolicy } from "./lib/csp";
import { NonceContext } from "./lib/nonce";
import { lowPriorityModulePreloads } from "./lib/script-priority.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce, env } = loadContext;
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <CriticalCssContext.Provider value={CRITICAL_CSS}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </CriticalCssContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: request.signal,
      onError(error: unknown) {
        if (!request.signal.aborted) console.error(error);
        status = 500;
      },
    },
  );
  // Crawlers get the whole document at once; people get it streamed.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy({
      nonce,
      google: Boolean(env.GOOGLE_CLIENT_ID),
      apple: Boolean(env.APPLE_CLIENT_ID),
      dev: import.meta.env.DEV,
    }),
  );
  // Pages depend on the session cookie: never let a shared cache keep one person's page.
  responseHeaders.set("Cache-Control", "private, no-store");
  return new Response(body.pipeThrough(lowPriorityModulePreloads()), { headers: responseHeaders, status });
}
