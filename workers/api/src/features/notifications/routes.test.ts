import { env } from "cloudflare:test";
import { importJWK, type JWK, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { createDb } from "../../kit/db";
import { call, DEPLOYED_SECRETS, registerUser, registerVerifiedUser } from "../../test-support/client";
import { notify } from "./notifications.service";
import { realtimeSpy } from "./realtime-spy";

const LIST = "/user/global/notifications";

/** Stores `n` notifications for a user straight through the service (what any feature would call). */
async function seed(userId: string, n: number) {
  const spy = realtimeSpy();
  const db = createDb(env.DB);
  const start = Date.UTC(2026, 0, 1);
  for (let i = 1; i <= n; i++) {
    await notify(
      { db, realtime: spy.env.REALTIME },
      userId,
      { type: "Library", msg: `Note ${i}` },
      new Date(start + i * 1000),
    );
  }
  return spy;
}

describe("security notifications", () => {
  it("a sign-in while another session is live stores 'New sign-in' and publishes the spec §3 message", async () => {
    const { email, password, user, token } = await registerUser();
    // Registering is the first session: nobody else to warn, nothing stored.
    expect((await call(LIST, { token })).json.data.total).toBe(0);

    const spy = realtimeSpy();
    const login = await call("/auth/user/login", {
      body: { email, password },
      headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148" },
      env: spy.env,
    });
    expect(login.status).toBe(200);
    expect(spy.published).toHaveLength(1);
    const [event] = spy.published;
    expect(event?.url).toBe(`https://realtime.internal/publish/${user.id}`);
    expect(event?.body).toMatchObject({
      type: "notification",
      user_id: user.id,
      response: {
        data: {
          msg: expect.stringMatching(/^New sign-in on a mobile device/),
          data: { notification_type: "Security", event: "new_sign_in" },
        },
      },
    });

    const list = await call(LIST, { token });
    expect(list.status).toBe(200);
    expect(list.json.data).toMatchObject({
      total: 1,
      unread: 1,
      current_page: 1,
      last_page: 1,
      from: 1,
      to: 1,
      per_page: 20,
    });
    expect(list.json.data.data[0]).toMatchObject({ type: "Security", read: false, read_at: null });
    expect(list.json.data.data[0].id).toBe(event?.body.response.data.data.id);
  });

  it("a password change notifies even when the realtime worker is down, and the request still succeeds", async () => {
    for (const mode of ["http-error", "throw"] as const) {
      const { password, token } = await registerUser();
      const spy = realtimeSpy(mode);
      const res = await call("/auth/user/update_password", {
        token,
        body: { current_password: password, password: "fresh passphrase here" },
        env: spy.env,
      });
      expect(res.status).toBe(200);
      expect(spy.published).toHaveLength(1);
      expect(spy.published[0]?.body.response.data.data).toMatchObject({
        notification_type: "Security",
        via: "settings",
      });
      const list = await call(LIST, { token });
      expect(list.json.data.data.map((n: { msg: string }) => n.msg)).toEqual([
        "Password changed. Your other devices were signed out.",
      ]);
    }
  });
});

/** A Google id token signed with the test key the worker trusts (vitest.config.ts). */
async function googleToken(email: string, nonce: string) {
  const jwk = JSON.parse(env.TEST_GOOGLE_PRIVATE_JWK) as JWK;
  return new SignJWT({ email, email_verified: true, nonce })
    .setProtectedHeader({ alg: "RS256", kid: jwk.kid ?? "" })
    .setIssuer("https://accounts.google.com")
    .setAudience("ngoma-dev-google")
    .setSubject(`sub-${email}`)
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(await importJWK(jwk, "RS256"));
}

describe("security notifications from provider sign-in", () => {
  it("warns the other sessions when Google signs in to an existing account, not when it creates one", async () => {
    // Verified: a provider sign-in to a never-verified account ends its sessions instead (ADR 0009).
    const { email, token } = await registerVerifiedUser();
    const spy = realtimeSpy();
    const invalid = await call("/auth/user/login/google", {
      body: { id_token: await googleToken(email, crypto.randomUUID()), nonce: "" },
      env: spy.env,
    });
    expect(invalid.status).toBe(422); // nonce must be 16+ characters: nothing happened
    const nonce = crypto.randomUUID();
    const ok = await call("/auth/user/login/google", {
      body: { id_token: await googleToken(email, nonce), nonce },
      env: spy.env,
    });
    expect(ok.status).toBe(200);
    expect(spy.published.map((p) => p.body.response.data.data.event)).toEqual(["new_sign_in"]);
    expect((await call(LIST, { token })).json.data.total).toBe(1);

    const fresh = realtimeSpy();
    const newEmail = `g-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const nonce2 = crypto.randomUUID();
    const created = await call("/auth/user/login/google", {
      body: { id_token: await googleToken(newEmail, nonce2), nonce: nonce2 },
      env: fresh.env,
    });
    expect(created.status).toBe(200);
    expect(fresh.published).toEqual([]);
  });
});

describe("GET /user/global/notifications", () => {
  it("pages newest first with the paginator shape; past the end is an empty page", async () => {
    const { user, token } = await registerUser();
    await seed(user.id, 45);
    const first = await call(`${LIST}?page=1`, { token });
    expect(first.json.data).toMatchObject({
      current_page: 1,
      last_page: 3,
      total: 45,
      from: 1,
      to: 20,
      per_page: 20,
      unread: 45,
    });
    expect(first.json.data.data[0].msg).toBe("Note 45");
    const last = await call(`${LIST}?page=3`, { token });
    expect(last.json.data).toMatchObject({ from: 41, to: 45 });
    expect(last.json.data.data.map((n: { msg: string }) => n.msg)).toEqual([
      "Note 5",
      "Note 4",
      "Note 3",
      "Note 2",
      "Note 1",
    ]);
    const beyond = await call(`${LIST}?page=4`, { token });
    expect(beyond.json.data).toMatchObject({ data: [], from: null, to: null, last_page: 3 });
    const fifty = await call(`${LIST}?per_page=50`, { token });
    expect(fifty.json.data).toMatchObject({ last_page: 1, to: 45 });
  });

  it("validates page and per_page, needs a session, and never shows another user's notifications", async () => {
    const { token } = await registerUser();
    const other = await registerUser();
    await seed(other.user.id, 3);
    expect((await call(LIST, { token })).json.data.total).toBe(0);
    const tooMany = await call(`${LIST}?per_page=51`, { token });
    expect(tooMany.status).toBe(422);
    expect(tooMany.json.message.per_page[0]).toMatch(/1 to 50/);
    expect((await call(`${LIST}?page=0`, { token })).status).toBe(422);
    expect((await call(LIST)).status).toBe(401);
  });
});

describe("read / read-all", () => {
  it("marks one read (idempotently), 404s on someone else's, and read-all clears the rest", async () => {
    const { user, token } = await registerUser();
    const other = await registerUser();
    await seed(user.id, 3);
    await seed(other.user.id, 1);
    const mine = (await call(LIST, { token })).json.data.data;
    const theirs = (await call(LIST, { token: other.token })).json.data.data[0];

    const read = await call(`${LIST}/read/${mine[0].id}`, { token, body: {} });
    expect(read.status).toBe(200);
    expect(read.json.data).toMatchObject({ id: mine[0].id, read: true });
    const again = await call(`${LIST}/read/${mine[0].id}`, { token, body: {} });
    expect(again.json.data.read_at).toBe(read.json.data.read_at);

    const foreign = await call(`${LIST}/read/${theirs.id}`, { token, body: {} });
    expect(foreign.status).toBe(404);
    expect((await call(LIST, { token: other.token })).json.data.unread).toBe(1);

    const all = await call(`${LIST}/read-all`, { token, body: {} });
    expect(all.json).toMatchObject({ data: { updated: 2 }, msg: "All notifications marked as read." });
    const after = await call(LIST, { token });
    expect(after.json.data.unread).toBe(0);
    expect(after.json.data.data.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await call(`${LIST}/read-all`, { body: {} })).status).toBe(401);
  });
});

describe("POST /dev/notifications (browser-test seeding)", () => {
  it("fills the caller's own list in development only", async () => {
    const { token } = await registerUser();
    const seeded = await call("/dev/notifications", { token, body: { count: 105 } });
    expect(seeded.json).toEqual({ data: { created: 105 } });
    const list = await call(`${LIST}?per_page=10`, { token });
    expect(list.json.data).toMatchObject({ total: 105, last_page: 11 });
    expect(list.json.data.data[0].msg).toBe("Sample notification 105");
    expect((await call("/dev/notifications", { body: { count: 1 } })).status).toBe(401);
    const production = await call("/dev/notifications", {
      token,
      body: { count: 1 },
      env: { ...DEPLOYED_SECRETS, ENVIRONMENT: "production" },
    });
    expect(production.status).toBe(404);
  });
});
