import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, DEPLOYED_SECRETS, registerUser, registerVerifiedUser } from "../../test-support/client";
import { APPLE, idToken } from "../../test-support/id-tokens";

async function otherKey() {
  const { generateKeyPair, exportJWK } = await import("jose");
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  return JSON.stringify({ ...(await exportJWK(privateKey)), kid: "test-google" });
}

describe("Google and Apple sign-in", () => {
  it("creates an account from a verified Google token, then signs into it again", async () => {
    const first = await idToken();
    const res = await call("/auth/user/login/google", {
      body: { id_token: first.token, nonce: first.nonce },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.user).toMatchObject({
      email: first.email,
      email_verified: true,
      providers: ["google"],
      has_password: false,
    });
    expect(res.json.data.authtoken.access_token).toBeTruthy();
    const again = await idToken({ email: first.email });
    const second = await call("/auth/user/login/google", {
      body: { id_token: again.token, nonce: again.nonce },
    });
    expect(second.json.data.user.id).toBe(res.json.data.user.id);
  });

  it("signs in with Apple (string email_verified) and links to an existing verified e-mail", async () => {
    const { email, user } = await registerUser();
    const t = await idToken({ provider: APPLE, email, emailVerified: "true" });
    const res = await call("/auth/user/login/apple", {
      body: { id_token: t.token, nonce: t.nonce, name: "Ada" },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.user.id).toBe(user.id);
    expect(res.json.data.user.providers).toContain("apple");
  });

  it("does not let an unverified provider e-mail take over an account", async () => {
    const { email } = await registerUser();
    const t = await idToken({ email, emailVerified: false });
    const res = await call("/auth/user/login/google", { body: { id_token: t.token, nonce: t.nonce } });
    expect(res.status).toBe(409);
  });

  it("refuses a suspended account found by its verified e-mail, linking nothing", async () => {
    const { email, user } = await registerUser();
    await env.DB.prepare("update users set status = 'suspended' where id = ?").bind(user.id).run();
    const t = await idToken({ provider: APPLE, email });
    const res = await call("/auth/user/login/apple", { body: { id_token: t.token, nonce: t.nonce } });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({
      code: "ACCOUNT_SUSPENDED",
      msg: "This account is suspended. Contact support.",
    });
    const links = await env.DB.prepare("select count(*) as n from provider_accounts where user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(links?.n).toBe(0);
    // An unverified provider e-mail is refused as before, saying nothing about the suspension.
    const unverified = await idToken({ email, emailVerified: false });
    const conflict = await call("/auth/user/login/google", {
      body: { id_token: unverified.token, nonce: unverified.nonce },
    });
    expect(conflict.status).toBe(409);
  });

  const badCases: Array<[string, () => Promise<{ token: string; nonce: string }>, RegExp]> = [
    ["wrong audience", () => idToken({ aud: "someone-elses-client" }), /audience/],
    ["wrong issuer", () => idToken({ iss: "https://evil.example" }), /issuer/],
    ["expired", () => idToken({ exp: Math.floor(Date.now() / 1000) - 600 }), /expired/],
    ["bad signature", async () => idToken({ privateJwk: await otherKey() }), /signature/],
    ["another provider's token", () => idToken({ provider: APPLE }), /./],
  ];
  for (const [name, make, message] of badCases) {
    it(`refuses a token with ${name}`, async () => {
      const t = await make();
      const res = await call("/auth/user/login/google", { body: { id_token: t.token, nonce: t.nonce } });
      expect(res.status).toBe(401);
      expect(res.json.code).toBe("INVALID_ID_TOKEN");
      expect(res.json.msg).toMatch(message);
    });
  }

  it("refuses a nonce mismatch and a replayed token", async () => {
    const t = await idToken();
    const mismatch = await call("/auth/user/login/google", {
      body: { id_token: t.token, nonce: "a-different-nonce-value" },
    });
    expect(mismatch.status).toBe(401);
    expect(mismatch.json.msg).toMatch(/nonce/);
    expect(
      (await call("/auth/user/login/google", { body: { id_token: t.token, nonce: t.nonce } })).status,
    ).toBe(200);
    const replay = await call("/auth/user/login/google", { body: { id_token: t.token, nonce: t.nonce } });
    expect(replay.status).toBe(401);
    expect(replay.json.msg).toMatch(/already used/);
  });

  it("reports a disabled provider clearly", async () => {
    const t = await idToken();
    const res = await call("/auth/user/login/google", {
      body: { id_token: t.token, nonce: t.nonce },
      env: { GOOGLE_CLIENT_IDS: "" },
    });
    expect(res.status).toBe(400);
  });

  it("links a provider to the signed-in account (verify_provider_account)", async () => {
    const { token, user } = await registerVerifiedUser();
    const t = await idToken();
    const res = await call("/auth/user/verify_provider_account", {
      token,
      body: { provider: "google", id_token: t.token, nonce: t.nonce },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.providers).toEqual(["google"]);
    const login = await idToken({ email: t.email });
    const signIn = await call("/auth/user/login/google", {
      body: { id_token: login.token, nonce: login.nonce },
    });
    expect(signIn.json.data.user.id).toBe(user.id);
  });

  it("mints working sandbox tokens in development only", async () => {
    const nonce = crypto.randomUUID();
    const email = `sandbox-${crypto.randomUUID().slice(0, 6)}@example.com`;
    // Without inline JWKS the sandbox key is the trusted one (as under `npm run dev`).
    const noInline = { GOOGLE_JWKS: undefined, APPLE_JWKS: undefined };
    const minted = await call("/dev/oauth/google/id_token", { body: { email, nonce }, env: noInline });
    expect(minted.status).toBe(200);
    const res = await call("/auth/user/login/google", {
      body: { id_token: minted.json.data.id_token, nonce },
      env: noInline,
    });
    expect(res.status).toBe(200);
    expect(res.json.data.user.email).toBe(email);
    const prod = await call("/dev/oauth/google/id_token", {
      body: { email, nonce },
      env: { ...DEPLOYED_SECRETS, ENVIRONMENT: "production" },
    });
    expect(prod.status).toBe(404);
  });
});
