import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { exportJWK, generateKeyPair } from "jose";
import { defineConfig } from "vitest/config";

/** Test-only provider keys: the worker trusts their public halves, the tests sign with the private ones. */
async function providerKeys(kid: string) {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const pub = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  const priv = { ...(await exportJWK(privateKey)), kid, alg: "RS256" };
  return { jwks: JSON.stringify({ keys: [pub] }), privateJwk: JSON.stringify(priv) };
}

// Integration tests run inside workerd with this worker's wrangler.toml and its real D1 migrations.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  const google = await providerKeys("test-google");
  const apple = await providerKeys("test-apple");
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            GOOGLE_JWKS: google.jwks,
            APPLE_JWKS: apple.jwks,
            TEST_GOOGLE_PRIVATE_JWK: google.privateJwk,
            TEST_APPLE_PRIVATE_JWK: apple.privateJwk,
            // Payment sandboxes resolve at once in tests (.dev.vars keeps a few seconds for `wrangler dev`).
            SANDBOX_CALLBACK_DELAY_MS: "0",
          },
          // The realtime worker is tested in its own package; here it answers like an idle channel.
          serviceBindings: { REALTIME: () => Response.json({ delivered: 0 }) },
        },
      }),
    ],
    // As wrangler.toml's [alias] (docs/decisions/0610): no Web Worker dependency, and FLAC's inner class.
    resolve: {
      alias: {
        "@eshaz/web-worker": path.join(
          import.meta.dirname,
          "src/features/studio/audio/decode/no-web-worker.ts",
        ),
        "flac-decoder-inner": path.join(
          import.meta.dirname,
          "../../node_modules/@wasm-audio-decoders/flac/src/FLACDecoder.js",
        ),
      },
    },
    test: { include: ["src/**/*.test.ts"], setupFiles: ["./src/test-support/apply-migrations.ts"] },
  };
});
