// The global player (issue #6 "Player UI") against the real stack: the demo listener's seeded tracks,
// real audio in Chromium. Tracks come from the listening API and are handed to the player through its
// persisted queue (what a reload restores), so this suite does not depend on the catalogue pages' markup.
import { strict as assert } from "node:assert";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { axeViolations, type Env, test } from "./harness";
import { DEMO, ready, signIn as signInAs } from "./helpers";

/** The engine's storage key (STORAGE_KEY of @ngoma/audio-engine). */
const ENGINE_KEY = "ngoma-audio-engine";

interface ApiTrack {
  id: string;
  title: string;
  duration_ms: number;
  stream_url: string | null;
}

async function signIn(env: Env, width = 1280): Promise<Page> {
  const { page } = await signInAs(env, DEMO.listener, { password: DEMO.password, width });
  // The player is tested on a page of the shell (not the catalogue pages, whose markup is tested elsewhere).
  await page.goto(`${env.url}/my-account`);
  await ready(page);
  return page;
}

/** Reads seeded tracks from the API and restores them as the player's queue, as a reload would. */
async function queueSeededTracks(page: Page, count: number): Promise<ApiTrack[]> {
  const tracks = await page.evaluate(async (perPage) => {
    const response = await fetch(`/api/v1/user/global/music-tracks?per_page=${perPage}`);
    const body = (await response.json()) as { data?: { data?: unknown[] } };
    return (body.data?.data ?? []) as ApiTrack[];
  }, count);
  assert.ok(tracks.length >= count, `the seed should list at least ${count} tracks, got ${tracks.length}`);
  assert.ok(
    tracks.every((t) => t.stream_url),
    "every listed track has a stream URL",
  );
  await page.evaluate(
    ([key, queue]) => localStorage.setItem(key, JSON.stringify({ queue, index: 0, volume: 0.5 })),
    [ENGINE_KEY, tracks] as const,
  );
  await page.reload();
  await ready(page);
  return tracks;
}

const player = (page: Page) => page.getByRole("region", { name: "Audio player" });
const elapsedSeconds = async (page: Page) => {
  const text = (await page.getByTestId("player-elapsed").textContent()) ?? "";
  const [m, s] = text.split(":").map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
};

async function expectTitle(page: Page, expected: string) {
  await page.getByTestId("player-title").filter({ hasText: expected }).waitFor({ timeout: 10_000 });
}

