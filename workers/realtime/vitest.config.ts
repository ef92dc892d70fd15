import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// Tests run inside workerd with this worker's own wrangler.toml: `main` (src/index.ts) and the
// USER_CHANNEL Durable Object binding are loaded exactly as deployed.
export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: "./wrangler.toml" } })],
  test: {
    include: ["src/**/*.test.ts"],
  },
});
