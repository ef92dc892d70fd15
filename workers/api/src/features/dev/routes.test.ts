// Development-only routes answer only in development AND only on this machine's host names, so a
// deployment misconfigured as development still gives no one else the outbox or sandbox tokens.
import { describe, expect, it } from "vitest";
import { call, registerUser } from "../../test-support/client";

describe("development-only routes refuse every host but localhost", () => {
  const routes = (token: string) =>
    [
      ["/dev/outbox?to=someone%40example.com", { method: "GET" }],
      ["/dev/oauth/google/id_token", { body: { email: "a@example.com", nonce: crypto.randomUUID() } }],
      ["/dev/notifications", { token, body: { count: 1 } }],
    ] as const;

  it("answers on localhost, 127.0.0.1 and [::1]", async () => {
    const { token } = await registerUser();
    for (const origin of ["http://localhost", "http://127.0.0.1:8787", "http://[::1]:8787"]) {
      for (const [path, options] of routes(token)) {
        const res = await call(path, { ...options, origin, env: { GOOGLE_JWKS: undefined } });
        expect(res.status, `${origin}${path}`).toBe(200);
      }
    }
  });

  it("is a 404 on any other host, even in development", async () => {
    const { token } = await registerUser();
    for (const origin of [
      "https://ngoma.example",
      "http://192.168.1.20:8787",
      "http://localhost.evil.example",
    ]) {
      for (const [path, options] of routes(token)) {
        const res = await call(path, { ...options, origin, env: { GOOGLE_JWKS: undefined } });
        expect(res.status, `${origin}${path}`).toBe(404);
      }
    }
  });
});
