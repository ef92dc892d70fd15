import type { AppLoadContext } from "@remix-run/cloudflare";

/** What the worker hands every loader/action as `context`. */
export interface NgomaLoadContext {
  env: Env;
  /** Cloudflare's request metadata (geolocation, ASN); undefined in some local runs. */
  cf: IncomingRequestCfProperties | undefined;
  ctx: { waitUntil(promise: Promise<unknown>): void };
  /** Per-request CSP nonce; entry.server puts it on every inline script and in the CSP header. */
  nonce: string;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext extends NgomaLoadContext {}
}

/** 16 random bytes, base64: a fresh CSP nonce for one response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

interface PlatformContext {
  cloudflare: { env: unknown; cf?: unknown; ctx: { waitUntil(promise: Promise<unknown>): void } };
}

/** Builds the loader context from the platform (the worker in production, wrangler's proxy in vite dev). */
export function getLoadContext({ context }: { request: Request; context: PlatformContext }): AppLoadContext {
  return {
    env: context.cloudflare.env as Env,
    cf: context.cloudflare.cf as IncomingRequestCfProperties | undefined,
    ctx: context.cloudflare.ctx,
    nonce: createNonce(),
  };
}
