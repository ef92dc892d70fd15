import { describe, expect, it } from "vitest";
import { call, DEPLOYED_SECRETS, registerUser } from "../test-support/client";

/** The READ_LIMITER binding's limit in wrangler.toml. */
const READS_PER_MINUTE = 600;

/**
 * Local rate-limit bindings count in windows aligned to the minute: start with enough of the minute
 * left that the whole burst lands in one window.
 */
async function startOfAWindow() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe("read rate limit", () => {
  it("answers the 601st read of a minute by one user with 429 and Retry-After; others read on", async () => {
    const [{ token }, other] = await Promise.all([registerUser(), registerUser()]);
    await startOfAWindow();
    const path = "/user/global/exchange-rates";
    for (let sent = 0; sent < READS_PER_MINUTE; sent += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => call(path, { token })));
      expect(batch.map((r) => r.status)).toEqual(Array(50).fill(200));
    }
    const refused = await call(path, { token });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: "RATE_LIMITED" });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Writes are not reads, and the limit is the user's, not everyone's.
    expect((await call(path, { token: other.token })).status).toBe(200);
    expect((await call("/auth/user/logout", { token, method: "POST" })).status).not.toBe(429);
  }, 90_000);

  it("reads on without the binding only in development (multi-worker wrangler dev), and fails loudly elsewhere", async () => {
    const { token } = await registerUser();
    const path = "/user/global/exchange-rates";
    const unbound = { READ_LIMITER: undefined } as unknown as Record<string, never>;
    expect((await call(path, { token, env: { ...unbound, ENVIRONMENT: "development" } })).status).toBe(200);
    expect(
      (await call(path, { token, env: { ...unbound, ...DEPLOYED_SECRETS, ENVIRONMENT: "production" } }))
        .status,
    ).toBe(500);
  });
});
