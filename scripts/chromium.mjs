// The one place that decides which Chromium the browser tests drive through playwright-core (whose own
// browser download cannot work offline). A machine with nothing but Node and npm still has a browser:
// @sparticuz/chromium ships one inside its npm package. Without the background-networking flags
// Chromium keeps dialling Google's hosts, which this closed network refuses.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";

/** Where Debian's `chromium` package installs the browser. */
const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * Headless flags for a sandboxed CI machine; audio tests rely on autoplay without a gesture.
 * They are enough for the @sparticuz/chromium build too. Its own `args` target AWS Lambda and are not
 * taken: `--disable-web-security` switches off the same-origin policy (a cross-origin fetch the API's
 * CORS rules refuse would succeed), `--allow-running-insecure-content` lets mixed content through, and
 * `--single-process` runs every browser context in one process.
 */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--autoplay-policy=no-user-gesture-required",
];

/**
 * Picks the browser: the `CHROMIUM_PATH` environment variable, else Debian's /usr/bin/chromium when
 * installed, else the Chromium inside the `@sparticuz/chromium` npm package (extracted on first use).
 * @returns {Promise<import("./chromium.d.mts").ResolvedChromium>}
 */
export async function resolveChromium() {
  const args = [...CHROMIUM_ARGS];
  if (process.env.CHROMIUM_PATH) {
    return { executablePath: process.env.CHROMIUM_PATH, args, source: "CHROMIUM_PATH" };
  }
  if (existsSync(DEBIAN_CHROMIUM)) return { executablePath: DEBIAN_CHROMIUM, args, source: "debian" };
  return { executablePath: await npmChromium(), args, source: "@sparticuz/chromium" };
}

/**
 * Extracts the package's brotli archives once per version into the system temp folder. The package
 * writes straight into `os.tmpdir()`, where an interrupted or concurrent run would leave a half-written
 * binary that later runs trust; so it extracts in a child whose TMPDIR is a private staging folder,
 * which is then renamed into place in one step (the loser of a race keeps the winner's copy).
 */
async function npmChromium() {
  const entry = createRequire(import.meta.url).resolve("@sparticuz/chromium");
  const { version } = JSON.parse(readFileSync(join(dirname(entry), "..", "package.json"), "utf8"));
  const target = join(tmpdir(), `ngoma-chromium-${version}`);
  const binary = join(target, "chromium");
  if (existsSync(binary)) return binary;

  console.error(`extracting @sparticuz/chromium ${version} to ${target} (first run on this machine)`);
  const staging = mkdtempSync(`${target}.partial-`);
  try {
    const script = `const { default: c } = await import(${JSON.stringify(entry)}); await c.executablePath();`;
    await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], {
      env: { ...process.env, TMPDIR: staging },
    });
    if (!existsSync(join(staging, "chromium"))) throw new Error(`no chromium binary in ${staging}`);
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(binary)) throw error;
  }
  return binary;
}
