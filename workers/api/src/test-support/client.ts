import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { createApp } from "../app";
import type { Bindings } from "../env";
import { TEST_SELLABLES } from "./sellables";

const app = createApp({ sellables: TEST_SELLABLES });
let ipCounter = 0;

/** A fresh client IP per call site, so the per-IP auth limit never couples unrelated tests. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** A body sent as is (binary for multipart forms). */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
  env?: Partial<Bindings>;
  /** The origin the request is addressed to (default http://localhost). */
  origin?: string;
}

/** Calls the real worker app (real D1, real Durable Objects) and returns status, headers and parsed JSON. */
export async function call(path: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  headers.set("cf-connecting-ip", options.ip ?? freshIp());
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: string | Uint8Array<ArrayBuffer> | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const method = options.method ?? (body === undefined && !path.includes("/auth/") ? "GET" : "POST");
  const request = new Request(`${options.origin ?? "http://localhost"}/api/v1${path}`, {
    method,
    headers,
    body,
  });
  return fetchApp(request, options.env);
}

/**
 * Runs `request` through the real app with the test bindings (plus `bindings`), waits for its
 * `waitUntil` work, and returns status, headers and the body parsed as JSON (the text when it is not).
 */
export async function fetchApp(request: Request, bindings: Partial<Bindings> = {}) {
  const ctx = createExecutionContext();
  const response = await app.fetch(request, { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests assert on arbitrary response shapes.
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, headers: response.headers, json };
}

let userCounter = 0;

/** Registers a new account and returns its token and user. */
export async function registerUser(
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  userCounter += 1;
  const email = overrides.email ?? `user${userCounter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = overrides.password ?? "a-long-and-unusual-passphrase";
  const res = await call("/auth/user/register", {
    body: { name: overrides.name ?? "Test User", email, password },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.json)}`);
  return { email, password, token: res.json.data.authtoken.access_token as string, user: res.json.data.user };
}

/**
 * Registers an account and verifies its e-mail with the code the sign-up sent, for tests of what an
 * unverified account may not do (publishing, SMS; kit/auth's requireVerifiedEmail).
 */
export async function registerVerifiedUser(
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  const account = await registerUser(overrides);
  const res = await call("/auth/user/verify_code", {
    token: account.token,
    body: { channel: "email", code: await latestCode(account.email) },
  });
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${JSON.stringify(res.json)}`);
  return { ...account, user: res.json.data };
}

/** Newest outbox code for an address (notices without a code, such as security e-mails, are skipped). */
export async function latestCode(to: string): Promise<string> {
  const res = await call(`/dev/outbox?to=${encodeURIComponent(to)}`);
  const code = (res.json?.data as Array<{ code: string | null }> | undefined)?.find((m) => m.code)?.code;
  if (!code) throw new Error(`no code for ${to}: ${JSON.stringify(res.json)}`);
  return code;
}

/**
 * Grants a role straight in D1 (role administration arrives with the admin feature). Sessions are read
 * per request, so the user's next request has it.
 */
export async function grantRole(userId: string, role: "creator" | "promoter" | "admin", kind = "") {
  await env.DB.prepare("insert into user_roles (user_id, role, kind, granted_at) values (?, ?, ?, ?)")
    .bind(userId, role, kind, Date.now())
    .run();
}

/**
 * Secrets as a deployment holds them (none the committed .dev.vars value), for calls that play another
 * ENVIRONMENT than development: with the committed ones the api refuses to serve (kit/development-secrets).
 */
export const DEPLOYED_SECRETS = {
  PAYMENTS_WEBHOOK_SECRET: "test-deployed-webhook-secret",
  CODE_PEPPER: "test-deployed-code-pepper",
  MEDIA_SIGNING_KEY: "test-deployed-media-signing-key",
} as const;
