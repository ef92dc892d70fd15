// Safe by default (docs/decisions/0011): what a plain `wrangler deploy` of each worker publishes is the
// production configuration, read exactly as wrangler reads it (no `--env`, no `.dev.vars`). Development
// values live only in the `.dev.vars` files that `wrangler dev` and the tests read.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";

const REPO = path.resolve(import.meta.dirname, "../../..");
const read = (config: string) => unstable_readConfig({ config: path.join(REPO, config) });

describe("a plain wrangler deploy publishes production", () => {
  it("the api: production mode, real adapters, no sandbox key, pepper or local origins", () => {
    const { vars, env } = read("workers/api/wrangler.toml") as {
      vars: Record<string, unknown>;
      env?: unknown;
    };
    expect(vars).toMatchObject({
      ENVIRONMENT: "production",
      MAILER: "resend",
      SMS: "twilio",
      CORS_ORIGINS: "",
    });
    for (const devOnly of ["DEV_OAUTH_PRIVATE_JWK", "CODE_PEPPER", "MEDIA_SIGNING_KEY"]) {
      expect(vars, devOnly).not.toHaveProperty(devOnly);
    }
    expect(env ?? {}).not.toHaveProperty("production");
  });

  it("the web app: production mode, bound to the workers a plain deploy names", () => {
    const config = read("wrangler.toml");
    expect(config.vars).toMatchObject({ ENVIRONMENT: "production" });
    expect(config.services?.map((s: { service: string }) => s.service).sort()).toEqual([
      "ngoma-api",
      "ngoma-realtime",
    ]);
  });

  it("the realtime worker: no development values at all", () => {
    expect(read("workers/realtime/wrangler.toml").vars).toEqual({});
  });

  it("development values exist only in the .dev.vars files wrangler dev reads", () => {
    expect(readFileSync(path.join(REPO, "workers/api/.dev.vars"), "utf8")).toMatch(
      /^ENVIRONMENT=development$/m,
    );
    expect(readFileSync(path.join(REPO, ".dev.vars"), "utf8")).toMatch(/^ENVIRONMENT=development$/m);
  });
});
