// Account upgrades in a real browser against the real local stack: the demo listener applies to become
// a promoter on /upgrade, pays the $5 verification fee from the wallet balance in the Payment modal and
// sees the application pending; the demo admin finds it in the applications list and approves it; the
// listener, still signed in on the same page, sees the promoter area appear in the navigation (the live
// AccountUpgrade notification revalidates the layout) and opens it, where the approved application
// shows. The admin's users list and the listener's user page are checked too (filters in the URL
// survive a reload). axe runs on each page.
import { strict as assert } from "node:assert";
import type { Page } from "playwright-core";
import { axeViolations, test } from "./harness";
import { DEMO, ready, signIn } from "./helpers";

const LISTENER = { email: DEMO.listener, name: "Lina Listener" };
const ADMIN = DEMO.admin;
const MOTIVATION = "I present a weekly new-music show on Kampala radio and run club nights every Friday.";

const dialog = (page: Page) => page.locator("dialog[open]");
const mainNav = (page: Page) => page.locator('nav[aria-label="Main"]');

async function toast(page: Page, text: string): Promise<void> {
  await page.locator(".toast", { hasText: text }).first().waitFor({ timeout: 15_000 });
}

async function noAxeViolations(page: Page, where: string): Promise<void> {
  assert.deepEqual(await axeViolations(page), [], `axe on ${where}`);
}

test("upgrade: a listener pays the $5 promoter fee from the wallet, the admin approves, the promoter area appears live", async (env) => {
  const listener = await signIn(env, LISTENER.email, { password: DEMO.password });
  const page = listener.page;
  // The live connection must be up before the decision, so its notification reaches this page.
  await page.locator('.realtime-status[data-status="connected"]').waitFor({ timeout: 20_000 });
  assert.equal(await mainNav(page).getByRole("link", { name: "Promoter" }).count(), 0);

  await mainNav(page).getByRole("link", { name: "Upgrade account" }).click();
  await page.waitForURL(`${env.url}/upgrade`);
  await page.getByRole("heading", { name: "Upgrade your account" }).waitFor();
  const promoterType = page.locator('label.upgrade-type[data-type="Promoter"]');
  assert.equal(await promoterType.locator("[data-fee]").getAttribute("data-fee"), "500");
  assert.match((await page.locator('label.upgrade-type[data-type="Artist"]').textContent()) ?? "", /Free/);
  await noAxeViolations(page, "/upgrade");

  // Promoter asks for evidence: sending without a link is refused in the page, under the field.
  await promoterType.locator("input[type=radio]").check();
  await page.getByLabel("Category").selectOption({ label: "Club DJ" });
  await page.getByLabel("Why are you applying?").fill(MOTIVATION);
  assert.match((await page.locator("#upgrade-motivation-count").textContent()) ?? "", /^\d+ \/ 1000/);
  await page.getByRole("button", { name: "Remove link 1" }).click();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.locator(".field__error", { hasText: "Add at least one link" }).waitFor();
  await page.getByRole("button", { name: "Add a link" }).click();
  await page.getByLabel("Link 1", { exact: true }).fill("https://soundcloud.com/lina-live");
  await page.getByRole("button", { name: "Continue to payment" }).click();

  // The fee: the Payment modal, the wallet balance preselected (the demo listener has no saved method).
  const modal = page.locator("dialog[open]", { has: page.getByRole("heading", { name: "Payment Details" }) });
  await modal.waitFor();
  await modal.locator(".wallet-pay").waitFor();
  assert.equal(await modal.locator('input[value="wallet"]').isChecked(), true);
  assert.equal(await modal.getByText("Processing fee").count(), 0);
  await modal.getByRole("button", { name: "Pay", exact: true }).click();
  await toast(page, "Upgrade Request Submitted Successfully");
  await modal.waitFor({ state: "detached" });
  const card = page.locator(".upgrade-application", { hasText: "Promoter" }).first();
  await card.locator('[data-status="pending"]').waitFor();
  assert.match((await card.textContent()) ?? "", /Pending review/);

  // The admin finds it among the pending ones and approves it.
  const admin = await signIn(env, ADMIN, { password: DEMO.password });
  await admin.page.goto(`${env.url}/admin/user-applications?status=pending`);
  await ready(admin.page);
  await admin.page.locator('[data-stat="pending"]').waitFor();
  await noAxeViolations(admin.page, "/admin/user-applications");
  const row = admin.page.locator("tr", { hasText: LISTENER.name }).filter({ hasText: "Promoter" }).first();
  await row.getByRole("link", { name: LISTENER.name }).click();
  await admin.page.getByRole("heading", { name: "Promoter application" }).waitFor();
  const link = admin.page.getByRole("link", { name: "https://soundcloud.com/lina-live" });
  assert.equal(await link.getAttribute("rel"), "noopener noreferrer nofollow ugc");
  await noAxeViolations(admin.page, "the application page");
  await admin.page.getByRole("button", { name: "Approve", exact: true }).click();
  await dialog(admin.page).getByRole("heading", { name: "Approve this application?" }).waitFor();
  await dialog(admin.page).getByRole("button", { name: "Approve", exact: true }).click();
  await toast(admin.page, "Application approved");
  await admin.page.locator('.page-head [data-status="approved"]').waitFor();

  // The listener, never signed out and never reloaded: the promoter area appears.
  await mainNav(page).getByRole("link", { name: "Promoter" }).waitFor({ timeout: 20_000 });
  await card.locator('[data-status="approved"]').waitFor();
  await mainNav(page).getByRole("link", { name: "Promoter" }).click();
  await page.waitForURL(`${env.url}/promoter`);
  await page.getByRole("heading", { name: "Promoter area" }).waitFor();
  // The front page says how the role came: the application just approved, with its category.
  await page.locator('[data-grant="promoter"]', { hasText: "Promoter · Club DJ" }).waitFor();

  await admin.context.close();
  await listener.context.close();
});

test("upgrade: the admin's users list keeps its filters and order through a reload; the new promoter's page shows the role", async (env) => {
  const { context, page } = await signIn(env, ADMIN, { password: DEMO.password });
  await page.goto(`${env.url}/admin/users`);
  await ready(page);
  await page.getByLabel("Role", { exact: true }).selectOption("promoter");
  await page.getByLabel("Search name or e-mail").fill("lina");
  await page.getByRole("button", { name: "Apply" }).click();
  await page.waitForURL(/role=promoter/);
  await page.locator("th button[data-sort=name]").click();
  await page.waitForURL(/sort=name/);
  const search = new URL(page.url()).search;
  await page.reload();
  await ready(page);
  assert.equal(new URL(page.url()).search, search);
  assert.equal(await page.locator('th[aria-sort="ascending"] button[data-sort=name]').count(), 1);
  await page.getByRole("link", { name: LISTENER.name }).click();
  await page.getByRole("heading", { name: LISTENER.name }).waitFor();
  await page.locator('[data-role="promoter"]').waitFor();
  await noAxeViolations(page, "the user page");

  await context.close();
});
