// What a page of the web app really loads: every script Chromium fetches for it, from the first request
// until the page has been quiet for a while, without any user input; each body gzipped at level 9 (how
// gzip-size, size-limit and bundlesize count, so the figure does not depend on a server's setting) and
// summed. The bytes the local server really sent (its own gzip and chunked framing, 0.6–0.7 KB more a
// page) are kept beside it. Used by bench/web-first-load.mjs and by the browser suite, which enforces the
// budget on every `npm test` (apps/web/e2e/first-load.e2e.ts).
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { STORAGE_KEY } from "@ngoma/audio-engine";
import { demoId } from "../../workers/api/scripts/seed/ids.mjs";

/**
 * Issue #20's goal: first-load JavaScript of every signed-in listener page, the player included. `npm test`
 * enforces it (apps/web/e2e/first-load.e2e.ts).
 */
export const BUDGET_KB = 100;

/**
 * A returning listener's page loads the player bar as well (the queue an earlier visit saved, savedQueue),
 * and is not yet within BUDGET_KB: `npm test` holds it under this ceiling. Lower it whenever pages get
 * lighter, never raise it.
 */
export const PLAYER_CEILING_KB = 106;

/** The listener pages the budget covers (seeded ids: workers/api/scripts/seed/catalogue-data.mjs). */
export const LISTENER_PAGES = [
  "/",
  `/music/details/${demoId("trk", "demo", 1)}`,
  `/album/details/${demoId("alb", "demo", 1)}`,
  `/artist/details/${demoId("art", "demo", 1)}`,
  `/playlist/details/${demoId("pl", "demo", 1)}`,
  "/library/liked-songs",
  "/library/manage-playlists",
  "/global-search",
  "/all-music",
  "/music/top-100-chart",
  "/my-wallet",
  "/my-wallet/transaction-history",
  "/my-account/profile",
  "/upgrade",
];

/** Packages only the creator and admin areas may load (charts, tables) and form checks loaded on use. */
export const LISTENER_FORBIDDEN = [/^@tanstack\//, /^@visx\//, /^d3-/, /^zod$/];

const QUIET_MS = 1500;

/** The seeded track a returning listener's saved queue holds (workers/api/scripts/seed/catalogue-data.mjs). */
export const RESTORED_TRACK_ID = demoId("trk", "demo", 1);

/**
 * The localStorage entry the audio engine keeps for a listener who queued RESTORED_TRACK_ID on an earlier
 * visit: the track as the api serves it, as the player queues it. With it a page shows the player bar at once.
 *
 * @example const saved = await savedQueue("http://localhost:8787", cookie); // { key, value }
 */
export async function savedQueue(base, cookie) {
  const res = await fetch(`${base}/api/v1/user/global/music-tracks/${RESTORED_TRACK_ID}`, {
    headers: { cookie, accept: "application/json" },
  });
  if (!res.ok) throw new Error(`${RESTORED_TRACK_ID} could not be read: ${res.status} ${await res.text()}`);
  const track = (await res.json()).data;
  return { key: STORAGE_KEY, value: JSON.stringify({ queue: [track], index: 0 }) };
}

/**
 * Loads `path` in a fresh context (empty cache, like a first visit) and returns the scripts it fetched
 * with their gzipped sizes (`gzip`: level 9; `served`: the encoded body as the server sent it). Storage
 * is empty too, unless `saved` (savedQueue): then it holds the queue an earlier visit saved, and the page
 * loads the player bar as well.
 *
 * @example const load = await firstLoad(browser, "http://localhost:8787", "/", { cookie });
 */
export async function firstLoad(
  browser,
  base,
  path,
  { cookie, viewport = { width: 412, height: 823 }, saved } = {},
) {
  const context = await browser.newContext({
    viewport,
    extraHTTPHeaders: cookie ? { cookie } : {},
  });
  if (saved) await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), saved);
  const page = await context.newPage();
  const pending = [];
  let last = Date.now();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    last = Date.now();
    const url = new URL(response.url());
    pending.push(
      Promise.all([response.body(), response.request().sizes()])
        .then(([body, sizes]) => ({
          file: url.pathname,
          gzip: gzipSync(body, { level: 9 }).length,
          served: sizes.responseBodySize,
          raw: body.length,
        }))
        .catch(() => ({ file: url.pathname, gzip: 0, served: 0, raw: 0 })),
    );
  });
  try {
    await page.goto(`${base}${path}`, { waitUntil: "load" });
    // Start-up (client data, sound checks) and the signed-in player load after hydration: wait until no
    // new script has been requested for QUIET_MS, so lazy chunks fetched without input are counted too.
    await page.waitForFunction(() => !document.documentElement.dataset.startup, null, { timeout: 20_000 });
    while (Date.now() - last < QUIET_MS) await page.waitForTimeout(250);
    const scripts = await Promise.all(pending);
    const byFile = new Map(scripts.map((s) => [s.file, s]));
    const files = [...byFile.values()].sort((a, b) => b.gzip - a.gzip);
    const total = (key) => files.reduce((sum, f) => sum + f[key], 0);
    return { path, url: page.url(), files, gzip: total("gzip"), served: total("served") };
  } finally {
    await context.close();
  }
}

/** build/chunks.json (apps/web/vite/chunk-report.ts): file → module name → rendered bytes; null if absent. */
export function readChunkReport(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** Folder or package a module name is counted under: a package, or `app/components/player` and the like. */
function groupOf(name) {
  if (!name.startsWith("app/")) return name;
  const parts = name.split("/");
  return parts.length > 3 ? parts.slice(0, 3).join("/") : parts.slice(0, 2).join("/");
}

/**
 * Splits each loaded file's gzipped size among its modules by rendered size, grouped by package or app
 * folder: what fills the page's budget, biggest first. Files missing from the report count as "unknown".
 */
export function attribute(load, report) {
  const groups = new Map();
  for (const { file, gzip } of load.files) {
    const modules = report?.[file];
    const total = modules ? Object.values(modules).reduce((a, b) => a + b, 0) : 0;
    if (!modules || total === 0) {
      groups.set("unknown", (groups.get("unknown") ?? 0) + gzip);
      continue;
    }
    for (const [name, bytes] of Object.entries(modules)) {
      const group = groupOf(name);
      groups.set(group, (groups.get(group) ?? 0) + (gzip * bytes) / total);
    }
  }
  return [...groups].sort((a, b) => b[1] - a[1]);
}

/** The `forbidden` packages among what the page loaded, each once as "package (file)". */
export function forbiddenModules(load, report, forbidden = LISTENER_FORBIDDEN) {
  const found = new Map();
  for (const { file } of load.files) {
    for (const name of Object.keys(report?.[file] ?? {})) {
      if (forbidden.some((re) => re.test(name)) && !found.has(name)) found.set(name, `${name} (${file})`);
    }
  }
  return [...found.values()];
}

/**
 * A seeded demo account's session cookie header (README "Demo accounts"), as the web app sets it after
 * sign-in.
 */
export async function demoSessionCookie(base, email, ip = "198.51.100.30") {
  const res = await fetch(`${base}/api/v1/auth/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip },
    body: JSON.stringify({ email, password: "ngoma-demo-2026" }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return `__Host-ngoma_session=${encodeURIComponent(body.data.authtoken.access_token)}`;
}

/** The demo listener's session cookie header. */
export function demoListenerCookie(base, ip) {
  return demoSessionCookie(base, "listener@demo.ngoma.dev", ip);
}
