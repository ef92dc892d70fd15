// Root toast behaviours in the browser: 'An unexpected error occurred' on an unhandled rejection, and the
// count-down pausing while the pointer is over the toasts and while the window has lost focus.
import { strict as assert } from "node:assert";
import { newPage, test } from "./harness";
import { ready, register, uniqueEmail } from "./helpers";

test("unhandled rejection toasts 'An unexpected error occurred'; toasts pause on hover and on window blur", async (env) => {
  const { context, page } = await newPage(env);
  await register(page, env.url, uniqueEmail("toasts"));
  await page.goto(`${env.url}/my-account/notifications`);
  await ready(page);

  await page.evaluate(() => {
    void Promise.reject(new Error("nobody handles this"));
  });
  const unexpected = page.locator(".toast", { hasText: "An unexpected error occurred" });
  await unexpected.waitFor({ timeout: 3_000 });

  // Error toasts last 8 s; hovered for 9 s it is still there, and it goes once the pointer leaves.
  await unexpected.hover();
  await page.waitForTimeout(9_000);
  assert.equal(await unexpected.isVisible(), true, "paused while hovered");
  await page.mouse.move(5, 895);
  const left = Date.now();
  await unexpected.waitFor({ state: "detached", timeout: 10_000 });
  assert.ok(Date.now() - left >= 6_000, "the remaining time counts after the pointer leaves");

  // A success toast (4 s) while the window has lost focus does not count down until focus returns.
  await page.getByLabel("E-mail me about account activity").click();
  const saved = page.locator(".toast", { hasText: "Notification settings saved" });
  await saved.waitFor();
  await page.evaluate(() => window.dispatchEvent(new Event("blur")));
  await page.waitForTimeout(5_000);
  assert.equal(await saved.isVisible(), true, "paused while the window is blurred");
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await saved.waitFor({ state: "detached", timeout: 6_000 });
  await context.close();
});
