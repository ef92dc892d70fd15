// Realtime end to end through the three-worker stack: the web worker's websocket gate
// (server/websocket.ts → REALTIME /connect/:userId), an api event reaching the browser, and the
// browser client's manual disconnect on logout.
import { strict as assert } from "node:assert";
import type { Page } from "playwright-core";
import WebSocket from "ws";
import { newPage, test } from "./harness";
import { PASSWORD, ready, register, uniqueEmail } from "./helpers";

let ipCounter = 0;
/** A client IP of its own per api call, so the per-IP auth limit never couples tests. */
function ip(): string {
  ipCounter++;
  return `203.0.113.${(ipCounter % 250) + 1}`;
}

/** Registers through the public origin (the proxy passes JSON + bearer-less calls through). */
async function apiRegister(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/user/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip() },
    body: JSON.stringify({ name: "Socket Tester", email, password: PASSWORD }),
  });
  const body = (await response.json()) as { data?: { authtoken?: { access_token?: string } } };
  const token = body.data?.authtoken?.access_token;
  assert.ok(token, `register failed: ${response.status} ${JSON.stringify(body)}`);
  return token;
}

export async function apiLogin(baseUrl: string, email: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/v1/auth/user/login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "cf-connecting-ip": ip(),
      "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148",
    },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  assert.equal(response.status, 200, "second-device login");
}

type Outcome = { status: number } | { open: WebSocket };

/** Opens a websocket on the web worker's gate; resolves with the refusal status or the open socket. */
function openSocket(baseUrl: string, options: { origin?: string; token?: string } = {}): Promise<Outcome> {
  const url = new URL("/api/v1/websockets/connect", baseUrl.replace(/^http/, "ws"));
  if (options.token) url.searchParams.set("token", options.token);
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, options.origin ? { origin: options.origin } : {});
    socket.once("open", () => resolve({ open: socket }));
    socket.once("unexpected-response", (_request, response) => {
      resolve({ status: response.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once("error", (error) => reject(error));
  });
}

/** Waits until the sidebar's live-updates indicator says connected. */
export async function liveConnected(page: Page): Promise<void> {
  await page.locator('.realtime-status[data-status="connected"]').waitFor({ timeout: 15_000 });
}

test("websocket gate: 401 without a session, 403 from a foreign Origin, ping/pong when signed in", async (env) => {
  const token = await apiRegister(env.url, uniqueEmail("ws-gate"));
  const origin = new URL(env.url).origin;

  const anonymous = await openSocket(env.url, { origin });
  assert.deepEqual(anonymous, { status: 401 });
  const badToken = await openSocket(env.url, { origin, token: "not-a-real-token-at-all" });
  assert.deepEqual(badToken, { status: 401 });
  const foreign = await openSocket(env.url, { origin: "https://evil.example", token });
  assert.deepEqual(foreign, { status: 403 });
  const noOrigin = await openSocket(env.url, { token });
  assert.deepEqual(noOrigin, { status: 403 });

  const ok = await openSocket(env.url, { origin, token });
  assert.ok("open" in ok, "signed-in upgrade should open");
  const socket = ok.open;
  const pong = new Promise<unknown>((resolve) =>
    socket.once("message", (data) => resolve(JSON.parse(String(data)))),
  );
  socket.send(JSON.stringify({ type: "ping", timestamp: 12345 }));
  assert.deepEqual(await pong, { type: "pong", timestamp: 12345 });
  socket.close(1000);
});

test("an api event reaches the browser live: 'New sign-in' toast and the notifications list", async (env) => {
  const { context, page } = await newPage(env);
  const email = uniqueEmail("ws-live");
  await register(page, env.url, email);
  await page.goto(`${env.url}/my-account/notifications`);
  await ready(page);
  await page.getByText("No notifications yet").waitFor();
  await liveConnected(page);

  await apiLogin(env.url, email); // another device signs in → the api notifies through REALTIME
  const toast = page.locator(".toast", { hasText: "New sign-in" });
  await toast.waitFor({ timeout: 10_000 });
  const row = page.locator(".notification-list li").first();
  await row.getByText(/^New sign-in/).waitFor();
  assert.equal(await page.getByText("1 unread").count(), 1);
  // The live row is the stored one: it survives a reload.
  await page.reload();
  await ready(page);
  await page.locator(".notification-list li", { hasText: "New sign-in" }).waitFor();
  await context.close();
});

test("logout closes the socket with 1000 'user logout'", async (env) => {
  const { context, page } = await newPage(env);
  const closes: { code: unknown; reason: unknown }[] = [];
  // Recorded in Node: the page navigates away right after the close call.
  await page.exposeFunction("__recordSocketClose", (code: unknown, reason: unknown) => {
    closes.push({ code, reason });
  });
  await page.addInitScript(() => {
    const original = WebSocket.prototype.close;
    WebSocket.prototype.close = function (this: WebSocket, code?: number, reason?: string) {
      (window as unknown as { __recordSocketClose: (c: unknown, r: unknown) => void }).__recordSocketClose(
        code,
        reason,
      );
      return original.call(this, code, reason);
    };
  });
  await register(page, env.url, uniqueEmail("ws-logout"));
  await liveConnected(page);
  await Promise.all([
    page.waitForURL(/\/auth\/login/),
    page.getByRole("button", { name: /^Sign out/ }).click(),
  ]);
  assert.deepEqual(closes[0], { code: 1000, reason: "user logout" });
  await context.close();
});
