import { describe, expect, it } from "vitest";
import { call } from "../../test-support/client";

async function registerFrom(clientCountry: string | null, accountCountry?: string) {
  const email = `money-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const res = await call("/auth/user/register", {
    body: {
      name: "Money Test",
      email,
      password: "a-long-and-unusual-passphrase",
      ...(accountCountry ? { country: accountCountry } : {}),
      ...(clientCountry ? { clientData: JSON.stringify({ country: clientCountry, device: "Desktop" }) } : {}),
    },
  });
  expect(res.status).toBe(201);
  return { token: res.json.data.authtoken.access_token as string, user: res.json.data.user };
}

describe("display currency preference", () => {
  it("follows the latest client data's country while unset, and the preference once set", async () => {
    const { token, user } = await registerFrom("KE", "UG");
    expect(user.preferences).toMatchObject({ currency: null, effective_currency: "KES" });
    const set = await call("/auth/user/update_preferences", { token, body: { currency: "eur" } });
    expect(set.status).toBe(200);
    expect(set.json.data.preferences).toMatchObject({ currency: "EUR", effective_currency: "EUR" });
    const cleared = await call("/user/account/update_preferences", { token, body: { currency: null } });
    expect(cleared.json.data.preferences).toMatchObject({ currency: null, effective_currency: "KES" });
  });

  it("falls back to the account's country, then USD", async () => {
    const ug = await registerFrom(null, "UG");
    expect(ug.user.preferences.effective_currency).toBe("UGX");
    const nowhere = await registerFrom(null);
    expect(nowhere.user.preferences.effective_currency).toBe("USD");
    const me = await call("/auth/user/authuser", { token: nowhere.token });
    expect(me.json.data.preferences.effective_currency).toBe("USD");
  });

  it("accepts only currencies the platform can show", async () => {
    const { token } = await registerFrom(null);
    for (const currency of ["XYZ", "US", "EURO", ""]) {
      const res = await call("/auth/user/update_preferences", { token, body: { currency } });
      expect(res.status, currency).toBe(422);
      expect(res.json.message.currency[0], currency).toBe("Choose a supported currency, e.g. UGX.");
    }
  });
});
