import { exports } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { connectUrl, publishToUser, publishUrl } from "./client";
import { openSocket, type TestSocket } from "./test-socket";
import { CLOSE_TOO_MANY_SOCKETS, MAX_SOCKETS_PER_USER } from "./user-channel";

// The worker's own default export, called the way a service binding would call it.
const binding = {
  fetch: (input: Request | string, init?: RequestInit) => exports.default.fetch(input, init),
};

const opened: TestSocket[] = [];
async function open(userId: string): Promise<TestSocket> {
  const socket = await openSocket(userId);
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
    const response = await exports.default.fetch(connectUrl("usr_ada"));
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

  it("refuses invalid user ids and unknown paths", async () => {
    expect((await exports.default.fetch("https://realtime.internal/connect/a%2Fb")).status).toBe(400);
    expect((await exports.default.fetch("https://realtime.internal/")).status).toBe(404);
  });
});
