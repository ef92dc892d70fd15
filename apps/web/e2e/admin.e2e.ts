// The admin console in a real browser against the real local stack: the demo admin sees the dashboard's
// charts (and refreshes them), creates a genre, deactivates it, filters and sorts the genres table, and
// the view survives a reload; bulk activation and a confirmed delete finish the round. Every admin page
// visited is axe-clean in both themes, and a 360 px screen scrolls the table, not the page.
import { strict as assert } from "node:assert";
import type { Page } from "playwright-core";
import { axeViolations, test } from "./harness";
import { DEMO, ready, showFigures, signIn } from "./helpers";

const run = Date.now().toString(36).slice(-5);
const GENRE = `E2E Genre ${run}`;

async function toast(page: Page, text: string) {
  await page.locator(".toast", { hasText: text }).first().waitFor({ timeout: 15_000 });
}

async function axeBothThemes(page: Page, what: string) {
  for (const theme of ["dark", "light"]) {
    await page.evaluate((t) => localStorage.setItem("ngoma.theme", t), theme);
    await page.reload();
    await ready(page);
    await showFigures(page);
    assert.deepEqual(await axeViolations(page), [], `axe on ${what} (${theme})`);
  }
}

const genreRow = (page: Page) => page.locator("tr", { hasText: GENRE });

test("admin: the dashboard's charts render with their figures, and Refresh reloads them", async (env) => {
  const { context, page } = await signIn(env, DEMO.admin, { password: DEMO.password });
  await page.goto(`${env.url}/admin`);
  await ready(page);
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  const nav = page.getByRole("navigation", { name: "Admin console" });
  for (const name of ["Genres", "Moods", "Origins", "User types", "User categories", "Users", "Audit"]) {
    await nav.getByRole("link", { name }).waitFor();
  }
  for (const chart of ["growth", "signups", "types", "status"]) {
    const figure = page.locator(`figure[data-chart="${chart}"]`);
    await figure.locator('svg[role="img"]').waitFor();
    assert.ok((await figure.locator("table tbody tr").count()) > 0, `${chart}: the figures table has rows`);
  }
  // 90 days of sign-ups, a line drawn over them.
  assert.equal(await page.locator('figure[data-chart="signups"] tbody tr').count(), 90);
  assert.equal(await page.locator('figure[data-chart="signups"] path.admin-chart__line').count(), 1);
  assert.ok((await page.locator('figure[data-chart="types"] .admin-chart__bar').count()) > 0);
  await page.getByRole("button", { name: "Refresh" }).click();
  await toast(page, "Dashboard data refreshed successfully");
  await axeBothThemes(page, "the dashboard");
  await context.close();
});

