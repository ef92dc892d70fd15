import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  call,
  DEPLOYED_SECRETS,
  latestCode,
  registerUser,
  registerVerifiedUser,
} from "../../test-support/client";

describe("e-mail and phone verification codes", () => {
  it("verifies the e-mail with the code from the outbox, once", async () => {
    const { email, token } = await registerUser();
    const code = await latestCode(email);
    const ok = await call("/auth/user/verify_code", { token, body: { channel: "email", code } });
    expect(ok.status).toBe(200);
    expect(ok.json.data.email_verified).toBe(true);
    const reused = await call("/auth/user/verify_code", { token, body: { channel: "email", code } });
    expect(reused.status).toBe(422);
    expect(reused.json.message.code[0]).toMatch(/already been used/);
  });

  it("counts wrong codes and locks the code after 5 attempts", async () => {
    const { email, token } = await registerUser();
    const code = await latestCode(email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const res = await call("/auth/user/verify_code", { token, body: { channel: "email", code: wrong } });
      expect(res.json.message.code[0]).toBe("The code is incorrect.");
    }
    const locked = await call("/auth/user/verify_code", { token, body: { channel: "email", code } });
    expect(locked.status).toBe(422);
    expect(locked.json.message.code[0]).toMatch(/Too many wrong attempts/);
  });

  it("refuses an expired code", async () => {
    const { email, token } = await registerUser();
    const code = await latestCode(email);
    await env.DB.prepare("update verification_codes set expires_at = ? where target = ?")
      .bind(Date.now() - 1000, email)
      .run();
    const res = await call("/auth/user/verify_code", { token, body: { channel: "email", code } });
    expect(res.status).toBe(422);
    expect(res.json.message.code[0]).toMatch(/expired/);
  });

  it("resends e-mail codes, retiring the old one, and limits sends per hour", async () => {
    const { email, token } = await registerUser();
    const first = await latestCode(email);
    const resend = await call("/auth/user/verify_email", { token, body: { email } });
    expect(resend.status).toBe(200);
    const second = await latestCode(email);
    if (first !== second) {
      const old = await call("/auth/user/verify_code", { token, body: { channel: "email", code: first } });
      expect(old.status).toBe(422);
    }
    for (let i = 0; i < 3; i++)
      expect((await call("/auth/user/verify_email", { token, body: { email } })).status).toBe(200);
    expect((await call("/auth/user/verify_email", { token, body: { email } })).status).toBe(429);
  });

  it("verifies a phone number by SMS code", async () => {
    const { token } = await registerVerifiedUser();
    const phone = `+2567${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
    const sent = await call("/auth/user/verify_phone_number", { token, body: { phone } });
    expect(sent.status).toBe(200);
    const res = await call("/auth/user/verify_code", {
      token,
      body: { channel: "phone", code: await latestCode(phone) },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ phone, phone_verified: true });
    const badPhone = await call("/auth/user/verify_phone_number", { token, body: { phone: "0700 000" } });
    expect(badPhone.status).toBe(422);
  });

  it("only sends e-mail codes to the account's own address", async () => {
    const { token } = await registerUser();
    const res = await call("/auth/user/verify_email", { token, body: { email: "someone-else@example.com" } });
    expect(res.status).toBe(422);
    expect((await call("/auth/user/verify_email", { body: { email: "x@example.com" } })).status).toBe(401);
  });
});

describe("password reset and change", () => {
  it("resets a password with a code, revoking every session", async () => {
    const { email, token } = await registerUser();
    const sent = await call("/auth/user/password_reset", { body: { email } });
    expect(sent.json.msg).toBe("If that e-mail is registered, a code has been sent.");
    const code = await latestCode(email);
    const check = await call("/auth/user/verify_reset", { body: { email, code } });
    expect(check.status).toBe(200);
    expect(check.json.data.valid).toBe(true);
    const update = await call("/auth/user/update_password", {
      body: { email, code, password: "a brand new passphrase" },
    });
    expect(update.status).toBe(200);
    expect((await call("/auth/user/authuser", { token })).status).toBe(401);
    const login = await call("/auth/user/login", { body: { email, password: "a brand new passphrase" } });
    expect(login.status).toBe(200);
    const reuse = await call("/auth/user/update_password", {
      body: { email, code, password: "yet another passphrase" },
    });
    expect(reuse.status).toBe(422);
  });

  it("answers identically for unknown e-mails and sends nothing", async () => {
    const email = `ghost-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const res = await call("/auth/user/password_reset", { body: { email } });
    expect(res.status).toBe(200);
    expect(res.json.msg).toBe("If that e-mail is registered, a code has been sent.");
    expect((await call(`/dev/outbox?to=${email}`)).json.data).toEqual([]);
    const update = await call("/auth/user/update_password", {
      body: { email, code: "123456", password: "a brand new passphrase" },
    });
    expect(update.status).toBe(422);
    expect(update.json.message.code).toBeDefined();
  });

  it("changes the password while signed in and signs other devices out", async () => {
    const { email, password, token } = await registerUser();
    const other = (await call("/auth/user/login", { body: { email, password } })).json.data.authtoken
      .access_token;
    const wrong = await call("/auth/user/update_password", {
      token,
      body: { current_password: "nope nope", password: "fresh passphrase here" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.message.current_password).toBeDefined();
    const ok = await call("/auth/user/update_password", {
      token,
      body: { current_password: password, password: "fresh passphrase here" },
    });
    expect(ok.status).toBe(200);
    expect((await call("/auth/user/authuser", { token })).status).toBe(200);
    expect((await call("/auth/user/authuser", { token: other })).status).toBe(401);
  });
});

describe("development outbox", () => {
  it("is a 404 outside development", async () => {
    const res = await call("/dev/outbox?to=a@example.com", {
      env: { ...DEPLOYED_SECRETS, ENVIRONMENT: "production" },
    });
    expect(res.status).toBe(404);
  });
});
