import { afterEach, describe, expect, it, vi } from "vitest";
import { DEVELOPMENT_SECRETS } from "../kit/development-secrets";
import { call } from "../test-support/client";

/** Real-looking secrets, none of them the committed development value. */
const REAL = {
  PAYMENTS_WEBHOOK_SECRET: "3b1f…production-webhook",
  CODE_PEPPER: "9c0e…production-pepper",
  MEDIA_SIGNING_KEY: "77aa…production-media",
};

describe("a deployment carrying a committed development secret", () => {
  afterEach(() => vi.restoreAllMocks());

  for (const name of Object.keys(DEVELOPMENT_SECRETS) as Array<keyof typeof DEVELOPMENT_SECRETS>) {
    it(`refuses every request while ${name} is its .dev.vars value, and logs which`, async () => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      const res = await call("/user/global/notifications", {
        env: { ...REAL, ENVIRONMENT: "production", [name]: DEVELOPMENT_SECRETS[name] },
      });
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ code: "MISCONFIGURED" });
      const line = logged.mock.calls
        .map((args) => String(args[0]))
        .find((l) => l.includes("refusing to serve"));
      expect(line && JSON.parse(line).secrets).toEqual([name]);
    });
  }

  it("serves (here: asks for a session) with production's own secrets, and in development with the committed ones", async () => {
    expect(
      (await call("/user/global/notifications", { env: { ...REAL, ENVIRONMENT: "production" } })).status,
    ).toBe(401);
    expect((await call("/user/global/notifications", { env: { ENVIRONMENT: "development" } })).status).toBe(
      401,
    );
  });
});
