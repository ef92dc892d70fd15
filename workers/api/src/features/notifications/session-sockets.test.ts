// The sockets of an ended session are closed on the realtime worker (docs/decisions/0011): logout, a
// sign-out from the devices list, a password change (other sessions) and a reset (all of them).
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, latestCode, registerUser } from "../../test-support/client";
import { realtimeSpy } from "./realtime-spy";
import { endedSessions } from "./session-sockets";

/** The session id behind a token, as the websocket gate learns it. */
async function sessionOf(token: string): Promise<string> {
  const me = await call("/auth/user/authuser", { token });
  expect(me.status).toBe(200);
  expect(me.json.data.session_id).toMatch(/^ses_/);
  return me.json.data.session_id;
}

async function secondSession(email: string, password: string): Promise<string> {
  const login = await call("/auth/user/login", { body: { email, password } });
  expect(login.status).toBe(200);
  return login.json.data.authtoken.access_token;
}

describe("ended sessions close their sockets", () => {
  it("logout closes the sockets of that session only", async () => {
    const { user, token } = await registerUser();
    const sessionId = await sessionOf(token);
    const spy = realtimeSpy();
    expect((await call("/auth/user/logout", { token, env: spy.env })).status).toBe(200);
    expect(spy.closed).toEqual([
      { url: `https://realtime.internal/close/${user.id}`, userId: user.id, body: { session_id: sessionId } },
    ]);
  });

  it("signing a device out from the sessions list closes that device's sockets", async () => {
    const { email, password, user, token } = await registerUser();
    const other = await sessionOf(await secondSession(email, password));
    const spy = realtimeSpy();
    const revoked = await call(`/user/sessions/revoke/${other}`, { token, method: "POST", env: spy.env });
    expect(revoked.status).toBe(200);
    expect(spy.closed.map((c) => [c.userId, c.body])).toEqual([[user.id, { session_id: other }]]);
  });

  it("a password change closes every socket but the changing session's", async () => {
    const { password, user, token } = await registerUser();
    const current = await sessionOf(token);
    const spy = realtimeSpy();
    const changed = await call("/auth/user/update_password", {
      token,
      body: { current_password: password, password: "fresh passphrase here" },
      env: spy.env,
    });
    expect(changed.status).toBe(200);
    expect(spy.closed.map((c) => [c.userId, c.body])).toEqual([[user.id, { all_except: current }]]);
  });

  it("a password reset closes all the user's sockets", async () => {
    const { email, user } = await registerUser();
    expect((await call("/auth/user/password_reset", { body: { email } })).status).toBe(200);
    const code = await latestCode(email);
    const spy = realtimeSpy();
    const reset = await call("/auth/user/update_password", {
      body: { email, code, password: "another fresh passphrase" },
      env: spy.env,
    });
    expect(reset.status).toBe(200);
    expect(spy.closed.map((c) => [c.userId, c.body])).toEqual([[user.id, { all_except: null }]]);
  });

  afterEach(() => vi.restoreAllMocks());

  it("a realtime outage never fails the logout, and is logged", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const mode of ["http-error", "throw"] as const) {
      const { user, token } = await registerUser();
      const spy = realtimeSpy(mode);
      expect((await call("/auth/user/logout", { token, env: spy.env })).status).toBe(200);
      expect(spy.closed).toHaveLength(1);
      expect((await call("/auth/user/authuser", { token })).status).toBe(401);
      expect(errors.mock.calls.map((args) => String(args[0]))).toContainEqual(
        expect.stringMatching(
          new RegExp(`^closing the sockets of ${user.id} \\(sessions_ended, session ses_\\w+\\) failed$`),
        ),
      );
    }
  });

  it("a close that reaches the realtime worker logs how many sockets it closed", async () => {
    const lines = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const { user, token } = await registerUser();
    const sessionId = await sessionOf(token);
    expect((await call("/auth/user/logout", { token, env: realtimeSpy().env })).status).toBe(200);
    expect(lines.mock.calls.map((args) => String(args[0]))).toContain(
      `closed 1 socket(s) of ${user.id} (sessions_ended, session ${sessionId})`,
    );
  });

  it("a first password ends the other sessions' sockets; linking providers and sign-ins end none", () => {
    expect(endedSessions({ type: "password_set", userId: "usr_1" }, "ses_me")).toEqual({
      allExcept: "ses_me",
    });
    for (const type of ["provider_linked", "provider_unlinked"] as const) {
      expect(endedSessions({ type, userId: "usr_1", provider: "google" }, "ses_me")).toBeNull();
    }
  });
});
