#!/usr/bin/env node
// Lighthouse (mobile defaults: simulated slow 4G, 4× CPU slowdown) on the listener pages, signed in as the
// demo listener. Prints one row per page: the performance score, LCP, FCP, TBT, CLS and the JavaScript
// transferred. Figures are Lighthouse's simulated ones, so they depend on what the page loads and runs,
// not on this machine's network. Each page is the median of `--runs` (3); the last column gives every
// run's simulated LCP with what decided it. Lantern (the simulator) builds LCP's graph from every request
// that had finished by the paint this unthrottled run observed, and rules a script out only if its
// `EvaluateScript` trace event came after that paint. Module scripts never emit one (they show as
// `v8.evaluateModule`), so any module that happened to finish downloading before the paint is simulated
// as if the paint had waited for it on slow 4G: a run where the ~90 KB `core` file wins that local race
// reads ~0.7 s more LCP than one where it loses. ADR 0205 has the details. `--explain` also prints, per
// page, the LCP element and its phases, the render-blocking requests and the layout shifts of the last
// run: where the time goes. `--devtools` throttles the real page load the same way instead (Lighthouse's
// `throttlingMethod: "devtools"`: 562.5 ms request latency, 1.47 Mbps down, 4× CPU) and reports what that
// load observed, so no local race between a paint and a download decides the figures; the issue's goals
// are stated in the simulated figures, which stay the default.
// Without --base it builds the web app and starts its own stack like the browser suite's (scripts/
// local-wrangler.mjs `startLocalStack`; --no-build reuses the last build); --base measures a running one.
//   node bench/web-lighthouse.mjs [--base http://localhost:8787] [--no-build] [--runs 3] [--explain] [--devtools] [path …]
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { resolveChromium } from "../scripts/chromium.mjs";
import { startLocalStack } from "../scripts/local-wrangler.mjs";
import { demoId } from "../workers/api/scripts/seed/ids.mjs";
import { demoListenerCookie } from "./first-load/measure.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args.splice(at, 2)[1];
};
const given = option("--base", process.env.BASE);
const flag = (name) => {
  const at = args.indexOf(name);
  if (at >= 0) args.splice(at, 1);
  return at >= 0;
};
const noBuild = flag("--no-build");
const explain = flag("--explain");
const devtools = flag("--devtools");
const runs = Number(option("--runs", "3"));
/** The pages issue #20 measures (seeded ids: workers/api/scripts/seed/catalogue-data.mjs). */
const PAGES = args.length
  ? args
  : [
      "/auth/login",
      "/",
      `/music/details/${demoId("trk", "demo", 1)}`,
      `/album/details/${demoId("alb", "demo", 1)}`,
      `/artist/details/${demoId("art", "demo", 1)}`,
      "/library/manage-playlists",
      "/library/liked-songs",
      "/global-search",
      "/my-wallet",
    ];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

let version = "";

async function measure(chrome, base, path, cookie) {
  const signedIn = !path.startsWith("/auth/");
  const result = await lighthouse(`${base}${path}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    throttlingMethod: devtools ? "devtools" : "simulate",
    extraHeaders: signedIn ? { Cookie: cookie } : {},
  });
  const { audits, categories } = result.lhr;
  const requests = audits["network-requests"].details;
  const scripts = requests.items.filter((r) => r.resourceType === "Script");
  version = result.lhr.lighthouseVersion;
  // The paint as this unthrottled run saw it, on the requests' clock (µs timestamps → ms since the first
  // request): every script whose download had ended by then enters Lantern's LCP graph (see the header).
  const observed = audits.metrics.details.items[0];
  const paintAt = (observed.observedLargestContentfulPaintTs - requests.debugData.networkStartTimeTs) / 1000;
  const before = scripts.filter((r) => r.networkEndTime <= paintAt);
  return {
    perf: Math.round(categories.performance.score * 100),
    lcp: audits["largest-contentful-paint"].numericValue,
    fcp: audits["first-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    js: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    paint: observed.observedLargestContentfulPaint,
    jsBeforePaint: before.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    why: explain ? whereTimeGoes(audits, base) : "",
  };
}

/** The LCP element and its phases, the render-blocking requests and the layout shifts, as text lines. */
function whereTimeGoes(audits, base) {
  const short = (url) => url.replace(base, "");
  const [element, phases] = audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  const lines = [
    `  LCP element: ${node?.snippet ?? "?"}`,
    `  LCP phases: ${(phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(", ")}`,
    `  render-blocking: ${
      (audits["render-blocking-resources"]?.details?.items ?? [])
        .map((r) => `${short(r.url)} (${Math.round(r.wastedMs)} ms)`)
        .join(", ") || "none"
    }`,
  ];
  for (const shift of audits["layout-shifts"]?.details?.items ?? [])
    lines.push(`  layout shift ${shift.score.toFixed(3)}: ${shift.node?.snippet?.slice(0, 160) ?? "?"}`);
  return lines.join("\n");
}

const { executablePath, args: flags } = await resolveChromium();
const stack = given ? null : await startLocalStack({ build: !noBuild });
const base = given ?? stack.url;
const chrome = await launch({ chromePath: executablePath, chromeFlags: ["--headless=new", ...flags] });
try {
  const cookie = await demoListenerCookie(base, "198.51.100.20");
  const rows = [];
  const explained = [];
  for (const path of PAGES) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await measure(chrome, base, path, cookie));
    const m = (key) => median(samples.map((s) => s[key]));
    const perRun = samples
      .map(
        (s) =>
          `${(s.lcp / 1000).toFixed(2)} s ← ${Math.round(s.paint)} ms, ${(s.jsBeforePaint / 1024).toFixed(0)} KB`,
      )
      .join("; ");
    rows.push(
      `| ${path} | ${m("perf")} | ${(m("lcp") / 1000).toFixed(2)} s | ${(m("fcp") / 1000).toFixed(2)} s | ` +
        `${Math.round(m("tbt"))} ms | ${m("cls").toFixed(3)} | ${(m("js") / 1024).toFixed(1)} KB | ${perRun} |`,
    );
    if (explain) explained.push(`${path}\n${samples.at(-1).why}`);
  }
  const method = devtools ? "devtools throttling (the page load itself slowed down)" : "mobile defaults";
  console.log(`Lighthouse ${version} ${method}, ${base}, median of ${runs} run(s)\n`);
  console.log(
    "| page | perf | LCP | FCP | TBT | CLS | JS transferred | each run: LCP ← observed paint, JS done by then |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  if (explain) console.log(`\n${explained.join("\n")}`);
} finally {
  await chrome.kill();
  await stack?.stop();
}
