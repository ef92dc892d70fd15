// Sockets follow their session on the real stack (docs/decisions/0011): the api's logout, a sign-out from
// the sessions list and a password reset each reach the user's channel on the realtime worker through the
// service binding, which closes the ended sessions' sockets with 4001. A real `ws` client, no page: what
// is checked is the path api → REALTIME → Durable Object → the socket the web worker's gate handed over.
import { strict as assert } from "node:assert";
import WebSocket from "ws";
import { newPage, test } from "./harness";
import { PASSWORD, register as registerInPage, uniqueEmail } from "./helpers";

/** How long an ended session's socket may stay open (the api starts the close call before it answers). */
const CLOSE_WITHIN_MS = 3_000;

let ipCounter = 0;
/** A client IP of its own per api call, so the per-IP auth limit never couples tests. */
function ip(): string {
  ipCounter++;
  return `198.51.100.${(ipCounter % 250) + 1}`;
}

async function api(baseUrl: string, path: string, init: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "cf-connecting-ip": ip(),
      origin: new URL(baseUrl).origin,
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json()) as { data?: unknown; msg?: string };
  assert.equal(response.status, 200, `${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

function tokenOf(data: unknown): string {
  const token = (data as { authtoken?: { access_token?: string } }).authtoken?.access_token;
  assert.ok(token, "no access token in the answer");
  return token;
}

async function register(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/user/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip() },
    body: JSON.stringify({ name: "Socket Session", email, password: PASSWORD }),
  });
  assert.equal(response.status, 201, "register");
  return tokenOf(((await response.json()) as { data: unknown }).data);
}

async function login(baseUrl: string, email: string, password = PASSWORD): Promise<string> {
  return tokenOf(await api(baseUrl, "/auth/user/login", { body: { email, password } }));
}

/** A signed-in socket through the web worker's gate, with what it receives recorded. */
interface LiveSocket {
  socket: WebSocket;
  /** Resolves with the close code once the server's close frame has arrived (or the connection ended). */
  ended: Promise<number>;
}

async function connect(baseUrl: string, token: string): Promise<LiveSocket> {
  const url = new URL("/api/v1/websockets/connect", baseUrl.replace(/^http/, "ws"));
  url.searchParams.set("token", token);
  const socket = new WebSocket(url, { origin: new URL(baseUrl).origin });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("unexpected-response", (_request, response) =>
      reject(new Error(`gate refused the upgrade: ${response.statusCode}`)),
    );
    socket.once("error", reject);
  });
  return { socket, ended: closeFrame(socket) };
}

/**
 * The code of the server's close frame. `ws` emits "close" only once the TCP connection ends, and local
 * workerd ends it some seconds after a server-initiated closing handshake (a browser gives up waiting
 * after about 2 s), so the frame is read where it arrives: the receiver's "conclude".
 */
function closeFrame(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => {
    socket.once("close", (code) => resolve(code));
    const receiver = (socket as unknown as { _receiver?: NodeJS.EventEmitter })._receiver;
    receiver?.once("conclude", (code: number) => resolve(code));
  });
}

async function closedWithin(live: LiveSocket, what: string): Promise<number> {
  const timeout = new Promise<"open">((resolve) => setTimeout(() => resolve("open"), CLOSE_WITHIN_MS));
  const outcome = await Promise.race([live.ended, timeout]);
  live.socket.terminate();
  assert.notEqual(outcome, "open", `${what}: the socket was still open ${CLOSE_WITHIN_MS} ms later`);
  return outcome as number;
}

/** The socket still answers a ping: it was left open. */
async function stillLive(live: LiveSocket): Promise<void> {
  const pong = new Promise<unknown>((resolve, reject) => {
    live.socket.once("message", (data) => resolve(JSON.parse(String(data))));
    setTimeout(() => reject(new Error("no pong: the socket was closed")), CLOSE_WITHIN_MS);
  });
  live.socket.send(JSON.stringify({ type: "ping", timestamp: 7 }));
  assert.deepEqual(await pong, { type: "pong", timestamp: 7 });
}

test("session sockets: logout closes that session's socket (4001) and leaves the others open", async (env) => {
  const email = uniqueEmail("ws-logout-e2e");
  const first = await register(env.url, email);
  const second = await login(env.url, email);
  const ending = await connect(env.url, first);
  const other = await connect(env.url, second);

  await api(env.url, "/auth/user/logout", { token: first });
  assert.equal(await closedWithin(ending, "after logout"), 4001);
  await stillLive(other);
  other.socket.terminate();
});

test("session sockets: signing another session out from the sessions list closes its socket (4001)", async (env) => {
  const email = uniqueEmail("ws-revoke-e2e");
  const mine = await register(env.url, email);
  const theirs = await login(env.url, email);
  const own = await connect(env.url, mine);
  const revoked = await connect(env.url, theirs);

  const listed = await fetch(`${env.url}/api/v1/user/sessions`, {
    headers: { authorization: `Bearer ${mine}`, "cf-connecting-ip": ip() },
  });
  const sessions = ((await listed.json()) as { data: { id: string; current?: boolean }[] }).data;
  const target = sessions.find((s) => !s.current);
  assert.ok(target && sessions.length === 2, `two sessions expected: ${JSON.stringify(sessions)}`);
  await api(env.url, `/user/sessions/revoke/${target.id}`, { token: mine });

  assert.equal(await closedWithin(revoked, "after revocation"), 4001);
  await stillLive(own);
  own.socket.terminate();
});

test("session sockets: a password reset closes every socket of the account (4001), a browser tab's too", async (env) => {
  const email = uniqueEmail("ws-reset-e2e");
  // A signed-in tab: its socket authenticates with the session cookie, as every browser's does.
  const { context, page } = await newPage(env);
  await registerInPage(page, env.url, email);
  const live = page.locator('.realtime-status[data-status="connected"]');
  await live.waitFor({ timeout: 15_000 });
  const sockets = [
    await connect(env.url, await login(env.url, email)),
    await connect(env.url, await login(env.url, email)),
  ];

  await api(env.url, "/auth/user/password_reset", { body: { email } });
  const code = await resetCode(env.url, email);
  await api(env.url, "/auth/user/update_password", {
    body: { email, code, password: `${PASSWORD}-new` },
  });
  for (const [i, socket] of sockets.entries()) {
    assert.equal(await closedWithin(socket, `socket ${i + 1} after the reset`), 4001);
  }
  // The tab's client sees the 4001 and does not reconnect (the gate would refuse the ended session).
  await page.locator('.realtime-status[data-status="disconnected"]').waitFor({ timeout: CLOSE_WITHIN_MS });
  await page.waitForTimeout(4_000); // longer than the client's reconnect delay
  assert.equal(await live.count(), 0, "the tab reconnected after its session ended");
  await context.close();
});

/** The reset code the dev outbox holds for `to` (the sending is after the answer, so it is polled). */
async function resetCode(baseUrl: string, to: string): Promise<string> {
  for (let i = 0; i < 25; i++) {
    const response = await fetch(`${baseUrl}/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
    const body = (await response.json()) as { data?: { subject: string; code: string | null }[] };
    const reset = body.data?.find((m) => /reset/i.test(m.subject) && m.code);
    if (reset?.code) return reset.code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No reset code for ${to}`);
}
