import { strict as assert } from "node:assert";
import { join } from "node:path";
import { axeViolations, newPage, test } from "./harness";
import { outboxCode, ready, register, uniqueEmail } from "./helpers";

const AUTH_PAGES = ["/auth/login", "/auth/register", "/auth/forgot-password"];
const RESET_PAGES = ["/auth/verify-code", "/auth/enter-new-password"];
const APP_PAGES = [
  "/",
  "/my-account",
  "/my-account/profile",
  "/my-account/preferences",
  "/my-account/settings",
  "/my-account/notifications",
  "/admin",
];

function shotName(path: string, width: number, theme: string): string {
  const slug = path === "/" ? "dashboard" : path.replace(/^\//, "").replaceAll("/", "_");
  return `${slug}-${width}-${theme}.png`;
}

test("every page: titled, no serious/critical axe violation, screenshots at 390 and 1280 px", async (env) => {
  const problems: string[] = [];
  const email = uniqueEmail("pages");
  for (const width of [390, 1280]) {
    const { context, page } = await newPage(env, width);
    const visit = async (path: string, theme: string) => {
      await page.goto(`${env.url}${path}`);
      await ready(page);
      const title = await page.title();
      if (!/^Ngoma - \S/.test(title)) problems.push(`${path}: title "${title}"`);
      for (const v of await axeViolations(page)) problems.push(`${path} @${width}px ${theme}: ${v}`);
      await page.screenshot({ path: join(env.shotsDir, shotName(path, width, theme)), fullPage: true });
    };
    for (const path of AUTH_PAGES) await visit(path, "dark");
    // The reset steps need a stored reset e-mail (and, for the last one, a verified code).
    const resetEmail = uniqueEmail("pages-reset");
    if (width === 390) await register((await newPage(env)).page, env.url, resetEmail);
    await page.goto(`${env.url}/auth/forgot-password`);
    await ready(page);
    await page.getByLabel("E-mail").fill(width === 390 ? resetEmail : email);
    await Promise.all([
      page.waitForURL(/verify-code$/),
      page.getByRole("button", { name: "Send code" }).click(),
    ]);
    await visit(RESET_PAGES[0]!, "dark");
    await page.getByLabel("Code").fill(await outboxCode(env.url, width === 390 ? resetEmail : email));
    await Promise.all([
      page.waitForURL(/enter-new-password$/),
      page.getByRole("button", { name: "Verify code" }).click(),
    ]);
    await visit(RESET_PAGES[1]!, "dark");
    if (width === 390) await register(page, env.url, email);
    else {
      await page.goto(`${env.url}/auth/login`);
      await ready(page);
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Password").fill("Correct-Horse-Battery-9");
      await Promise.all([
        page.waitForURL(`${env.url}/`),
        page.getByRole("button", { name: "Sign in" }).click(),
      ]);
    }
    for (const theme of ["dark", "light"]) {
      await page.evaluate((t) => localStorage.setItem("ngoma.theme", t), theme);
      for (const path of APP_PAGES) await visit(path, theme);
    }
    await context.close();
  }
  console.log(`    screenshots: ${env.shotsDir}`);
  assert.deepEqual(problems, []);
});

test("no Content-Security-Policy violation happened in any test", async (env) => {
  assert.deepEqual(env.cspViolations, []);
});
