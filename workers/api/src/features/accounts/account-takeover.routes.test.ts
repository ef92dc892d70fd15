import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDb } from "../../test-support/catalogue-fixtures";
import { call, latestCode, registerUser } from "../../test-support/client";
import { idToken } from "../../test-support/id-tokens";
import { walletSettings } from "../wallet/schema";
import { providerAccounts } from "./schema";

/*
 * The pre-hijack attack played end to end (issue 32): a squatter registers the victim's address, never
 * proves it, attaches its own ways back in (a Google identity, a wallet PIN) and waits for the victim to
 * take the account over. Whatever the squatter attached must not survive the takeover.
 */

const googleSignIn = async (email: string) => {
  const t = await idToken({ email });
  return call("/auth/user/login/google", { body: { id_token: t.token, nonce: t.nonce } });
};

/** Rows an older build let an unverified account write, which the API now refuses to create. */
async function attachLegacyWaysIn(userId: string, squatterGoogle: string) {
  const now = new Date();
  await testDb()
    .insert(providerAccounts)
    .values({
      provider: "google",
      subject: `sub-${squatterGoogle}`,
      userId,
      email: squatterGoogle,
      createdAt: now,
    });
  await testDb().insert(walletSettings).values({
    userId,
    pinHash: "pbkdf2$legacy",
    pinSetAt: now,
    dailyLimit: 100_000,
    monthlyLimit: 1_000_000,
    updatedAt: now,
  });
}

const pinOf = async (userId: string) =>
  (await testDb().select().from(walletSettings).where(eq(walletSettings.userId, userId)))[0]?.pinHash ?? null;

describe("a squatter on an unverified e-mail", () => {
  it("cannot link its own provider or set a wallet PIN before proving the address", async () => {
    const squatter = await registerUser();
    const own = await idToken({ email: `squatter-${crypto.randomUUID().slice(0, 8)}@example.com` });
    const link = await call("/auth/user/verify_provider_account", {
      token: squatter.token,
      body: { provider: "google", id_token: own.token, nonce: own.nonce },
    });
    expect(link.status).toBe(403);
    expect(link.json.code).toBe("EMAIL_NOT_VERIFIED");
    const pin = await call("/user/wallet/set-pin", { token: squatter.token, body: { pin: "2580" } });
    expect(pin.status).toBe(403);
    expect(pin.json.code).toBe("EMAIL_NOT_VERIFIED");
  });

  it("keeps no way back in once the victim takes the account over with Google", async () => {
    const squatter = await registerUser();
    const squatterGoogle = `squatter-${crypto.randomUUID().slice(0, 8)}@example.com`;
    // The attack as an attacker plays it (refused now), then the same rows as an older build wrote them.
    const own = await idToken({ email: squatterGoogle });
    await call("/auth/user/verify_provider_account", {
      token: squatter.token,
      body: { provider: "google", id_token: own.token, nonce: own.nonce },
    });
    await call("/user/wallet/set-pin", { token: squatter.token, body: { pin: "2580" } });
    await testDb().delete(providerAccounts).where(eq(providerAccounts.userId, squatter.user.id));
    await testDb().delete(walletSettings).where(eq(walletSettings.userId, squatter.user.id));
    await attachLegacyWaysIn(squatter.user.id, squatterGoogle);

    const victim = await googleSignIn(squatter.email);
    expect(victim.status).toBe(200);
    expect(victim.json.data.user).toMatchObject({ id: squatter.user.id, providers: ["google"] });

    const back = await googleSignIn(squatterGoogle);
    expect(back.json.data?.user?.id).not.toBe(squatter.user.id);
    expect(await pinOf(squatter.user.id)).toBeNull();
    const listed = await call("/user/account/providers", { token: victim.json.data.authtoken.access_token });
    expect(listed.json.data.map((p: { email: string }) => p.email)).toEqual([squatter.email]);
  });

  it("keeps no way back in once the victim resets the password with an e-mailed code", async () => {
    const squatter = await registerUser();
    const squatterGoogle = `squatter-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await attachLegacyWaysIn(squatter.user.id, squatterGoogle);

    await call("/auth/user/password_reset", { body: { email: squatter.email } });
    const code = await latestCode(squatter.email);
    const reset = await call("/auth/user/update_password", {
      body: { email: squatter.email, code, password: "the-owner's-own-passphrase" },
    });
    expect(reset.status).toBe(200);

    const back = await googleSignIn(squatterGoogle);
    expect(back.json.data?.user?.id).not.toBe(squatter.user.id);
    expect(await pinOf(squatter.user.id)).toBeNull();
    const owner = await call("/auth/user/login", {
      body: { email: squatter.email, password: "the-owner's-own-passphrase" },
    });
    expect(owner.status).toBe(200);
    // The code proved the address.
    expect(owner.json.data.user.email_verified).toBe(true);
  });
});
