import { describe, expect, it } from "vitest";
import { call, freshIp, registerUser } from "../../test-support/client";

describe("register / login / authuser / logout", () => {
  it("registers, returns the spec's auth shape and sends an e-mail code", async () => {
    const email = `new-${crypto.randomUUID().slice(0, 8)}@Example.com`;
    const res = await call("/auth/user/register", {
      body: { name: "Ada Lovelace", email, password: "analytical engine notes", country: "ug" },
    });
    expect(res.status).toBe(201);
    expect(res.json.msg).toMatch(/Registration successful/);
    const { user, authtoken, msg } = res.json.data;
    expect(msg).toBe(res.json.msg);
    expect(user).toMatchObject({
      name: "Ada Lovelace",
      email: email.toLowerCase(),
      country: "UG",
      roles: ["listener"],
    });
    expect(user).not.toHaveProperty("passwordHash");
    expect(user.email_verified).toBe(false);
    expect(authtoken.token_type).toBe("Bearer");
    expect(authtoken.access_token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const outbox = await call(`/dev/outbox?to=${encodeURIComponent(email.toLowerCase())}`);
    expect(outbox.json.data[0].code).toMatch(/^\d{6}$/);
  });

  it("refuses a duplicate e-mail with 409", async () => {
    const { email } = await registerUser();
    const res = await call("/auth/user/register", {
      body: { name: "Again", email, password: "another fine passphrase" },
    });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("CONFLICT");
  });

  it("refuses common passwords and fields a client must never set", async () => {
    const res = await call("/auth/user/register", {
      body: { name: "Eve", email: "eve@example.com", password: "password123", role: "admin", balance: 100 },
    });
    expect(res.status).toBe(422);
    expect(res.json.message.password[0]).toMatch(/too common/);
    expect(res.json.message.role).toBeDefined();
    expect(res.json.message.balance).toBeDefined();
  });

  it("logs in, reads the account and rejects a wrong password with the server's message", async () => {
    const { email, password } = await registerUser();
    const ok = await call("/auth/user/login", { body: { email: email.toUpperCase(), password } });
    expect(ok.status).toBe(200);
    expect(ok.json.data.msg).toBe("Login successful");
    const me = await call("/auth/user/authuser", { token: ok.json.data.authtoken.access_token });
    expect(me.status).toBe(200);
    expect(me.json.data.email).toBe(email);
    const wrong = await call("/auth/user/login", { body: { email, password: "not the password" } });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toMatchObject({ code: "INVALID_CREDENTIALS", msg: "Invalid email or password" });
    const unknown = await call("/auth/user/login", {
      body: { email: "nobody@example.com", password: "whatever it is" },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.json.msg).toBe(wrong.json.msg);
  });

  it("revokes the session on logout: replaying the token gives 401", async () => {
    const { token } = await registerUser();
    expect((await call("/auth/user/logout", { token })).status).toBe(200);
    const replay = await call("/auth/user/authuser", { token });
    expect(replay.status).toBe(401);
    expect(replay.json.code).toBe("UNAUTHENTICATED");
    expect((await call("/auth/user/authuser", { token: "made-up-token" })).status).toBe(401);
  });

  it("gives the 11th auth POST a minute from one IP a 429 with Retry-After", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call("/auth/user/password_reset", { ip, body: { email: `limit${i}@example.com` } });
      statuses.push(res.status);
      if (i === 10) {
        expect(res.json.code).toBe("RATE_LIMITED");
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another IP is unaffected.
    expect((await call("/auth/user/password_reset", { body: { email: "other@example.com" } })).status).toBe(
      200,
    );
  });

  it("locks password logins for an account after 100 failures in an hour", async () => {
    const { email, password } = await registerUser();
    for (let i = 0; i < 100; i++) {
      const res = await call("/auth/user/login", { body: { email, password: `wrong guess ${i}` } });
      expect(res.status).toBe(401);
    }
    const locked = await call("/auth/user/login", { body: { email, password } });
    expect(locked.status).toBe(429);
  }, 60_000);
});
