import { describe, expect, it } from "vitest";
import { call, latestCode, registerUser } from "../../test-support/client";
import { idToken } from "../../test-support/id-tokens";

describe("a provider sign-in meeting an account whose e-mail was never verified", () => {
  it("ends the squatter's sessions and password, so only the provider's owner holds the account", async () => {
    const squatter = await registerUser();
    expect((await call("/auth/user/authuser", { token: squatter.token })).status).toBe(200);

    const t = await idToken({ email: squatter.email });
    const owner = await call("/auth/user/login/google", { body: { id_token: t.token, nonce: t.nonce } });
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
    expect((await call("/auth/user/authuser", { token: ownerToken })).status).toBe(200);
  });

  it("keeps the password and sessions of an account whose e-mail was verified", async () => {
    const { email, password, token } = await registerUser();
    await call("/auth/user/verify_code", {
      token,
      body: { channel: "email", code: await latestCode(email) },
    });
    const t = await idToken({ email });
    expect(
      (await call("/auth/user/login/google", { body: { id_token: t.token, nonce: t.nonce } })).status,
    ).toBe(200);
    expect((await call("/auth/user/authuser", { token })).status).toBe(200);
    expect((await call("/auth/user/login", { body: { email, password } })).status).toBe(200);
  });
});
