// Issue #6 listening pages against the real stack and the demo seed: the demo listener searches a seeded
// track, opens it, likes it (the like survives a reload), builds a playlist with it and plays that
// playlist through the player; the list pages render items; axe and screenshots at 390 and 1280 px.
import { strict as assert } from "node:assert";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { axeViolations, type Env, test } from "./harness";
import { DEMO, expectTitle, heading, ready, signIn } from "./helpers";

const LIST_PAGES = ["/all-music", "/artists", "/all-albums", "/whats-trending", "/music/top-100-chart"];
/** Audited too (axe + screenshots), without the "has items" rule: they depend on the listener's history. */
const MORE_PAGES = [
  "/nonstop-music",
  "/music/trending",
  "/music/popular-albums",
  "/music/my-taste",
  "/library/liked-songs",
];

async function signInAsListener(env: Env, width: number): Promise<Page> {
  return (await signIn(env, DEMO.listener, { password: DEMO.password, width })).page;
}

function slug(path: string): string {
  return path.replace(/^\//, "").replace(/[/?=&]+/g, "_") || "dashboard";
}

/** axe (serious/critical) plus a full-page screenshot; problems are collected, not thrown one by one. */
async function audit(env: Env, page: Page, name: string, width: number, problems: string[], theme = "dark") {
  for (const v of await axeViolations(page)) problems.push(`${name} @${width}px ${theme}: ${v}`);
  await page.screenshot({
    path: join(env.shotsDir, `listening_${slug(name)}-${width}-${theme}.png`),
    fullPage: true,
  });
}

/**
 * Reads from the test process reuse keep-alive connections, which a loaded local stack sometimes closes
 * under them (ECONNRESET); a GET is safe to send again.
 */
const READ_RETRY = { maxRetries: 2 };

/** A seeded track with a distinctive title word to search for (first page of the catalogue). */
async function seededTrack(page: Page, base: string): Promise<{ id: string; title: string }> {
  const response = await page.request.get(`${base}/api/v1/user/global/music-tracks?per_page=20`, READ_RETRY);
  assert.equal(response.status(), 200, "the catalogue list answers");
  const body = (await response.json()) as { data: { data: { id: string; title: string }[] } };
  const track = body.data.data.find((t) => /[A-Za-z]{3,}/.test(t.title));
  assert.ok(track, "the demo seed has tracks");
  return track;
}

/** Polls until the button reports `aria-pressed` = `pressed` (15 s at most). */
async function waitPressed(button: Locator, pressed: boolean): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await button.getAttribute("aria-pressed")) !== String(pressed)) {
    if (Date.now() > deadline) throw new Error(`aria-pressed never became ${pressed}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test("listening: search, details, like survives reload, playlist created and played", async (env) => {
  const problems: string[] = [];
  const page = await signInAsListener(env, 1280);
  const track = await seededTrack(page, env.url);
  const word = (track.title.match(/[A-Za-z]{3,}/) as RegExpMatchArray)[0];

  // Search (debounced box → ?q= → grouped results).
  await page.goto(`${env.url}/global-search`);
  await ready(page);
  await expectTitle(page, "Ngoma - Search");
  await page.getByLabel("Search tracks, albums, artists and playlists").fill(word.slice(0, 4));
  await page.waitForURL(/\?q=/);
  const result = page
    .locator("main table:visible")
    .getByRole("link", { name: track.title, exact: true })
    .first();
  await result.waitFor({ timeout: 10_000 });
  await audit(env, page, "/global-search", 1280, problems);

  // Details page.
  await result.click();
  await page.waitForURL(new RegExp(`/music/details/${track.id}$`));
  assert.equal(await heading(page, track.title), track.title);
  await expectTitle(page, `Ngoma - ${track.title}`);
  await audit(env, page, "/music/details", 1280, problems);

  // Like (optimistic), then the state survives a reload.
  const like = page.locator(".cat-hero:visible").getByRole("button", { name: `Like ${track.title}` });
  const before = (await like.getAttribute("aria-pressed")) === "true";
  const saved = page.waitForResponse(
    (r) => r.url().includes("/catalogue/engage") && r.request().method() === "POST",
  );
  await like.click();
  // Optimistic: the new state shows while the request is still in flight (or already answered).
  await waitPressed(like, !before);
  assert.equal((await saved).status(), 200);
  await page.reload();
  await ready(page);
  await like.waitFor();
  assert.equal(await like.getAttribute("aria-pressed"), String(!before), "the like survived a reload");

  // An unknown id: the route's error state with the api's message, inside the app shell.
  await page.goto(`${env.url}/music/details/trk_missing_e2e`);
  await ready(page);
  assert.equal(await heading(page, "Not found"), "Not found");
  await expectTitle(page, "Ngoma - Page not found");
  await page.getByRole("link", { name: "Go to the dashboard" }).waitFor();
  await audit(env, page, "/music/details/missing", 1280, problems);

  // Adverts: a view is recorded when shown, a click before its target opens.
  const viewed = page.waitForRequest((r) => r.method() === "POST" && r.url().includes("/adverts/view/"));
  await page.goto(`${env.url}/all-music`);
  await ready(page);
  await viewed;
  const advert = page.locator("main aside[aria-label='Advertisement']:visible a").first();
  const target = await advert.getAttribute("href");
  assert.ok(target, "the advert links somewhere");
  const clicked = page.waitForRequest((r) => r.method() === "POST" && r.url().includes("/adverts/click/"));
  await advert.click();
  await clicked;
  await page.waitForURL(`${env.url}${target}`);

  // Create a playlist.
  const name = `E2E mix ${Date.now().toString(36)}`;
  await page.goto(`${env.url}/library/manage-playlists`);
  await ready(page);
  await page.getByLabel("Playlist name").fill(name);
  await page.getByRole("button", { name: "Create playlist" }).click();
  await page.getByRole("link", { name, exact: true }).waitFor({ timeout: 10_000 });
  await audit(env, page, "/library/manage-playlists", 1280, problems);

  // Add the track from its page.
  await page.goto(`${env.url}/music/details/${track.id}`);
  await ready(page);
  await page.locator(".cat-hero").getByRole("button", { name: "Add to playlist" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: new RegExp(`^${name}`) }).click();
  await dialog.waitFor({ state: "hidden", timeout: 10_000 });

  // Open the playlist: the track is there; play it through the player's PlayButton.
  await page.goto(`${env.url}/library/manage-playlists`);
  await ready(page);
  await page.getByRole("link", { name, exact: true }).click();
  await page.waitForURL(/\/library\/playlist-details\?id=/);
  assert.equal(await heading(page, name), name);
  await page.locator("main table:visible").getByRole("link", { name: track.title, exact: true }).waitFor();
  await audit(env, page, "/library/playlist-details", 1280, problems);
  const play = page.getByRole("button", { name: `Play ${name}` });
  await play.click();
  // The player bar shows the track and its time advances.
  await page.getByTestId("player-title").filter({ hasText: track.title }).waitFor({ timeout: 10_000 });
  await page
    .waitForFunction(
      () => Number(document.querySelector('[data-testid="player-elapsed"]')?.textContent?.split(":")[1]) >= 1,
      null,
      { timeout: 15_000 },
    )
    .catch(async (error: unknown) => {
      await page.screenshot({ path: join(env.shotsDir, "listening_play-failure.png"), fullPage: true });
      throw error;
    });
  await page.context().close();
  assert.deepEqual(problems, []);
});

test("listening: list pages render items, pass axe, screenshots at 390 and 1280 px", async (env) => {
  const problems: string[] = [];
  for (const width of [390, 1280]) {
    const page = await signInAsListener(env, width);
    for (const path of [...LIST_PAGES, "/", ...MORE_PAGES]) {
      await page.goto(`${env.url}${path}`);
      await ready(page);
      const title = await page.title();
      if (!/^Ngoma - \S/.test(title)) problems.push(`${path}: title "${title}"`);
      const items = await page.locator("main tbody tr:visible, main .cat-card:visible").count();
      if (items === 0 && !MORE_PAGES.includes(path)) problems.push(`${path} @${width}px: no items`);
      await audit(env, page, path, width, problems);
    }
    // Details pages reached the way a listener does: from the first album and artist card.
    for (const [list, pattern] of [
      ["/all-albums", /\/album\/details\//],
      ["/artists", /\/artist\/details\//],
    ] as const) {
      await page.goto(`${env.url}${list}`);
      await ready(page);
      await page.locator("main .cat-card:visible a").first().click();
      await page.waitForURL(pattern);
      await page.locator("main h1:visible").waitFor();
      await audit(env, page, new URL(page.url()).pathname.replace(/\/[^/]+$/, ""), width, problems);
    }
    if (width === 1280) {
      // The light theme: same pages, same rules (contrast differs per theme).
      await page.evaluate(() => localStorage.setItem("ngoma.theme", "light"));
      for (const path of [...LIST_PAGES, "/"]) {
        await page.goto(`${env.url}${path}`);
        await ready(page);
        await audit(env, page, path, width, problems, "light");
      }
    }
    await page.context().close();
  }
  assert.deepEqual(problems, []);
});

test("listening: playlist reorder by keyboard, remove, rename, delete after confirmation", async (env) => {
  const problems: string[] = [];
  const page = await signInAsListener(env, 1280);
  const api = async (path: string, data: Record<string, unknown>) => {
    const response = await page.request.post(`${env.url}/api/v1${path}`, { data });
    assert.ok(response.ok(), `${path} answered ${response.status()}`);
    return ((await response.json()) as { data: { id: string } }).data;
  };
  const list = await page.request.get(`${env.url}/api/v1/user/global/music-tracks?per_page=3`, READ_RETRY);
  const tracks = ((await list.json()) as { data: { data: { id: string; title: string }[] } }).data.data;
  assert.ok(tracks.length >= 3, "three seeded tracks");
  const name = `E2E order ${Date.now().toString(36)}`;
  const playlist = await api("/user/library/playlists/create", { title: name });
  for (const t of tracks) await api(`/user/library/playlists/tracks/add/${playlist.id}`, { track_id: t.id });
  const [a, b, c] = [tracks[0]!, tracks[1]!, tracks[2]!];

  await page.goto(`${env.url}/playlist/details/${playlist.id}`);
  await ready(page);
  assert.equal(await heading(page, name), name);
  const order = () => page.locator("main table:visible tbody .cat-strong-link").allTextContents();
  assert.deepEqual(await order(), [a.title, b.title, c.title]);

  // Keyboard: focus "move down" of the first row and press Enter twice; focus follows the moved row.
  await page.getByRole("button", { name: `Move ${a.title} down` }).focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction(
    (t) => document.activeElement?.getAttribute("aria-label") === `Move ${t} down`,
    a.title,
  );
  await page.keyboard.press("Enter");
  const expected = [b.title, c.title, a.title];
  await page.waitForFunction(
    (titles) =>
      [...document.querySelectorAll("main table tbody .cat-strong-link")]
        .map((e) => e.textContent)
        .join("|") === titles.join("|"),
    expected,
  );
  // Saved: the api ends up with the newest order (moves are sent one at a time, never racing).
  const savedOrder = async () => {
    const response = await page.request.get(
      `${env.url}/api/v1/user/global/playlists/${playlist.id}`,
      READ_RETRY,
    );
    const body = (await response.json()) as { data: { tracks: { title: string }[] } };
    return body.data.tracks.map((t) => t.title);
  };
  for (let i = 0; i < 50 && (await savedOrder()).join("|") !== expected.join("|"); i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await page.reload();
  await ready(page);
  assert.deepEqual(await order(), expected, "the new order was saved");

  // Remove one track.
  await page.getByRole("button", { name: `Remove ${c.title} from ${name}` }).click();
  await page.waitForFunction(
    (t) =>
      ![...document.querySelectorAll("main table tbody .cat-strong-link")].some((e) => e.textContent === t),
    c.title,
  );
  await audit(env, page, "/playlist/details", 1280, problems);

  // Rename in the dialog.
  const renamed = `${name} renamed`;
  await page.getByRole("button", { name: `Rename ${name}` }).click();
  const renameDialog = page.getByRole("dialog");
  await renameDialog.getByLabel("Playlist name").fill(renamed);
  await renameDialog.getByRole("button", { name: "Save" }).click();
  await heading(page, renamed);

  // Delete: Cancel keeps it, confirming deletes and returns to the library.
  await page.getByRole("button", { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete playlist?" });
  await confirm.waitFor();
  for (const v of await axeViolations(page)) problems.push(`delete dialog: ${v}`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await confirm.waitFor({ state: "hidden" });
  await page.getByRole("button", { name: `Delete ${renamed}` }).click();
  await confirm.getByRole("button", { name: "Delete playlist" }).click();
  await page.waitForURL(/\/library\/manage-playlists$/);
  await heading(page, "Your playlists");
  assert.equal(await page.getByRole("link", { name: renamed, exact: true }).count(), 0);
  const gone = await page.request.get(`${env.url}/api/v1/user/global/playlists/${playlist.id}`, READ_RETRY);
  assert.equal(gone.status(), 404);
  await page.context().close();
  assert.deepEqual(problems, []);
});
