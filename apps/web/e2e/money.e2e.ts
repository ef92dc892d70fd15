import { strict as assert } from "node:assert";
import type { Page } from "playwright-core";
import { axeViolations, newPage, test } from "./harness";
import { ready, register, uniqueEmail } from "./helpers";

/** The preview's amounts, with no-break spaces made plain so expectations stay readable. */
async function previewAmounts(page: Page): Promise<string[]> {
  const texts = await page.locator(".money-preview .money").allTextContents();
  return texts.map((t) => t.replace(/[\u00a0\u202f]/g, " "));
}

async function waitForAmount(page: Page, first: string): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      document.querySelector(".money-preview .money")?.textContent?.replace(/[\u00a0\u202f]/g, " ") ===
      expected,
    first,
    { timeout: 10_000 },
  );
}

async function chooseCurrency(page: Page, code: string): Promise<void> {
  await page.getByLabel("Display currency").selectOption(code);
  await page.locator(".toast", { hasText: `Currency set to ${code}` }).waitFor({ timeout: 10_000 });
}

test("money: changing the display currency reformats every amount without a reload, and sticks", async (env) => {
  const { context, page } = await newPage(env);
  await register(page, env.url, uniqueEmail("money"));
  await page.goto(`${env.url}/my-account/preferences`);
  await ready(page);
  await page.getByRole("heading", { name: "How amounts will look" }).waitFor();
  // A marker that a full page load would wipe: the change must happen in place.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  // UGX has no minor units: whole shillings, no decimals (25 USD × 3685 with the seeded rates).
  await chooseCurrency(page, "UGX");
  await waitForAmount(page, "UGX 92,125");
  const ugx = await previewAmounts(page);
  assert.deepEqual(ugx, [
    "UGX 92,125",
    "UGX 147,400",
    "UGX 276,375",
    "UGX 515,900",
    "UGX 10,318",
    "UGX 526,218",
  ]);
  for (const amount of ugx) assert.doesNotMatch(amount, /\.\d/, `${amount} has decimals`);

  // EUR in English puts the symbol first; in French after the number, with a decimal comma.
  await chooseCurrency(page, "EUR");
  await waitForAmount(page, "€23.38");
  assert.deepEqual((await previewAmounts(page)).slice(0, 3), ["€23.38", "€37.40", "€70.13"]);
  await page.getByLabel("Language").fill("fr-FR");
  await page.getByRole("button", { name: "Save preferences" }).click();
  await waitForAmount(page, "23,38 €");
  assert.deepEqual((await previewAmounts(page)).slice(0, 3), ["23,38 €", "37,40 €", "70,13 €"]);
  assert.equal(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument), true);
  assert.deepEqual(await axeViolations(page), []);

  // A reload keeps both choices (they are the account's preferences, not page state), and the server's
  // rendering of the amounts (workerd's Intl) matches the browser's: no hydration mismatch.
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  await page.reload();
  await ready(page);
  await waitForAmount(page, "23,38 €");
  assert.equal(await page.getByLabel("Display currency").inputValue(), "EUR");
  assert.equal(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument), undefined);
  assert.deepEqual(
    consoleErrors.filter((text) => /hydrat|did not match/i.test(text)),
    [],
  );
  await context.close();
});
