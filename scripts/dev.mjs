#!/usr/bin/env node
// `npm run dev`: the whole product on workerd at one origin. Builds the packages and the web app,
// applies D1 migrations and the idempotent seed to .wrangler/state, then runs the three workers in one
// wrangler process (web is public; api and realtime are reached through its service bindings).
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { migrateLocal, REPO as root, wranglerEnv } from "./local-wrangler.mjs";

const state = path.join(root, ".wrangler/state");
const port = process.env.PORT ?? "8787";
// One dev-registry folder per checkout keeps parallel stacks apart.
const env = wranglerEnv(process.env.XDG_CONFIG_HOME ?? path.join(root, ".wrangler/xdg"), {
  interactive: true,
});
mkdirSync(env.XDG_CONFIG_HOME, { recursive: true });

function run(title, command, args) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`✘ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

run("Building packages", "npm", [
  "run",
  "build",
  "-w",
  "@ngoma/currency",
  "-w",
  "@ngoma/audio-engine",
  "--if-present",
]);
run("Building the web app", "npm", ["run", "build", "-w", "@ngoma/web"]);
console.log("\n▶ Applying D1 migrations");
try {
  migrateLocal(state, env, "inherit");
} catch {
  console.error("✘ Applying D1 migrations failed");
  process.exit(1);
}
run("Seeding demo data", "node", ["workers/api/scripts/seed.mjs", "--persist-to", state]);

const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import("../workers/api/scripts/seed.mjs");
console.log(`\nNgoma is starting at http://localhost:${port}`);
console.log(`API docs: http://localhost:${port}/api/docs`);
console.log(`Demo accounts (password: ${DEMO_PASSWORD}):`);
for (const a of DEMO_ACCOUNTS)
  console.log(
    `  ${a.email.padEnd(28)} ${a.roles.length ? [...new Set(a.roles.map((r) => r[0]))].join(", ") : "listener"}`,
  );
console.log("");

const dev = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "-c",
    "wrangler.toml",
    "-c",
    "workers/api/wrangler.toml",
    "-c",
    "workers/realtime/wrangler.toml",
    "--persist-to",
    state,
    "--port",
    port,
    "--ip",
    "127.0.0.1",
  ],
  { cwd: root, env, stdio: "inherit" },
);
// `wrangler dev` fires no cron triggers: run the payments cron every minute and the upkeep every ten, so
// bank transfers settle, queued withdrawals are sent and lost callbacks are polled locally too.
const CRONS = [
  { cron: "* * * * *", everyMinutes: 1 },
  { cron: "*/10 * * * *", everyMinutes: 10 },
];
let minute = 0;
const ticker = setInterval(async () => {
  minute += 1;
  for (const { cron, everyMinutes } of CRONS) {
    if (minute % everyMinutes !== 0) continue;
    try {
      await fetch(`http://localhost:${port}/api/v1/dev/scheduled`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: `http://localhost:${port}` },
        body: JSON.stringify({ cron }),
      });
    } catch {
      // The stack is still starting or stopping: the next tick tries again.
    }
  }
}, 60_000);
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    clearInterval(ticker);
    dev.kill(signal);
  });
dev.on("exit", (code) => process.exit(code ?? 0));
