import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, latestCode, registerVerifiedUser } from "../../test-support/client";
import { APPLE, idToken } from "../../test-support/id-tokens";

const ELEVEN_MINUTES = 11 * 60_000;

/** Makes every session of the user look as if it signed in 11 minutes ago. */
async function ageSessions(userId: string) {
  await env.DB.prepare("update sessions set created_at = created_at - ? where user_id = ?")
    .bind(ELEVEN_MINUTES, userId)
    .run();
}

async function outboxSubjects(to: string): Promise<string[]> {
  const res = await call(`/dev/outbox?to=${encodeURIComponent(to)}`);
  return (res.json.data as Array<{ subject: string }>).map((m) => m.subject);
}

async function securityNotices(token: string): Promise<string[]> {
  const res = await call("/user/global/notifications", { token });
  return (res.json.data.data as Array<{ msg: string }>).map((n) => n.msg);
}

async function providerOnlyAccount() {
  const t = await idToken();
  const res = await call("/auth/user/login/google", { body: { id_token: t.token, nonce: t.nonce } });
  expect(res.status).toBe(200);
  return {
    email: t.email,
    token: res.json.data.authtoken.access_token as string,
    userId: res.json.data.user.id,
  };
}

const link = (token: string, body: Record<string, unknown>) =>
  call("/auth/user/verify_provider_account", { token, body });

describe("linking a provider needs a recent proof of identity", () => {
  it("refuses a session older than 10 minutes, then accepts an e-mail code, and notifies the owner", async () => {
    const { token, user, email } = await registerVerifiedUser();
    await ageSessions(user.id);
    const stale = await idToken();
    const refused = await link(token, { provider: "google", id_token: stale.token, nonce: stale.nonce });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("REAUTH_REQUIRED");
    expect((await call("/user/account/providers", { token })).json.data).toEqual([]);

    expect((await call("/auth/user/reauth_code", { token })).status).toBe(200);
    const code = await latestCode(email);
    const t = await idToken();
    const wrong = await link(token, {
      provider: "google",
      id_token: t.token,
      nonce: t.nonce,
      code: "000000",
    });
    expect(wrong.status).toBe(422);
    const t2 = await idToken({ email: t.email });
    const linked = await link(token, { provider: "google", id_token: t2.token, nonce: t2.nonce, code });
    expect(linked.status).toBe(200);
    expect(linked.json.data.providers).toEqual(["google"]);

    expect(await outboxSubjects(email)).toContain("A sign-in method was linked to your Ngoma account");
    expect((await securityNotices(token)).some((m) => /Google sign-in was linked/.test(m))).toBe(true);
  });

  it("accepts a fresh sign-in without a code", async () => {
    const { token } = await registerVerifiedUser();
    const t = await idToken({ provider: APPLE });
    expect((await link(token, { provider: "apple", id_token: t.token, nonce: t.nonce })).status).toBe(200);
  });
});

describe("a first password on a provider-only account", () => {
  it("needs a fresh sign-in or an e-mail code, and is e-mailed to the owner", async () => {
    const account = await providerOnlyAccount();
    await ageSessions(account.userId);
    const password = "a-first-and-unusual-passphrase";
    const refused = await call("/auth/user/update_password", { token: account.token, body: { password } });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("REAUTH_REQUIRED");

    await call("/auth/user/reauth_code", { token: account.token });
    const code = await latestCode(account.email);
    const set = await call("/auth/user/update_password", { token: account.token, body: { password, code } });
    expect(set.status).toBe(200);
    expect(set.json.data.has_password).toBe(true);
    expect(await outboxSubjects(account.email)).toContain("A password was set on your Ngoma account");
    const login = await call("/auth/user/login", { body: { email: account.email, password } });
    expect(login.status).toBe(200);
  });

  it("is set at once right after signing in", async () => {
    const account = await providerOnlyAccount();
    const res = await call("/auth/user/update_password", {
      token: account.token,
      body: { password: "another-unusual-passphrase" },
    });
    expect(res.status).toBe(200);
  });
});

describe("listing and unlinking providers", () => {
  it("lists linked providers and unlinks one, but never the last way to sign in", async () => {
    const account = await providerOnlyAccount();
    const listed = await call("/user/account/providers", { token: account.token });
    expect(listed.status).toBe(200);
    expect(listed.json.data).toEqual([
      { provider: "google", email: account.email, linked_at: expect.any(String) },
    ]);

    const last = await call("/user/account/providers/unlink/google", {
      method: "POST",
      token: account.token,
    });
    expect(last.status).toBe(409);
    expect(last.json.msg).toMatch(/only way to sign in/);

    const apple = await idToken({ provider: APPLE });
    expect(
      (await link(account.token, { provider: "apple", id_token: apple.token, nonce: apple.nonce })).status,
    ).toBe(200);
    const unlinked = await call("/user/account/providers/unlink/google", {
      method: "POST",
      token: account.token,
    });
    expect(unlinked.status).toBe(200);
    expect((await call("/user/account/providers", { token: account.token })).json.data).toEqual([
      { provider: "apple", email: apple.email, linked_at: expect.any(String) },
    ]);
    expect(await outboxSubjects(account.email)).toContain(
      "A sign-in method was unlinked from your Ngoma account",
    );
    const again = await call("/user/account/providers/unlink/google", {
      method: "POST",
      token: account.token,
    });
    expect(again.status).toBe(404);
    const bad = await call("/user/account/providers/unlink/facebook", {
      method: "POST",
      token: account.token,
    });
    expect(bad.status).toBe(422);
    expect((await call("/user/account/providers")).status).toBe(401);
  });

  it("unlinks a provider from an account that has a password", async () => {
    const { token } = await registerVerifiedUser();
    const t = await idToken();
    await link(token, { provider: "google", id_token: t.token, nonce: t.nonce });
    const res = await call("/user/account/providers/unlink/google", { method: "POST", token });
    expect(res.status).toBe(200);
    expect((await call("/auth/user/authuser", { token })).json.data.providers).toEqual([]);
  });
});
