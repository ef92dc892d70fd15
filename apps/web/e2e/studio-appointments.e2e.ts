// Studio appointments in a real browser against the real local stack (issue #36): a new producer (made one
// by the demo admin) sets up a studio in Kampala with a weekly schedule; a creator (the demo promoter) finds
// it by city, picks a free time in the week view and pays the deposit in the Payment modal; the producer
// accepts; the client downloads the session's .ics; once the session is over (the local stack's dev tool
// moves it into the past) the producer marks it completed and the deposit reaches their wallet. axe runs
// on each page.
import { strict as assert } from "node:assert";
import type { Page } from "playwright-core";
import { newPage, test } from "./harness";
import { DEMO, outboxCode, PASSWORD, ready, register, signIn, uniqueEmail } from "./helpers";
import { apiFrom, noAxe, toast } from "./journey";

const run = Date.now().toString(36).slice(-5);
const STUDIO_NAME = `E2E Nile Room ${run}`;
const CITY = `Jinja ${run}`;
const PROMOTER = "promoter@demo.ngoma.dev";
const MY_STUDIO = "/creator-promoter/my-beats/studio-appointments";
const FIND = "/creator-promoter/appointments/list";
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const balance = async (page: Page) =>
  Number((await apiFrom(page, "/user/wallet/details")).json?.data?.balance);

