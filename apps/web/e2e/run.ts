// `npm run test:browser`: starts the real local stack (scripts/local-wrangler.mjs `startLocalStack`), runs every *.e2e.ts file in
// Chromium, prints the screenshot folder, stops the stack. `-- <text>` runs only tests whose name has it.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { REPO, startLocalStack } from "../../../scripts/local-wrangler.mjs";
import { launch, runAll } from "./harness";
import "./auth.e2e";
// Before any suite changes the demo listener (upgrade.e2e makes it a promoter).
import "./first-load.e2e";
import "./admin.e2e";
import "./shell.e2e";
import "./pages.e2e";
import "./hostile-urls.e2e";
import "./realtime.e2e";
import "./session-sockets.e2e";
import "./notifications.e2e";
import "./providers.e2e";
import "./toasts.e2e";
import "./money.e2e";
import "./player.e2e";
import "./listening.e2e";
import "./wallet.e2e";
import "./studio.e2e";
import "./upgrade.e2e";
import "./beats.e2e";
import "./songs.e2e";
import "./studio-appointments.e2e";

const only = process.argv[2];
const started = Date.now();
const stack = await startLocalStack({ build: process.env.NGOMA_E2E_SKIP_BUILD !== "1" });
console.log(`local stack on ${stack.url} (ready in ${((Date.now() - started) / 1000).toFixed(1)}s)`);
const shotsDir = join(REPO, "apps/web/test-results/screenshots");
mkdirSync(shotsDir, { recursive: true });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void stack.stop().then(() => process.exit(130)));
}
let ok = false;
const browser = await launch().catch(async (error: unknown) => {
  await stack.stop();
  throw error;
});
try {
  ok = await runAll({ url: stack.url, browser, shotsDir, cspViolations: [] }, only);
} finally {
  await browser.close();
  const logs = stack.logs().split("\n");
  if (!ok) console.log(logs.slice(-40).join("\n"));
  // What the web logged about the api not answering (lib/api/call.server.ts, lib/auth.server.ts), printed
  // even when every test passed, so a 503 a test saw once comes with its cause.
  const unanswered = logs.filter((line) =>
    /"msg":"(api call unanswered|session check unavailable)"/.test(line),
  );
  if (unanswered.length) console.log(`the web logged api calls without an answer:\n${unanswered.join("\n")}`);
  await stack.stop();
}
console.log(`screenshots written to ${shotsDir}`);
process.exit(ok ? 0 : 1);
