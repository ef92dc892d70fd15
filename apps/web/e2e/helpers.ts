import { strict as assert } from "node:assert";
import type { BrowserContext, Page } from "playwright-core";
import { type Env, newPage } from "./harness";

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter++;
  return `e2e-${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const PASSWORD = "Correct-Horse-Battery-9";

/** The seeded demo accounts (workers/api/scripts/seed.mjs, README "Demo accounts"), one password for all. */
export const DEMO = {
  password: "ngoma-demo-2026",
  listener: "listener@demo.ngoma.dev",
  creator: "creator@demo.ngoma.dev",
  admin: "admin@demo.ngoma.dev",
} as const;

/** Newest code sent to `to` by the api's dev outbox. */
export async function outboxCode(baseUrl: string, to: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const response = await fetch(`${baseUrl}/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
    const body = (await response.json()) as { data?: { code: string | null }[] };
    const code = body.data?.[0]?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No outbox code for ${to}`);
}

/**
 * Opens every chart's "Show the figures" disclosure, as a reader of its table would: axe then also judges
 * the tables (each scrolls in a box the keyboard must be able to reach).
 */
export async function showFigures(page: Page): Promise<void> {
  for (const summary of await page.getByText("Show the figures", { exact: true }).all())
    await summary.click();
}

/** Waits until start-up finished (no pending splash) so the page is interactive. */
export async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.documentElement.dataset.startup, null, { timeout: 20_000 });
}

export async function register(
  page: Page,
  baseUrl: string,
  email: string,
  name = "Ada Lovelace",
): Promise<void> {
  await page.goto(`${baseUrl}/auth/register`);
  await ready(page);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await Promise.all([
    page.waitForURL(/\/my-account\/settings/),
    page.getByRole("button", { name: "Create account" }).click(),
  ]);
  await page.waitForFunction(() => document.title === "Ngoma - Settings");
}

export async function login(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * A new page at `width` signed in as `email`, on the dashboard once sign-in has finished.
 *
 * @example const { context, page } = await signIn(env, ADMIN);
 */
export async function signIn(
  env: Env,
  email: string,
  { password = PASSWORD, width = 1280 }: { password?: string; width?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(env, width);
  await page.goto(`${env.url}/auth/login`);
  await ready(page);
  await login(page, email, password);
  await page.waitForURL(`${env.url}/`);
  await ready(page);
  return { context, page };
}

/** Waits for the visible page heading to match, then returns it. */
export async function heading(page: Page, expected?: string | RegExp): Promise<string> {
  const h1 = page.locator("main h1:visible").first();
  if (expected !== undefined) await h1.filter({ hasText: expected }).waitFor({ timeout: 10_000 });
  const text = await h1.textContent({ timeout: 10_000 });
  assert.ok(text);
  return text.trim();
}

/**
 * Asserts the document title. After a client-side navigation the URL changes before React commits the
 * new <title>, so the title is awaited (up to 5 s) rather than read at once.
 */
export async function expectTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction((t) => document.title === t, title, { timeout: 5_000 }).catch(() => undefined);
  assert.equal(await page.title(), title);
}
