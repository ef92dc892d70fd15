// The notifications page and, on it, the pagination widget rules of spec §2 in a real browser: numbers
// with ellipses, 'Showing X to Y of Z results', Previous/Next disabled at the ends, the 'Go to' box (Enter)
// above 10 pages, clamping of out-of-range pages, plus read / read-all and the empty state.
import { strict as assert } from "node:assert";
import type { Page } from "playwright-core";
import { newPage, test } from "./harness";
import { expectTitle, ready, register, uniqueEmail } from "./helpers";

/** Fills the signed-in user's list through the dev-only seeding route (404 outside development). */
async function seedNotifications(page: Page, count: number): Promise<void> {
  const status = await page.evaluate(async (n) => {
    const response = await fetch("/api/v1/dev/notifications", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ count: n }),
    });
    return response.status;
  }, count);
  assert.equal(status, 200);
}

const summary = (page: Page) => page.locator(".ngw-pagination__summary").textContent();
const current = (page: Page) =>
  page.locator('nav[aria-label="Notification pages"] [aria-current="page"]').textContent();
/** Previous/Next: a link when usable, an `aria-disabled` span at the ends (link mode). */
const edge = (page: Page, which: "previous" | "next") =>
  page.locator(`nav[aria-label="Notification pages"] .ngw-page--${which}`);

test("notifications: empty state, then pagination rules (Go to + Enter, clamping, ends) and read-all", async (env) => {
  const { context, page } = await newPage(env);
  await register(page, env.url, uniqueEmail("notes"));
  await page.goto(`${env.url}/my-account/notifications`);
  await ready(page);
  await expectTitle(page, "Ngoma - Notifications");
  await page.getByText("No notifications yet").waitFor();
  assert.equal(await page.getByRole("button", { name: "Mark all as read" }).isDisabled(), true);

  await seedNotifications(page, 105); // 11 pages of 10: above 10, so the 'Go to' box shows
  await page.reload();
  await ready(page);
  assert.equal(await summary(page), "Showing 1 to 10 of 105 results");
  assert.equal((await current(page))?.trim(), "1");
  assert.equal(await edge(page, "previous").getAttribute("aria-disabled"), "true");
  assert.equal(await page.locator(".notification-list li").count(), 10);
  assert.match(
    (await page.locator(".notification-list li").first().textContent()) ?? "",
    /Sample notification 105/,
  );

  const goTo = page.getByLabel("Go to");
  await goTo.fill("6");
  await goTo.press("Enter");
  await page.waitForURL(/\?page=6$/);
  await page.getByText("Showing 51 to 60 of 105 results").waitFor();
  assert.equal((await current(page))?.trim(), "6");
  // Five numbers around page 6, first/last shortcuts, an ellipsis on each side.
  const numbers = await page
    .locator('nav[aria-label="Notification pages"] .ngw-page--number')
    .allTextContents();
  assert.deepEqual(numbers, ["1", "4", "5", "6", "7", "8", "11"]);
  assert.equal(await page.locator(".ngw-pagination__gap").count(), 2);

  await goTo.fill("99"); // out of range: ignored (spec §5), nothing navigates
  await goTo.press("Enter");
  await page.waitForTimeout(300);
  assert.match(page.url(), /\?page=6$/);

  await edge(page, "next").click();
  await page.getByText("Showing 61 to 70 of 105 results").waitFor();

  // Clamping: a page past the end lands on the last page, where Next is disabled; page 0 → page 1.
  await page.goto(`${env.url}/my-account/notifications?page=999`);
  await ready(page);
  assert.match(page.url(), /\?page=11$/);
  assert.equal(await summary(page), "Showing 101 to 105 of 105 results");
  assert.equal(await edge(page, "next").getAttribute("aria-disabled"), "true");
  await page.goto(`${env.url}/my-account/notifications?page=0`);
  await ready(page);
  assert.equal(await summary(page), "Showing 1 to 10 of 105 results");

  // Read one, then all.
  await page.getByText("105 unread").waitFor();
  await page.getByRole("button", { name: "Mark as read: Sample notification 105" }).click();
  await page.getByText("104 unread").waitFor();
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await page.locator(".toast", { hasText: "All notifications marked as read." }).waitFor();
  // The toast and the list are two renders: wait for the badge to go rather than read it once.
  await page.getByText(/\d+ unread/).waitFor({ state: "detached" });
  await page.reload();
  await ready(page);
  assert.equal(await page.getByRole("button", { name: /^Mark as read: / }).count(), 0);
  await context.close();
});
