// What both real-Chromium runners share: a temporary folder of generated audio, the built bundle and the
// test pages served from 127.0.0.1, one Chromium profile, `check` lines, a watchdog, and the exit code.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { resolveChromium } from "../../../scripts/chromium.mjs";
import { serve } from "../scripts/static-server.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));
const pkg = fileURLToPath(new URL("..", import.meta.url));

/**
 * Runs `body` against a served test page, then prints the tally and exits (1 when a check failed).
 * `audio` maps file names under /audio/ to their bytes; `args` are extra Chromium switches.
 *
 * @example await browserTest({ name: "engine", audio: { "a.wav": toneWav(1000, 4) } }, async ({ page, url, check }) => …);
 */
export async function browserTest({ name, audio, args = [], seconds = 90 }, body) {
  const work = mkdtempSync(join(tmpdir(), `ngoma-audio-${name}-`));
  const audioDir = join(work, "audio");
  mkdirSync(audioDir);
  for (const [file, bytes] of Object.entries(audio)) writeFileSync(join(audioDir, file), bytes);
  const results = [];
  const check = (label, ok, detail = "") => {
    results.push(ok);
    console.log(`${ok ? "✔" : "✘"} ${label}${detail ? ` — ${detail}` : ""}`);
  };
  const watchdog = setTimeout(() => {
    console.error(`browser test timed out after ${seconds} s`);
    process.exit(1);
  }, seconds * 1000);
  const browser = await resolveChromium();
  console.log(`browser: ${browser.executablePath} (${browser.source})`);
  const server = await serve({ "/dist/": join(pkg, "dist"), "/test/": here, "/audio/": audioDir });
  const context = await chromium.launchPersistentContext(join(work, "profile"), {
    executablePath: browser.executablePath,
    headless: true,
    args: [...browser.args, ...args],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on("pageerror", (e) => console.error("page error:", e.message));
    page.on("console", (m) => m.type() === "error" && console.error("page console:", m.text()));
    await body({ page, url: server.url, check });
  } finally {
    await context.close();
    await server.close();
    rmSync(work, { recursive: true, force: true });
    clearTimeout(watchdog);
  }
  const failed = results.filter((ok) => !ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
