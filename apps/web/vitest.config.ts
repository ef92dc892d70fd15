import { defineConfig } from "vitest/config";

// Unit tests of pure rules only (no Remix plugin: it would try to build the app). Browser tests live in
// e2e/ and run against the real local stack (`npm run test:browser`).
export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "server/**/*.test.ts", "vite/**/*.test.ts"],
    environment: "node",
  },
});