test("studio: a producer sets a schedule, a creator books a slot and pays the deposit, the producer accepts, the client downloads the .ics, completion releases the deposit to the producer", async (env) => {
  // The producer: a new account, made a producer by the admin.
  const email = uniqueEmail("studio");
  const fresh = await newPage(env);
  await register(fresh.page, env.url, email, "Wasswa Producer");
  // Money moves (the release of a deposit) need a verified e-mail.
  await fresh.page.getByLabel("E-mail code").fill(await outboxCode(env.url, email));
  await fresh.page.getByRole("button", { name: "Verify e-mail" }).click();
  await fresh.page.getByText("Your e-mail is verified.").waitFor();
  const me = await apiFrom(fresh.page, "/auth/user/authuser", {});
  const producerId = String(me.json?.data?.id ?? "");
  assert.ok(producerId, "the producer's id");
  const admin = await signIn(env, DEMO.admin, { password: DEMO.password });
  const granted = await apiFrom(admin.page, `/admin/users/update/${producerId}`, {
    roles: [{ role: "creator", kind: "producer" }],
    reason: "E2E producer for studio appointments",
  });
  assert.equal(granted.status, 200, JSON.stringify(granted.json));

  // The studio and its weekly hours (10:00–18:00 on the studio's clock, every day).
  const producer = await signIn(env, email, { password: PASSWORD });
  const p = producer.page;
  await p.goto(`${env.url}${MY_STUDIO}`);
  await ready(p);
  const form = p.getByRole("form", { name: "Studio settings and hours" });
  await form.waitFor();
  await noAxe(p, "a new producer's studio page");
  await form.getByLabel("Studio name").fill(STUDIO_NAME);
  await form.getByLabel("City").fill(CITY);
  await form.getByLabel("Address").fill("Plot 3, Main Street, Jinja");
  await form.getByLabel("Time zone").selectOption("Africa/Kampala");
  await form.getByLabel(/^Hourly rate/).fill("10");
  await form.getByLabel("Deposit (%)").fill("50");
  await form.getByLabel("Minimum notice (hours)").fill("0");
  for (const day of WEEKDAYS) await form.getByRole("button", { name: `Add hours on ${day}` }).click();
  await form.getByRole("button", { name: "Create studio" }).click();
  await toast(p, "Studio saved successfully");
  const studio = (await apiFrom(p, "/creator/studio")).json?.data as
    | { id: string; hourly_rate: number; deposit_percent: number; weekly: unknown[] }
    | undefined;
  assert.ok(studio, "the studio was saved");
  assert.equal(studio.weekly.length, 7, "seven days of hours");

  // The client finds it by city, picks the first free 2-hour time and pays the deposit.
  const client = await signIn(env, PROMOTER, { password: DEMO.password });
  const c = client.page;
  await c.goto(`${env.url}${FIND}?city=${encodeURIComponent(CITY)}`);
  await ready(c);
  const card = c.locator(`[data-studio="${studio.id}"]`);
  await card.waitFor();
  await noAxe(c, "the studio list");
  await card.getByRole("link", { name: STUDIO_NAME }).click();
  await c.waitForURL(new RegExp(`/appointments/studios/${studio.id}`));
  await ready(c);
  const slots = c.locator("button[data-slot]");
  if ((await slots.count()) === 0) {
    await c.getByRole("link", { name: "Next week →" }).click();
    await slots.first().waitFor();
  }
  await noAxe(c, "the studio's week");
  // Keyboard: the first time is reached with Tab-focus and chosen with Enter.
  await slots.first().focus();
  await c.keyboard.press("Enter");
  const panel = c.getByRole("region", { name: "Book this time" });
  await panel.waitFor();
  await panel.getByLabel(/^Notes for the studio/).fill("Live drums and two vocal takes");
  await noAxe(c, "the booking panel");
  const before = await balance(c);
  await panel.getByRole("button", { name: "Pay the deposit" }).click();
  const modal = c.locator("dialog[open]", { has: c.getByRole("heading", { name: "Payment Details" }) });
  await modal.waitFor();
  await modal.getByRole("button", { name: "Pay", exact: true }).click();
  await c.waitForURL(/\/creator-promoter\/appointments\/apt_/, { timeout: 20_000 });
  await ready(c);
  const bookingId = new URL(c.url()).pathname.split("/").pop() ?? "";
  const booking = (await apiFrom(c, `/creator/appointments/${bookingId}`)).json?.data as {
    status: string;
    deposit: number;
    fee: number;
    ends_at: string;
  };
  assert.equal(booking.status, "pending");
  assert.equal(booking.deposit, Math.round((studio.hourly_rate * 2 * 50) / 100));
  assert.equal(before - (await balance(c)), booking.deposit + booking.fee, "deposit + 2 % paid");
  await noAxe(c, "the pending booking");

  // The producer accepts the request.
  await p.goto(`${env.url}${MY_STUDIO}`);
  await ready(p);
  await p.getByRole("button", { name: "Accept: Amara Promoter" }).click();
  await toast(p, "Booking confirmed successfully");
  await noAxe(p, "the producer's requests and calendar");

  // The client downloads the confirmed session's calendar file, in the studio's zone.
  await c.reload();
  await ready(c);
  const ics = c.getByRole("link", { name: /^Download \.ics/ });
  const href = await ics.getAttribute("href");
  const file = await c.evaluate(async (url) => {
    const res = await fetch(url);
    return { status: res.status, type: res.headers.get("content-type") ?? "", text: await res.text() };
  }, href ?? "");
  assert.equal(file.status, 200);
  assert.match(file.type, /^text\/calendar/);
  assert.match(file.text, /BEGIN:VCALENDAR/);
  assert.match(file.text, /DTSTART;TZID=Africa\/Kampala:/);
  assert.match(file.text, new RegExp(STUDIO_NAME));

  // The session is over (moved into the past on the local stack); the producer marks it completed and
  // the deposit is released to their wallet.
  const hours = Math.ceil((Date.parse(booking.ends_at) - Date.now()) / 3_600_000) + 1;
  const aged = await apiFrom(p, `/dev/appointments/age/${bookingId}`, { hours });
  assert.equal(aged.status, 200, JSON.stringify(aged.json));
  const earned = await balance(p);
  await p.goto(`${env.url}${MY_STUDIO}/${bookingId}`);
  await ready(p);
  await noAxe(p, "the producer's booking page");
  await p.getByRole("button", { name: "Mark completed: Amara Promoter" }).click();
  const ask = p.locator("dialog[open]");
  await ask.waitFor();
  await ask.getByRole("button", { name: "Mark completed", exact: true }).click();
  await toast(p, "Booking completed successfully");
  assert.equal((await balance(p)) - earned, booking.deposit, "the deposit reached the producer");
  const done = await apiFrom(c, `/creator/appointments/${bookingId}`);
  assert.equal(done.json?.data?.status, "completed");

  // Every appointment page at 360 px, without sideways scroll, axe-clean in the light theme too.
  const sweep = async (page: Page, paths: string[]) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const theme of ["light", "dark"]) {
      await page.evaluate((t) => localStorage.setItem("ngoma.theme", t), theme);
      for (const path of paths) {
        await page.goto(`${env.url}${path}`);
        await ready(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 1, `no sideways scroll at 360 px on ${path} (${overflow} px)`);
        await noAxe(page, `${path} at 360 px (${theme})`);
      }
    }
  };
  await sweep(c, [
    `${FIND}?city=${encodeURIComponent(CITY)}`,
    `/creator-promoter/appointments/studios/${studio.id}`,
    "/creator-promoter/appointments/booked",
    `/creator-promoter/appointments/${bookingId}`,
  ]);
  await sweep(p, [MY_STUDIO, `${MY_STUDIO}?view=settings`, `${MY_STUDIO}/${bookingId}`]);

  for (const s of [fresh, admin, producer, client]) await s.context.close();
});