test("admin: a genre is created, deactivated, filtered and sorted; the view survives a reload", async (env) => {
  const { context, page } = await signIn(env, DEMO.admin, { password: DEMO.password });
  await page.goto(`${env.url}/admin/genres`);
  await ready(page);
  await page.getByRole("heading", { level: 1, name: "Genres" }).waitFor();

  // The dialog checks the form like the api: an empty title is refused before anything is sent.
  await page.getByRole("button", { name: "New genre" }).click();
  const dialog = page.getByRole("dialog", { name: "New genre" });
  await dialog.getByRole("button", { name: "Add genre" }).click();
  await dialog.getByText("Enter a title.").waitFor();
  await dialog.getByLabel("Title").fill(GENRE);
  await dialog.getByLabel("Description (optional)").fill("Made by the browser test.");
  await dialog.getByRole("button", { name: "Add genre" }).click();
  await toast(page, "Genre Added");
  await dialog.waitFor({ state: "hidden" });

  // Search for it: the filter goes into the URL.
  const filters = page.getByRole("search", { name: "Filter genres" });
  await filters.getByLabel("Search titles").fill(GENRE);
  await filters.getByRole("button", { name: "Apply" }).click();
  await page.waitForURL((url) => url.searchParams.get("q") === GENRE);
  await genreRow(page).waitFor();

  // Deactivate it inline.
  const toggle = genreRow(page).getByRole("switch", { name: `Active: ${GENRE}` });
  assert.equal(await toggle.getAttribute("aria-checked"), "true");
  await toggle.click();
  await toast(page, "Genre Deactivated");
  await page.waitForFunction(
    (name) =>
      document.querySelector(`[role=switch][aria-label="Active: ${name}"]`)?.getAttribute("aria-checked") ===
      "false",
    GENRE,
  );

  // Only inactive ones, then sort by title descending (two presses); page back to 1 each time.
  await filters.getByLabel("Status").selectOption("0");
  await filters.getByRole("button", { name: "Apply" }).click();
  await page.waitForURL((url) => url.searchParams.get("status") === "0");
  const title = page.locator("th", { has: page.getByRole("button", { name: "Title" }) });
  await title.getByRole("button").click();
  await page.waitForURL((url) => url.searchParams.get("sort") === "title");
  // The URL commits before React renders the new header, so wait for the header itself.
  await page.waitForFunction(() => document.querySelector("th[aria-sort=ascending]") !== null);
  await title.getByRole("button").click();
  await page.waitForURL((url) => url.searchParams.get("direction") === "desc");
  await page.waitForFunction(() => document.querySelector("th[aria-sort=descending]") !== null);

  // A reload (or a shared link) shows the same view.
  const before = new URL(page.url());
  await page.reload();
  await ready(page);
  const after = new URL(page.url());
  assert.equal(after.search, before.search);
  assert.equal(after.searchParams.get("q"), GENRE);
  assert.equal(after.searchParams.get("status"), "0");
  assert.equal(await page.getByRole("search").getByLabel("Search titles").inputValue(), GENRE);
  assert.equal(await page.getByRole("search").getByLabel("Status").inputValue(), "0");
  assert.equal(await title.getAttribute("aria-sort"), "descending");
  await genreRow(page).waitFor();
  assert.equal(
    await genreRow(page)
      .getByRole("switch", { name: `Active: ${GENRE}` })
      .getAttribute("aria-checked"),
    "false",
  );
  await axeBothThemes(page, "the genres page");

  // Bulk: select it and activate; under "inactive only" nothing matches any more.
  await genreRow(page)
    .getByRole("checkbox", { name: `Select ${GENRE}` })
    .check();
  await page.getByText("1 genre selected").waitFor();
  await page.getByRole("button", { name: "Activate", exact: true }).click();
  await toast(page, "1 genre activated");
  await page.getByRole("heading", { name: "No genres match these filters" }).waitFor();

  // Clean up: a confirmed delete (an unused genre can go).
  // (Each step waits for its URL: the filter form is rebuilt when a navigation lands.)
  await page.getByRole("link", { name: "Clear filters" }).click();
  await page.waitForURL((url) => !url.searchParams.has("q") && !url.searchParams.has("status"));
  await page.getByRole("heading", { name: "No genres match these filters" }).waitFor({ state: "detached" });
  await page.getByRole("search").getByLabel("Search titles").fill(GENRE);
  await page.getByRole("search").getByRole("button", { name: "Apply" }).click();
  await page.waitForURL((url) => url.searchParams.get("q") === GENRE);
  await genreRow(page).waitFor();
  await genreRow(page)
    .getByRole("button", { name: `Delete ${GENRE}` })
    .click();
  const confirm = page.getByRole("dialog", { name: `Delete the genre “${GENRE}”?` });
  await confirm.getByRole("button", { name: "Delete genre" }).click();
  await toast(page, "Genre Deleted");
  await page.getByRole("heading", { name: "No genres match these filters" }).waitFor();
  await context.close();
});

test("admin: at 360 px the genres table scrolls inside its box, not the page", async (env) => {
  const { context, page } = await signIn(env, DEMO.admin, { password: DEMO.password, width: 360 });
  await page.goto(`${env.url}/admin/genres`);
  await ready(page);
  await page.locator("table.admin-grid").waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
  assert.deepEqual(await axeViolations(page), [], "axe on the genres page at 360 px");
  await context.close();
});
