import { strict as assert } from "node:assert";
import { newPage, test } from "./harness";
import { expectTitle, heading, ready, register, uniqueEmail } from "./helpers";

test("theme persists across reloads and applies before paint", async (env) => {
  const { context, page } = await newPage(env);
  await register(page, env.url, uniqueEmail("theme"));
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "dark");
  await page.goto(`${env.url}/my-account/preferences`);
  await ready(page);
  await page.getByLabel(/^Light/).check();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "light");
  await page.reload();
  // Read at DOMContentLoaded time by the inline script: no flash of the dark theme.
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "light");
  assert.equal(await page.getByLabel(/^Light/).isChecked(), true);
  await context.close();
});

test("start-up hanging for 15 s shows 'Something went wrong', and Retry recovers", async (env) => {
  const { context, page } = await newPage(env);
  let hang = true;
  await page.route("**/resources/client-data", async (route) => {
    if (hang) return; // never answered: the start-up request hangs
    await route.continue();
  });
  await page.goto(`${env.url}/auth/login`);
  await page.getByText("Initializing the product...").waitFor();
  const started = Date.now();
  await page.getByRole("heading", { name: "Something went wrong" }).waitFor({ timeout: 20_000 });
  const waited = Date.now() - started;
  assert.ok(waited >= 13_000, `failed after ${waited} ms, expected about 15 s`);
  await page.getByText("App initialization timed out. Please refresh the page.").waitFor();
  hang = false;
  await page.getByRole("button", { name: "Retry" }).click();
  await ready(page);
  assert.equal(await page.getByRole("heading", { name: "Something went wrong" }).count(), 0);
  assert.equal(await heading(page, "Sign in"), "Sign in");
  await context.close();
});

test("role areas show a clear 403 to a listener; unknown pages 404", async (env) => {
  const { context, page } = await newPage(env);
  await register(page, env.url, uniqueEmail("roles"));
  for (const path of ["/admin", "/promoter/campaigns", "/creator-promoter/music/dashboard"]) {
    const response = await page.goto(`${env.url}${path}`);
    assert.equal(response?.status(), 403, path);
    assert.equal(
      await heading(page, "You don't have access to this page"),
      "You don't have access to this page",
    );
  }
  const missing = await page.goto(`${env.url}/no-such-page`);
  assert.equal(missing?.status(), 404);
  await expectTitle(page, "Ngoma - Page not found");
  await context.close();
});

test("keep-alive: the Profile page keeps an unsaved draft when you come back", async (env) => {
  const { context, page } = await newPage(env);
  await register(page, env.url, uniqueEmail("keepalive"));
  await page.getByRole("link", { name: "Profile" }).click();
  await page.waitForURL(/\/my-account\/profile$/);
  await page.getByLabel("Bio").fill("Draft that was never saved");
  await page.getByRole("link", { name: "Dashboard", exact: true }).click();
  await page.waitForURL(`${env.url}/`);
  await page.getByRole("link", { name: "Edit profile" }).click();
  await page.waitForURL(/\/my-account\/profile$/);
  assert.equal(await page.getByLabel("Bio").inputValue(), "Draft that was never saved");
  await context.close();
});
