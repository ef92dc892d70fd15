import { runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import {
  CLOSE_MAX_AGE,
  CLOSE_SESSION_ENDED,
  closeSessions,
  closeUrl,
  connectUrl,
  publishToUser,
  publishUrl,
} from "./client";
import { openSocket, type TestSocket } from "./test-socket";
import { CLOSE_TOO_MANY_SOCKETS, MAX_SOCKET_AGE_MS, MAX_SOCKETS_PER_USER } from "./user-channel";

// The worker's own default export, called the way a service binding would call it.
const binding = {
  fetch: (input: Request | string, init?: RequestInit) => exports.default.fetch(input, init),
};

const opened: TestSocket[] = [];
async function open(userId: string, sessionId?: string): Promise<TestSocket> {
  const socket = await openSocket(userId, sessionId);
  opened.push(socket);
  return socket;
}

afterEach(() => {
  for (const { ws } of opened.splice(0)) {
    try {
      ws.close(1000, "test done");
    } catch {
      // already closed by the test
    }
  }
});

const notification = {
  type: "notification",
  response: { data: { msg: "Campaign promoted", data: { notification_type: "CampaignPromotion" } } },
};

describe("publish", () => {
  it("reaches every socket of the user and none of another user", async () => {
    const [first, second, stranger] = [await open("usr_ada"), await open("usr_ada"), await open("usr_bob")];

    await expect(publishToUser(binding, "usr_ada", notification)).resolves.toEqual({ delivered: 2 });

    const expected = { ...notification, user_id: "usr_ada" };
    expect(await first.next()).toEqual(expected);
    expect(await second.next()).toEqual(expected);
    // Frames on one socket arrive in order, so if the event had leaked to bob it would come before his pong.
    stranger.ws.send(JSON.stringify({ type: "ping", timestamp: 1 }));
    expect(await stranger.next()).toEqual({ type: "pong", timestamp: 1 });
  });

  it("overrides a user_id supplied by the publisher", async () => {
    const socket = await open("usr_ada");
    await publishToUser(binding, "usr_ada", { ...notification, user_id: "usr_bob" });
    expect(await socket.next()).toMatchObject({ user_id: "usr_ada" });
  });

  it("delivers 0 to a user with no sockets", async () => {
    await expect(publishToUser(binding, "usr_nobody", notification)).resolves.toEqual({ delivered: 0 });
  });

  it("refuses bodies that are not an event", async () => {
    const post = (body: string) => exports.default.fetch(publishUrl("usr_ada"), { method: "POST", body });
    expect((await post("not json")).status).toBe(400);
    expect((await post(JSON.stringify({ response: {} }))).status).toBe(422);
    expect((await post(JSON.stringify([notification]))).status).toBe(422);
    expect((await post(JSON.stringify({ type: "x", pad: "a".repeat(70_000) }))).status).toBe(413);
    await expect(publishToUser(binding, "usr_ada", { type: "" })).rejects.toThrow(/422/);
  });

  it("only accepts POST", async () => {
    const response = await exports.default.fetch(publishUrl("usr_ada"));
    expect(response.status).toBe(405);
  });
});

describe("connect", () => {
  it("answers a ping with a pong carrying the same timestamp", async () => {
    const socket = await open("usr_ada");
    socket.ws.send(JSON.stringify({ type: "ping", timestamp: 1_732_000_000_000 }));
    expect(await socket.next()).toEqual({ type: "pong", timestamp: 1_732_000_000_000 });
  });

  it("ignores malformed and unknown messages without closing the socket", async () => {
    const socket = await open("usr_ada");
    for (const frame of [
      "not json",
      "null",
      "[]",
      "{}",
      '{"type":"ping"}',
      '{"type":"ping","timestamp":"x"}',
    ]) {
      socket.ws.send(frame);
    }
    socket.ws.send(JSON.stringify({ type: "subscribe", channel: "usr_bob" }));
    socket.ws.send(new Uint8Array([1, 2, 3]));
    socket.ws.send(JSON.stringify({ type: "ping", timestamp: 2, pad: "a".repeat(2000) }));
    socket.ws.send(JSON.stringify({ type: "ping", timestamp: 7 }));
    // The first reply is the pong to the last, valid ping: nothing was answered before it, nothing crashed.
    expect(await socket.next()).toEqual({ type: "pong", timestamp: 7 });
    await expect(publishToUser(binding, "usr_ada", notification)).resolves.toEqual({ delivered: 1 });
  });

  it("requires a websocket upgrade (426)", async () => {
    const response = await exports.default.fetch(connectUrl("usr_ada", "ses_1"));
    expect(response.status).toBe(426);
    expect(await response.json()).toMatchObject({ code: "UPGRADE_REQUIRED" });
  });

  it("closes the oldest socket with 1008 beyond the per-user cap", async () => {
    const sockets: TestSocket[] = [];
    for (let i = 0; i <= MAX_SOCKETS_PER_USER; i++) sockets.push(await open("usr_ada"));
    const evicted = await sockets[0]!.closed;
    expect(evicted.code).toBe(CLOSE_TOO_MANY_SOCKETS);
    await expect(publishToUser(binding, "usr_ada", notification)).resolves.toEqual({
      delivered: MAX_SOCKETS_PER_USER,
    });
    expect(await sockets[MAX_SOCKETS_PER_USER]!.next()).toMatchObject({ type: "notification" });
  });

  it("refuses an upgrade without a session id: every socket belongs to a session", async () => {
    const response = await exports.default.fetch("https://realtime.internal/connect/usr_ada", {
      headers: { Upgrade: "websocket" },
    });
    expect(response.status).toBe(400);
  });

  it("refuses invalid user ids and unknown paths", async () => {
    expect((await exports.default.fetch("https://realtime.internal/connect/a%2Fb/ses_1")).status).toBe(400);
    expect((await exports.default.fetch("https://realtime.internal/publish/usr_ada/ses_1")).status).toBe(404);
    expect((await exports.default.fetch("https://realtime.internal/")).status).toBe(404);
  });
});

describe("sessions end their sockets", () => {
  it("closes only the sockets of the session that ended, with 4001", async () => {
    const [phone, phoneTab, laptop] = [
      await open("usr_ada", "ses_phone"),
      await open("usr_ada", "ses_phone"),
      await open("usr_ada", "ses_laptop"),
    ];
    await expect(closeSessions(binding, "usr_ada", { sessionId: "ses_phone" })).resolves.toEqual({
      closed: 2,
    });
    expect((await phone.closed).code).toBe(CLOSE_SESSION_ENDED);
    expect((await phoneTab.closed).code).toBe(CLOSE_SESSION_ENDED);
    // The laptop's session lives on: it still receives events, the closed ones do not count.
    await expect(publishToUser(binding, "usr_ada", notification)).resolves.toEqual({ delivered: 1 });
    expect(await laptop.next()).toMatchObject({ type: "notification" });
  });

  it("closes all but the kept session (password change) or all of them (password reset)", async () => {
    const [kept, other, stranger] = [
      await open("usr_ada", "ses_kept"),
      await open("usr_ada", "ses_other"),
      await open("usr_bob", "ses_bob"),
    ];
    await expect(closeSessions(binding, "usr_ada", { allExcept: "ses_kept" })).resolves.toEqual({
      closed: 1,
    });
    expect((await other.closed).code).toBe(CLOSE_SESSION_ENDED);
    await expect(closeSessions(binding, "usr_ada", { allExcept: null })).resolves.toEqual({ closed: 1 });
    expect((await kept.closed).code).toBe(CLOSE_SESSION_ENDED);
    await expect(publishToUser(binding, "usr_bob", notification)).resolves.toEqual({ delivered: 1 });
    expect(await stranger.next()).toMatchObject({ user_id: "usr_bob" });
  });

  it("refuses a close without a valid scope", async () => {
    const post = (body: string) => exports.default.fetch(closeUrl("usr_ada"), { method: "POST", body });
    expect((await post("not json")).status).toBe(400);
    expect((await post(JSON.stringify({}))).status).toBe(422);
    expect((await post(JSON.stringify({ session_id: "../x" }))).status).toBe(422);
    expect((await post(JSON.stringify({ all_except: null, pad: "a".repeat(70_000) }))).status).toBe(413);
    expect((await exports.default.fetch(closeUrl("usr_ada"))).status).toBe(405);
  });
});

describe("socket age cap", () => {
  it("schedules a check and closes sockets older than the cap with 4000, keeping younger ones", async () => {
    const before = Date.now();
    const old = await open("usr_cap", "ses_1");
    const stub = env.USER_CHANNEL.get(env.USER_CHANNEL.idFromName("usr_cap"));
    const alarm = await runInDurableObject(stub, (_, state) => state.storage.getAlarm());
    expect(alarm).toBeGreaterThanOrEqual(before + MAX_SOCKET_AGE_MS);
    expect(alarm).toBeLessThanOrEqual(Date.now() + MAX_SOCKET_AGE_MS);

    // Before the cap nothing closes; at the cap the socket closes and the client reconnects through the gate.
    expect(await runInDurableObject(stub, (channel) => channel.closeAged(Date.now()))).toBe(0);
    const young = await open("usr_cap", "ses_1");
    const atCap = (alarm ?? 0) + 1;
    expect(await runInDurableObject(stub, (channel) => channel.closeAged(atCap))).toBe(1);
    expect((await old.closed).code).toBe(CLOSE_MAX_AGE);
    await expect(publishToUser(binding, "usr_cap", notification)).resolves.toEqual({ delivered: 1 });
    expect(await young.next()).toMatchObject({ type: "notification" });
  });
});
