// What the market journeys (beats, songs, studio) each need from a page: a toast to appear, no axe
// violation, and a same-origin api call carrying the page's session cookie.
import { strict as assert } from "node:assert";
import type { Page } from "playwright-core";
import { axeViolations } from "./harness";

/** Waits for a toast that says `text`. */
export async function toast(page: Page, text: string): Promise<void> {
  await page.locator(".toast", { hasText: text }).first().waitFor({ timeout: 20_000 });
}

/** Fails with the violations when axe finds any on the page as it is. */
export async function noAxe(page: Page, where: string): Promise<void> {
  assert.deepEqual(await axeViolations(page), [], `axe on ${where}`);
}

/** A same-origin api call from the page (the session cookie authenticates it); `json` is null when not JSON. */
export function apiFrom(page: Page, path: string, body?: unknown) {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(`/api/v1${p}`, {
        method: b === undefined ? "GET" : "POST",
        headers: { "content-type": "application/json" },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      const type = res.headers.get("content-type") ?? "";
      const json = type.includes("json") ? ((await res.json()) as { data?: Record<string, unknown> }) : null;
      return { status: res.status, type, json };
    },
    [path, body] as const,
  );
}
