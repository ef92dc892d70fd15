#!/usr/bin/env node
// Idempotent demo data for local development: one account per role (README "Demo accounts").
// Usage: node workers/api/scripts/seed.mjs [--persist-to <dir>]
// Passwords are hashed here exactly as the worker does (PBKDF2-SHA-256, 100,000 iterations), so the
// seeded accounts sign in through the real login path. INSERT OR IGNORE makes re-running harmless.
import { spawnSync } from "node:child_process";
import { pbkdf2Sync, randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { exchangeRatesSql } from "./seed/exchange-rates.mjs";

export const DEMO_PASSWORD = "ngoma-demo-2026";
export const DEMO_ACCOUNTS = [
  { id: "usr_demo_listener", name: "Lina Listener", email: "listener@demo.ngoma.dev", roles: [] },
  {
    id: "usr_demo_creator",
    name: "Kato Creator",
    email: "creator@demo.ngoma.dev",
    roles: [
      ["creator", "artist"],
      ["creator", "producer"],
      ["creator", "songwriter"],
    ],
  },
  {
    id: "usr_demo_promoter",
    name: "Amara Promoter",
    email: "promoter@demo.ngoma.dev",
    roles: [["promoter", ""]],
  },
  { id: "usr_demo_admin", name: "Ada Admin", email: "admin@demo.ngoma.dev", roles: [["admin", ""]] },
];

const b64url = (buf) => buf.toString("base64").replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const hash = (password) => {
  const salt = randomBytes(16);
  return `pbkdf2-sha256$100000$${b64url(salt)}$${b64url(pbkdf2Sync(password.normalize("NFKC"), salt, 100_000, 32, "sha256"))}`;
};
const q = (v) => (v === null ? "NULL" : `'${String(v).replace(/'/g, "''")}'`);

export function seedSql(now = Date.now()) {
  const lines = [];
  for (const a of DEMO_ACCOUNTS) {
    lines.push(
      `INSERT OR IGNORE INTO users (id, name, email, country, password_hash, email_verified_at, status, pref_theme, pref_language, pref_email_notifications, pref_audio_notifications, created_at, updated_at) VALUES (${q(a.id)}, ${q(a.name)}, ${q(a.email)}, 'UG', ${q(hash(DEMO_PASSWORD))}, ${now}, 'active', 'dark', 'en', 1, 0, ${now}, ${now});`,
    );
    for (const [role, kind] of a.roles) {
      lines.push(
        `INSERT OR IGNORE INTO user_roles (user_id, role, kind, granted_at) VALUES (${q(a.id)}, ${q(role)}, ${q(kind)}, ${now});`,
      );
    }
  }
  lines.push(exchangeRatesSql(now));
  return `${lines.join("\n")}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf("--persist-to");
  const persistTo = at >= 0 ? path.resolve(args[at + 1]) : path.resolve(".wrangler/state");
  const file = path.join(mkdtempSync(path.join(tmpdir(), "ngoma-seed-")), "seed.sql");
  writeFileSync(file, seedSql());
  const config = fileURLToPath(new URL("../wrangler.toml", import.meta.url));
  const result = spawnSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "-c", config, "--persist-to", persistTo, "--file", file],
    {
      stdio: ["ignore", "pipe", "inherit"],
      env: { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", ...process.env },
    },
  );
  if (result.status !== 0) {
    process.stdout.write(result.stdout);
    process.exit(result.status ?? 1);
  }
  console.log(`Seeded ${DEMO_ACCOUNTS.length} demo accounts into ${persistTo}`);
}