test("player: play a seeded track, time advances, Space pauses, next/previous, queue, equalizer, like, persists", async (env) => {
  const page = await signIn(env);
  const reports: { url: string; body: Record<string, unknown> }[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/music-tracks/play/")) {
      reports.push({ url: request.url(), body: request.postDataJSON() as Record<string, unknown> });
    }
  });
  const tracks = await queueSeededTracks(page, 4);
  const [first, second, third] = tracks as [ApiTrack, ApiTrack, ApiTrack];

  // Restored after the reload, cued and paused.
  await expectTitle(page, first.title);
  const bar = player(page);
  await bar.getByRole("button", { name: "Play", exact: true }).click();
  await page.waitForFunction(
    () => Number(document.querySelector('[data-testid="player-elapsed"]')?.textContent?.split(":")[1]) >= 2,
    null,
    { timeout: 15_000 },
  );
  assert.equal(await bar.getByRole("button", { name: "Pause", exact: true }).count(), 1);
  assert.ok(
    reports.some((r) => r.url.endsWith(`/play/${first.id}`) && r.body.listened_ms === 0),
    "start reported",
  );

  // Space pauses (not typed into an input: focus on the page body).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("Space");
  await bar.getByRole("button", { name: "Play", exact: true }).waitFor();
  const pausedAt = await elapsedSeconds(page);
  await page.waitForTimeout(1500);
  assert.equal(await elapsedSeconds(page), pausedAt, "time stands still while paused");

  // Next and previous (previous within 3 s goes back a track).
  await bar.getByRole("button", { name: "Next track" }).click();
  await expectTitle(page, second.title);
  await bar.getByRole("button", { name: "Previous track" }).click();
  await expectTitle(page, first.title);

  // Queue panel: Now Playing / Up Next, click to play, remove.
  await bar.getByRole("button", { name: "Queue" }).click();
  const queue = bar.getByRole("region", { name: "Play Queue" });
  await queue.getByText("Now Playing").waitFor();
  await queue.getByText("Up Next").waitFor();
  await queue.getByRole("button", { name: `Play ${third.title}` }).click();
  await expectTitle(page, third.title);
  await queue.getByRole("button", { name: `Remove ${tracks[3]?.title} from the queue` }).click();
  await queue.getByText("Nothing up next.").waitFor();
  assert.deepEqual(await axeViolations(page), [], "queue panel: no serious/critical axe violation");
  await page.screenshot({ path: join(env.shotsDir, "player-queue-1280.png") });

  // Equalizer panel (closes the queue), a preset.
  await bar.getByRole("button", { name: "Equalizer" }).click();
  const eq = bar.getByRole("region", { name: "Audio Equalizer" });
  await eq.waitFor();
  assert.equal(
    await bar.getByRole("region", { name: "Play Queue" }).count(),
    0,
    "queue and equalizer exclude",
  );
  await eq.getByRole("button", { name: "Bass Boost" }).click();
  await eq.getByText("Preset: Bass Boost").waitFor();
  assert.equal(await eq.getByRole("button", { name: "Bass Boost" }).getAttribute("aria-pressed"), "true");
  assert.deepEqual(await axeViolations(page), [], "equalizer panel: no serious/critical axe violation");
  await page.screenshot({ path: join(env.shotsDir, "player-equalizer-1280.png") });

  // M minimizes to the round cover (panels closed); a click brings the bar back.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("m");
  await page.getByTestId("player-minimized").click();
  assert.equal(await bar.getByRole("region", { name: "Audio Equalizer" }).count(), 0);

  // Like, as the API records it.
  const like = bar.getByRole("button", { name: "Like" });
  const likedBefore = (await like.getAttribute("aria-pressed")) === "true";
  await like.click();
  await page.waitForFunction(
    (want) => document.querySelector('[aria-label="Like"]')?.getAttribute("aria-pressed") === want,
    String(!likedBefore),
  );

  // Survives client navigation, still playing (the queue click started the third track).
  const resume = bar.getByRole("button", { name: "Play", exact: true });
  if (await resume.count()) await resume.click();
  await bar.getByRole("button", { name: "Pause", exact: true }).waitFor();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expectTitle(page, third.title);
  const before = await elapsedSeconds(page);
  await page.waitForFunction(
    (t) => {
      const [m, s] = (document.querySelector('[data-testid="player-elapsed"]')?.textContent ?? "").split(":");
      return Number(m) * 60 + Number(s) >= t + 2;
    },
    before,
    { timeout: 10_000 },
  );

  // Survives a reload: same track, equalizer preset and like state restored.
  await page.reload();
  await ready(page);
  await expectTitle(page, third.title);
  // The queued copy is stale; the player reads the like state back from the API.
  await page.waitForFunction(
    (want) => document.querySelector('[aria-label="Like"]')?.getAttribute("aria-pressed") === want,
    String(!likedBefore),
    { timeout: 10_000 },
  );
  await player(page).getByRole("button", { name: "Equalizer" }).click();
  await player(page).getByText("Preset: Bass Boost").waitFor();
  // Leave the demo listener's likes as they were.
  await player(page).getByRole("button", { name: "Like" }).click();
  await page.waitForFunction(
    (want) => document.querySelector('[aria-label="Like"]')?.getAttribute("aria-pressed") === want,
    String(likedBefore),
  );
  assert.deepEqual(env.cspViolations, [], "no CSP violation");
  await page.context().close();
});

test("player: fits a 360 px screen and the full player opens and closes", async (env) => {
  const page = await signIn(env, 360);
  const tracks = await queueSeededTracks(page, 2);
  await expectTitle(page, tracks[0]!.title);
  const overflow = await page.evaluate(() => {
    const bar = document.querySelector(".player-bar");
    return Math.max(document.documentElement.scrollWidth, bar?.scrollWidth ?? 0) - window.innerWidth;
  });
  assert.ok(overflow <= 0, `no horizontal scroll at 360 px (overflow ${overflow}px)`);
  await page.screenshot({ path: join(env.shotsDir, "player-bar-360.png") });
  await player(page).getByRole("button", { name: "Full player" }).click();
  await page.getByTestId("player-full").waitFor();
  assert.deepEqual(await axeViolations(page), [], "full player: no serious/critical axe violation");
  await page.screenshot({ path: join(env.shotsDir, "player-full-360.png") });
  await page.keyboard.press("Escape");
  await player(page).getByTestId("player-bar").waitFor();
  await page.context().close();
});
