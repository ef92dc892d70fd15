#!/usr/bin/env node
// First-load JavaScript of the web app's pages as a browser really loads them: Chromium opens each page
// signed in as the demo listener (fresh cache, no input), every script it fetches is gzipped (level 9)
// and summed, the start-up chunks included; the bytes the local server sent (its own gzip) are printed
// beside the first visit's figure. Each signed-in page is measured twice: on a first visit
// (empty storage: nothing queued, so no player bar) and for a returning listener whose saved queue shows
// the player bar at once. Prints one row per page and, for the heaviest first visit, what fills it by
// package and app folder (build/chunks.json). Exits 1 when a first visit is over the budget, a page with
// a saved queue over PLAYER_CEILING_KB, or a page loads a library only the creator and admin areas may
// load (LISTENER_FORBIDDEN).
// Without --base it builds the web app and starts its own stack (scripts/local-wrangler.mjs
// `startLocalStack`; --no-build reuses the last build); with --base it measures a running stack built
// from this checkout (`npm run dev`):
//   node bench/web-first-load.mjs [--base http://localhost:8787] [--no-build] [--max-kb 100] [path …]
import { chromium } from "playwright-core";
import { resolveChromium } from "../scripts/chromium.mjs";
import { startLocalStack } from "../scripts/local-wrangler.mjs";
import {
  attribute,
  BUDGET_KB,
  demoListenerCookie,
  firstLoad,
  forbiddenModules,
  LISTENER_PAGES,
  PLAYER_CEILING_KB,
  readChunkReport,
  savedQueue,
} from "./first-load/measure.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args.splice(at, 2)[1];
};
const given = option("--base", process.env.BASE);
const noBuild = args.includes("--no-build");
if (noBuild) args.splice(args.indexOf("--no-build"), 1);
const maxKb = Number(option("--max-kb", String(BUDGET_KB)));
const paths = args.length ? args : ["/auth/login", ...LISTENER_PAGES];

const kb = (bytes) => (bytes / 1024).toFixed(1);
const stack = given ? null : await startLocalStack({ build: !noBuild });
const base = given ?? stack.url;
const report = readChunkReport(new URL("../apps/web/build/chunks.json", import.meta.url));
const { executablePath, args: flags } = await resolveChromium();
const browser = await chromium.launch({ executablePath, args: flags, headless: true });
const problems = [];
const loads = [];
const players = [];
try {
  const cookie = await demoListenerCookie(base);
  const saved = await savedQueue(base, cookie);
  console.log(`First-load JS at ${base}, signed in as the demo listener (gzip -9), budget ${maxKb} KB`);
  console.log("first visit: empty storage; with a saved queue: the player bar shows a restored track\n");
  console.log(
    "| page | scripts | KB gzipped, first visit | KB as served, first visit | KB gzipped, with a saved queue | biggest file |",
  );
  console.log("|---|---|---|---|---|---|");
  for (const path of paths) {
    const signedIn = !path.startsWith("/auth/");
    const load = await firstLoad(browser, base, path, { cookie: signedIn ? cookie : undefined });
    const withPlayer = signedIn ? await firstLoad(browser, base, path, { cookie, saved }) : null;
    loads.push(load);
    if (withPlayer) players.push(withPlayer);
    const top = load.files[0];
    console.log(
      `| ${path} | ${load.files.length} | ${kb(load.gzip)} | ${kb(load.served)} | ${withPlayer ? kb(withPlayer.gzip) : "-"} | ${top ? `${top.file} ${kb(top.gzip)}` : "-"} |`,
    );
    if (load.gzip > maxKb * 1024) problems.push(`${path}: ${kb(load.gzip)} KB > ${maxKb} KB`);
    if (withPlayer && withPlayer.gzip > PLAYER_CEILING_KB * 1024)
      problems.push(`${path} with a saved queue: ${kb(withPlayer.gzip)} KB > ${PLAYER_CEILING_KB} KB`);
    for (const measured of withPlayer ? [load, withPlayer] : signedIn ? [load] : []) {
      const forbidden = report ? forbiddenModules(measured, report) : [];
      if (forbidden.length) problems.push(`${path} loads ${forbidden.join(", ")}`);
    }
  }
} finally {
  await browser.close();
  await stack?.stop();
}

const heaviest = loads.reduce((a, b) => (b.gzip > a.gzip ? b : a), loads[0]);
if (heaviest && report) {
  // A file's modules share its gzipped size by their size before minification, so a package shipped
  // already minified (react-dom) reads low and one minified here (the router) high: a guide, not a count.
  console.log(
    `\nWhat fills ${heaviest.path} (KB gzipped, each file shared out by its modules' size before minifying):`,
  );
  for (const [group, bytes] of attribute(heaviest, report).slice(0, 20))
    console.log(`  ${kb(bytes).padStart(6)}  ${group}`);
} else if (!report) console.log("\n(no apps/web/build/chunks.json: build the web app for the breakdown)");
if (problems.length) {
  console.error(`\n${problems.length} problem(s):`);
  for (const p of problems) console.error(`  ✘ ${p}`);
  process.exit(1);
}
const heaviestPlayer = Math.max(0, ...players.map((p) => p.gzip));
console.log(`\nEvery page within ${maxKb} KB on a first visit.`);
if (players.length)
  console.log(
    `With a saved queue the heaviest page is ${kb(heaviestPlayer)} KB: ` +
      (heaviestPlayer > maxKb * 1024
        ? `${kb(heaviestPlayer - maxKb * 1024)} KB over the budget, under the ${PLAYER_CEILING_KB} KB ceiling.`
        : "within the budget too."),
  );
