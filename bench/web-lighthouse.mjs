#!/usr/bin/env node
// Lighthouse (mobile defaults: simulated slow 4G, 4× CPU slowdown) on the listener pages, signed in as the
// demo listener, against a running local stack (`npm run dev`). Prints one row per page: the performance
// score, LCP, FCP, TBT, CLS and the JavaScript transferred. Figures are Lighthouse's simulated ones, so they
// depend on what the page loads and runs, not on this machine's network.
//
// Single runs vary by a few hundred ms of LCP here, so each page is the median of `--runs` (3).
// Usage: node bench/web-lighthouse.mjs [--base http://localhost:8787] [--runs 3] [path …]
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { resolveChromium } from "../scripts/chromium.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args.splice(at, 2)[1];
};
const base = option("--base", process.env.BASE ?? "http://localhost:8787");
const runs = Number(option("--runs", "3"));
const DEMO = { email: "listener@demo.ngoma.dev", password: "ngoma-demo-2026" };
/** The pages issue #20 measures (seeded ids: workers/api/scripts/seed/catalogue-data.mjs). */
const PAGES = args.length
  ? args
  : [
      "/auth/login",
      "/",
      "/music/details/trk_demo_01",
      "/album/details/alb_demo_01",
      "/artist/details/art_demo_01",
      "/library/manage-playlists",
      "/library/liked-songs",
      "/global-search",
      "/my-wallet",
    ];

/** The demo listener's session cookie, as the web app sets it after sign-in. */
async function sessionCookie() {
  const res = await fetch(`${base}/api/v1/auth/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": "198.51.100.20" },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return `__Host-ngoma_session=${encodeURIComponent(body.data.authtoken.access_token)}`;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

let version = "";

async function measure(chrome, path, cookie) {
  const signedIn = !path.startsWith("/auth/");
  const result = await lighthouse(`${base}${path}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    extraHeaders: signedIn ? { Cookie: cookie } : {},
  });
  const { audits, categories } = result.lhr;
  const scripts = audits["network-requests"].details.items.filter((r) => r.resourceType === "Script");
  version = result.lhr.lighthouseVersion;
  return {
    perf: Math.round(categories.performance.score * 100),
    lcp: audits["largest-contentful-paint"].numericValue,
    fcp: audits["first-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    js: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

const { executablePath, args: flags } = await resolveChromium();
const chrome = await launch({ chromePath: executablePath, chromeFlags: ["--headless=new", ...flags] });
try {
  const cookie = await sessionCookie();
  const rows = [];
  for (const path of PAGES) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await measure(chrome, path, cookie));
    const m = (key) => median(samples.map((s) => s[key]));
    rows.push(
      `| ${path} | ${m("perf")} | ${(m("lcp") / 1000).toFixed(2)} s | ${(m("fcp") / 1000).toFixed(2)} s | ` +
        `${Math.round(m("tbt"))} ms | ${m("cls").toFixed(3)} | ${(m("js") / 1024).toFixed(1)} KB |`,
    );
  }
  console.log(`Lighthouse ${version} mobile defaults, ${base}, median of ${runs} run(s)\n`);
  console.log("| page | perf | LCP | FCP | TBT | CLS | JS transferred |");
  console.log("|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
} finally {
  await chrome.kill();
}
