// A tiny sequential test harness for the browser suite (playwright-core + the Chromium scripts/chromium.mjs picks).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { resolveChromium } from "../../../scripts/chromium.mjs";

export interface Env {
  url: string;
  browser: Browser;
  shotsDir: string;
  /** CSP violations seen on any page (the suite fails if there are any). */
  cspViolations: string[];
}

type TestFn = (env: Env) => Promise<void>;
const tests: { name: string; fn: TestFn }[] = [];

export function test(name: string, fn: TestFn): void {
  tests.push({ name, fn });
}

/** Playwright gives every launch a fresh temporary profile (it refuses an explicit --user-data-dir). */
export async function launch(): Promise<Browser> {
  const { executablePath, args, source } = await resolveChromium();
  console.log(`browser: ${executablePath} (${source})`);
  return chromium.launch({ executablePath, headless: true, args });
}

let ipCounter = 0;

export async function newPage(env: Env, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  // Each context is its own client IP for the api's per-IP auth rate limit (10 auth POSTs a minute):
  // the web worker forwards CF-Connecting-IP, which Cloudflare's edge sets (and overwrites) in production.
  ipCounter++;
  const ip = `198.51.100.${ipCounter % 250}`;
  const context = await env.browser.newContext({
    viewport: { width, height: 900 },
    extraHTTPHeaders: { "CF-Connecting-IP": ip },
  });
  const page = await context.newPage();
  page.on("console", (message) => {
    const text = message.text();
    if (/Content.Security.Policy/i.test(text)) env.cspViolations.push(`${page.url()}: ${text}`);
  });
  return { context, page };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Runs axe-core in the page; returns serious/critical violations as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await page.evaluate(`${axeSource}
    axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => v.impact + " " + v.id + ": " + v.help + " → " + v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")))`);
  return result as string[];
}

export async function runAll(env: Env, only?: string): Promise<boolean> {
  let failed = 0;
  let ran = 0;
  for (const { name, fn } of tests) {
    if (only && !name.includes(only)) continue;
    ran++;
    const started = Date.now();
    try {
      await fn(env);
      console.log(`  ✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
    } catch (error) {
      failed++;
      console.log(
        `  ✘ ${name}\n    ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      console.log(`    ${await stackHealth(env.url)}`);
    }
  }
  if (ran === 0) {
    console.log(`  ✘ no test's name has "${only}"`);
    return false;
  }
  return failed === 0;
}

/**
 * Whether the local stack still answers, asked from outside the browser: after a timeout, it tells a
 * stuck `wrangler dev` from a stuck browser.
 */
async function stackHealth(url: string): Promise<string> {
  const started = Date.now();
  try {
    const res = await fetch(`${url}/auth/login`, { signal: AbortSignal.timeout(5_000) });
    await res.arrayBuffer();
    return `local stack answers ${res.status} in ${Date.now() - started} ms`;
  } catch (error) {
    return `local stack does not answer /auth/login within 5 s (${error instanceof Error ? error.message : error})`;
  }
}
