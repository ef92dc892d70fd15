import { describe, expect, it } from "vitest";
import { call, latestCode, registerUser } from "../../test-support/client";
import { idToken } from "../../test-support/id-tokens";
import { realtimeSpy } from "../notifications/realtime-spy";

describe("a provider sign-in meeting an account whose e-mail was never verified", () => {
  it("ends the squatter's sessions and password, so only the provider's owner holds the account", async () => {
    const squatter = await registerUser();
    expect((await call("/auth/user/authuser", { token: squatter.token })).status).toBe(200);

    const t = await idToken({ email: squatter.email });
    const spy = realtimeSpy();
    const owner = await call("/auth/user/login/google", {
      body: { id_token: t.token, nonce: t.nonce },
      env: spy.env,
    });
    expect(owner.status).toBe(200);
    expect(owner.json.data.user).toMatchObject({
      id: squatter.user.id,
      email_verified: true,
      has_password: false,
      providers: ["google"],
    });

    expect((await call("/auth/user/authuser", { token: squatter.token })).status).toBe(401);
    const relogin = await call("/auth/user/login", {
      body: { email: squatter.email, password: squatter.password },
    });
    expect(relogin.status).toBe(401);
    const ownerToken = owner.json.data.authtoken.access_token;
    const me = await call("/auth/user/authuser", { token: ownerToken });
    expect(me.status).toBe(200);
    // The squatter's open sockets close with its sessions; the owner's new session keeps its own.
    expect(spy.closed.map((c) => [c.userId, c.body])).toEqual([
      [squatter.user.id, { all_except: me.json.data.session_id }],
    ]);
  });

  it("keeps the password and sessions of an account whose e-mail was verified", async () => {
    const { email, password, token } = await registerUser();
    await call("/auth/user/verify_code", {
      token,
      body: { channel: "email", code: await latestCode(email) },
    });
    const t = await idToken({ email });
    const spy = realtimeSpy();
    expect(
      (await call("/auth/user/login/google", { body: { id_token: t.token, nonce: t.nonce }, env: spy.env }))
        .status,
    ).toBe(200);
    expect(spy.closed).toEqual([]);
    expect((await call("/auth/user/authuser", { token })).status).toBe(200);
    expect((await call("/auth/user/login", { body: { email, password } })).status).toBe(200);
  });
});
