import { describe, expect, it } from "vitest";
import { call, registerUser } from "../../test-support/client";

describe("profile and preferences", () => {
  it("updates the profile and rejects fields a client must never set", async () => {
    const { token } = await registerUser();
    const ok = await call("/auth/user/update_profile", {
      token,
      body: { name: "New Name", country: "ke", bio: "Drummer" },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ name: "New Name", country: "KE", bio: "Drummer" });
    for (const field of ["roles", "email_verified", "balance", "id", "email"]) {
      const res = await call("/auth/user/update_profile", {
        token,
        body: { name: "X Y", [field]: "anything" },
      });
      expect(res.status, field).toBe(422);
      expect(res.json.message[field], field).toBeDefined();
    }
    expect((await call("/auth/user/update_profile", { token, body: {} })).status).toBe(422);
    expect((await call("/auth/user/update_profile", { body: { name: "No Session" } })).status).toBe(401);
  });

  it("refuses role, roles, status or balance in the own profile update (mass assignment), changing nothing", async () => {
    const { token } = await registerUser({ name: "Plain Listener" });
    const smuggled = {
      role: "admin",
      roles: ["listener", "admin"],
      status: "active",
      balance: 1_000_000,
    };
    for (const [field, value] of Object.entries(smuggled)) {
      const res = await call("/auth/user/update_profile", {
        token,
        body: { name: "Sneaky Name", [field]: value },
      });
      expect(res.status, field).toBe(422);
      expect(res.json.message[field], field).toEqual(["This field is not allowed."]);
    }
    const me = await call("/auth/user/authuser", { token });
    expect(me.json.data).toMatchObject({ name: "Plain Listener", roles: ["listener"] });
    expect((await call("/admin/users", { token })).status).toBe(403);
  });

  it("saves preferences at both spec paths and validates them", async () => {
    const { token } = await registerUser();
    const res = await call("/auth/user/update_preferences", {
      token,
      body: { theme: "light", currency: "ugx" },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.preferences).toMatchObject({ theme: "light", currency: "UGX" });
    const alias = await call("/user/account/update_preferences", { token, body: { theme: "system" } });
    expect(alias.json.data.preferences.theme).toBe("system");
    const bad = await call("/auth/user/update_preferences", { token, body: { theme: "neon" } });
    expect(bad.status).toBe(422);
    expect(bad.json.message.theme[0]).toMatch(/dark, light or system/);
  });
});
